import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { AdminUser, IncompleteRegistration } from '../../../shared/schemas/admin';
import { type UserListKind, useUserList } from './api';
import { formatDateTime, formatMoney } from '../../lib/format';
import { localPhone } from './format';
import { type Column, PagedTable, useListSearch } from './paged-table';

type ListedUser = AdminUser & Partial<Pick<IncompleteRegistration, 'purge_at'>>;

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
  const { t, i18n } = useTranslation('admin');
  const { search, input } = useListSearch();
  const columns: Column<ListedUser>[] = [
    { header: t('table.name'), cell: (u) => u.full_name },
    { header: t('table.userId'), cell: (u) => u.user_id, ff: 'monospace' },
    { header: t('table.email'), cell: (u) => u.email },
    { header: t('table.phone'), cell: (u) => localPhone(u.phone) },
  ];
  if (purgeDates) {
    columns.push({
      header: t('table.purgeDate'),
      cell: (u) => (u.purge_at ? formatDateTime(u.purge_at, i18n.language) : ''),
    });
  }
  if (full) {
    columns.push(
      { header: t('table.balance'), cell: (u) => formatMoney(u.balance) },
      { header: t('table.loanLimit'), cell: (u) => formatMoney(u.loan_limit) },
      {
        header: t('table.actions'),
        cell: (u) => (
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
        ),
      },
    );
  }
  return (
    <PagedTable<ListedUser>
      title={title}
      search={input}
      query={useUserList(kind, search)}
      columns={columns}
      rowKey={(u) => u.id}
      empty={empty}
      errorText={errorText}
      minWidth={full ? 900 : 600}
      highlightOnHover
    />
  );
}
