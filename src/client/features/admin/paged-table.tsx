import { Button, Center, Table, type TableTdProps, Text, TextInput } from '@mantine/core';
import { ScreenTitle } from '../../components/shell/page-title';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ListPage } from './api';
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

/** What a paged list needs of its infinite query (`listPages` in ./api.ts). */
export interface PagedQuery<T> {
  data?: { pages: ListPage<T>[] };
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" under a list while the server has more rows; says so when the next page fails. */
export function LoadMore({ query }: { query: PagedQuery<unknown> }) {
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

/** One column: its header and each row's cell; `ta`/`ff` go on both. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  ta?: TableTdProps['ta'];
  ff?: TableTdProps['ff'];
}

export interface PagedTableProps<T> {
  /** The page's heading, when the table is the page. */
  title?: string;
  /** The search box (`useListSearch().input`) whose text the query filters by. */
  search: ReactNode;
  query: PagedQuery<T>;
  /** After the numbered "#" column. */
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: string;
  errorText: string;
  minWidth: number;
  /** The scrolling region's name, when a page has more than one table. */
  label?: string;
  highlightOnHover?: boolean;
  testId?: string;
}

/**
 * Every console list: its search box, loading/error states, a numbered table with an empty row, and
 * "Load more" while the server has further pages (see docs/product/console.md).
 */
export function PagedTable<T>(p: PagedTableProps<T>) {
  const { t } = useTranslation('admin');
  const { query } = p;
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {p.title && <ScreenTitle mb="md">{p.title}</ScreenTitle>}
      {p.search}
      <ListState
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        errorText={p.errorText}
      />
      {query.isSuccess && (
        <Table.ScrollContainer
          minWidth={p.minWidth}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, ...(p.label ? { 'aria-label': p.label } : {}) } }}
        >
          <Table striped highlightOnHover={p.highlightOnHover} verticalSpacing="sm" data-testid={p.testId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.number')}</Table.Th>
                {p.columns.map((c) => (
                  <Table.Th key={c.header} ta={c.ta}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow columns={p.columns.length + 1}>{p.empty}</EmptyRow>}
              {rows.map((row, i) => (
                <Table.Tr key={p.rowKey(row)}>
                  <Table.Td>{i + 1}</Table.Td>
                  {p.columns.map((c) => (
                    <Table.Td key={c.header} ta={c.ta} ff={c.ff}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
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
