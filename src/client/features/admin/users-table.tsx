import { Button, Table, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUser } from '../../../shared/schemas/admin';
import { type UserListKind, useUserList } from './api';
import { kes, localPhone } from './format';
import { EmptyRow, ListState } from './list-state';

const LIST_CAP = 1000;

export interface UsersTableProps {
  kind: UserListKind;
  title: string;
  empty: string;
  errorText: string;
  /** The full table (balance, loan limit, edit) or the short one (#, Name, User ID, Email, Phone). */
  full: boolean;
}

/** A superadmin list of users with its loading, error and empty states (spec §2). */
export function UsersTable({ kind, title, empty, errorText, full }: UsersTableProps) {
  const { t } = useTranslation('admin');
  const query = useUserList(kind);
  const users: AdminUser[] = query.data ?? [];
  const columns = full ? 8 : 5;
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      <ListState loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()} errorText={errorText} />
      {query.isSuccess && (
        <Table.ScrollContainer minWidth={full ? 900 : 600} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.number')}</Table.Th>
                <Table.Th>{t('table.name')}</Table.Th>
                <Table.Th>{t('table.userId')}</Table.Th>
                <Table.Th>{t('table.email')}</Table.Th>
                <Table.Th>{t('table.phone')}</Table.Th>
                {full && <Table.Th>{t('table.balance')}</Table.Th>}
                {full && <Table.Th>{t('table.loanLimit')}</Table.Th>}
                {full && <Table.Th>{t('table.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.length === 0 && <EmptyRow columns={columns}>{empty}</EmptyRow>}
              {users.map((u, i) => (
                <Table.Tr key={u.id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{u.full_name}</Table.Td>
                  <Table.Td ff="monospace">{u.user_id}</Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>{localPhone(u.phone)}</Table.Td>
                  {full && <Table.Td>{kes(u.balance)}</Table.Td>}
                  {full && <Table.Td>{kes(u.loan_limit)}</Table.Td>}
                  {full && (
                    <Table.Td>
                      <Button
                        component={Link}
                        to={`/superadmin/user-details/${encodeURIComponent(u.user_id)}`}
                        size="xs"
                        variant="light"
                        leftSection={<IconEdit size={14} />}
                        aria-label={`${t('table.edit')} ${u.full_name}`}
                      >
                        {t('table.edit')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {users.length >= LIST_CAP && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('table.capped', { count: LIST_CAP })}
        </Text>
      )}
    </>
  );
}
