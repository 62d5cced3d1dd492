import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../lib/format';
import type { HolderView } from '../../../shared/schemas/shares';
import { localPhone } from './format';
import { PagedTable, useListSearch } from './paged-table';
import { type HolderListKind, useHolders } from './shares-api';
import { formatCount } from '../../../shared/money';

/** The Investors or Shareholders list: who holds Pamoja shares, how many, their value and dividends received. */
export function HoldersTable({ kind, empty, label }: { kind: HolderListKind; empty: string; label: string }) {
  const { t } = useTranslation('admin');
  const { search, input } = useListSearch();
  const query = useHolders(kind, search);
  return (
    <PagedTable<HolderView>
      search={input}
      query={query}
      columns={[
        { header: t('table.name'), cell: (h) => h.full_name },
        { header: t('table.userId'), cell: (h) => h.user_id, ff: 'monospace' },
        { header: t('table.phone'), cell: (h) => localPhone(h.phone) },
        { header: t('holders.shares'), cell: (h) => formatCount(h.shares), ta: 'right' },
        { header: t('holders.value'), cell: (h) => formatMoney(h.value), ta: 'right' },
        { header: t('holders.dividends'), cell: (h) => formatMoney(h.dividends), ta: 'right' },
      ]}
      rowKey={(h) => h.user_id}
      empty={empty}
      errorText={t('holders.loadError')}
      minWidth={760}
      label={label}
      highlightOnHover
      testId={`${kind}-table`}
    />
  );
}
