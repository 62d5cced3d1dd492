import { Anchor, Table, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteRequests } from './api';
import { localPhone } from './format';
import { EmptyRow, ListState } from './list-state';
import { LoadMore, useListSearch } from './users-table';

/** /superadmin/delete-requests: #, Name, Phone, Request Date (see docs/product/console.md). */
export function DeleteRequestsPage() {
  const { t } = useTranslation('admin');
  const { search, input } = useListSearch();
  const query = useDeleteRequests(search);
  const requests = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t('lists.deleteRequests')}
      </Title>
      {input}
      <ListState
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        errorText={t('loadIncompleteError')}
      />
      {query.isSuccess && (
        <Table.ScrollContainer minWidth={480} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.number')}</Table.Th>
                <Table.Th>{t('table.name')}</Table.Th>
                <Table.Th>{t('table.phone')}</Table.Th>
                <Table.Th>{t('table.requestDate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.length === 0 && <EmptyRow columns={4}>{t('lists.noDeleteRequests')}</EmptyRow>}
              {requests.map((r, i) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/superadmin/user-details/${encodeURIComponent(r.user_id)}`}>
                      {r.full_name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{localPhone(r.phone)}</Table.Td>
                  <Table.Td>{dayjs(r.delete_request_date).format('DD MMM YYYY, HH:mm')}</Table.Td>
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
