import { Button, Center, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUser, IncompleteRegistration } from '../../../shared/schemas/admin';
import { type UserListKind, useUserList } from './api';
import { kes, localPhone } from './format';
import { EmptyRow, ListState } from './list-state';

/** The search box above a list; gives the text to search for once typing pauses. */
export function useListSearch() {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const input = (
    <TextInput
      mb="md"
      maw={360}
      label={t('table.search')}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      type="search"
      maxLength={100}
    />
  );
  return { search, input };
}

/** "Load more" under a list while the server has more rows; says so when the next page fails. */
export function LoadMore({
  query,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  };
}) {
  const { t } = useTranslation('admin');
  if (!query.hasNextPage) return null;
  return (
    <Center mt="md" style={{ flexDirection: 'column', gap: 8 }}>
      {query.isFetchNextPageError && (
        <Text size="sm" c="red" role="alert">
          {t('table.loadMoreError')}
        </Text>
      )}
      <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {t('table.loadMore')}
      </Button>
    </Center>
  );
}

export interface UsersTableProps {
  kind: UserListKind;
  title: string;
  empty: string;
  errorText: string;
  /** The full table (balance, loan limit, edit) or the short one (#, Name, User ID, Email, Phone). */
  full: boolean;
  /** Incomplete registrations: a column saying when each is erased unless completed. */
  purgeDates?: boolean;
}

/** A superadmin list of users with its loading, error and empty states (see docs/product/console.md). */
export function UsersTable({ kind, title, empty, errorText, full, purgeDates = false }: UsersTableProps) {
  const { t } = useTranslation('admin');
  const { search, input } = useListSearch();
  const query = useUserList(kind, search);
  const users: Array<AdminUser & Partial<Pick<IncompleteRegistration, 'purge_at'>>> =
    query.data?.pages.flatMap((p) => p.items) ?? [];
  const columns = (full ? 8 : 5) + (purgeDates ? 1 : 0);
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      {input}
      <ListState
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        errorText={errorText}
      />
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
                {purgeDates && <Table.Th>{t('table.purgeDate')}</Table.Th>}
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
                  {purgeDates && (
                    <Table.Td>{u.purge_at ? dayjs(u.purge_at).format('DD MMM YYYY, HH:mm') : ''}</Table.Td>
                  )}
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
      {query.isSuccess && <LoadMore query={query} />}
    </>
  );
}
