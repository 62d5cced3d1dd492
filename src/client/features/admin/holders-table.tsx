import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HolderView } from '../../../shared/schemas/shares';
import { kes, localPhone } from './format';
import { EmptyRow, ListState } from './list-state';
import { type HolderListKind, useHolders } from './shares-api';
import { LoadMore, useListSearch } from './users-table';

const COLUMNS = 7;

/** The Investors or Shareholders list: who holds Pamoja shares, how many, their value and dividends received. */
export function HoldersTable({ kind, empty, label }: { kind: HolderListKind; empty: string; label: string }) {
  const { t } = useTranslation('admin');
  const { search, input } = useListSearch();
  const query = useHolders(kind, search);
  const holders: HolderView[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  const count = (n: number) => n.toLocaleString('en-KE');
  return (
    <>
      {input}
      <ListState
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        errorText={t('holders.loadError')}
      />
      {query.isSuccess && (
        <Table.ScrollContainer minWidth={760} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': label } }}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid={`${kind}-table`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.number')}</Table.Th>
                <Table.Th>{t('table.name')}</Table.Th>
                <Table.Th>{t('table.userId')}</Table.Th>
                <Table.Th>{t('table.phone')}</Table.Th>
                <Table.Th ta="right">{t('holders.shares')}</Table.Th>
                <Table.Th ta="right">{t('holders.value')}</Table.Th>
                <Table.Th ta="right">{t('holders.dividends')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {holders.length === 0 && <EmptyRow columns={COLUMNS}>{empty}</EmptyRow>}
              {holders.map((h, i) => (
                <Table.Tr key={h.user_id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{h.full_name}</Table.Td>
                  <Table.Td ff="monospace">{h.user_id}</Table.Td>
                  <Table.Td>{localPhone(h.phone)}</Table.Td>
                  <Table.Td ta="right">{count(h.shares)}</Table.Td>
                  <Table.Td ta="right">{kes(h.value)}</Table.Td>
                  <Table.Td ta="right">{kes(h.dividends)}</Table.Td>
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
