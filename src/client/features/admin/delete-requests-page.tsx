import { Anchor } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { useDeleteRequests } from './api';
import { formatDateTime } from '../../lib/format';
import { localPhone } from './format';
import { PagedTable, useListSearch } from './paged-table';

/** /superadmin/delete-requests: #, Name, Phone, Request Date (see docs/product/console.md). */
export function DeleteRequestsPage() {
  const { t, i18n } = useTranslation('admin');
  const { search, input } = useListSearch();
  return (
    <PagedTable
      title={t('lists.deleteRequests')}
      search={input}
      query={useDeleteRequests(search)}
      columns={[
        {
          header: t('table.name'),
          cell: (r) => (
            <Anchor component={Link} to={`/superadmin/user-details/${encodeURIComponent(r.user_id)}`}>
              {r.full_name}
            </Anchor>
          ),
        },
        { header: t('table.phone'), cell: (r) => localPhone(r.phone) },
        { header: t('table.requestDate'), cell: (r) => formatDateTime(r.delete_request_date, i18n.language) },
      ]}
      rowKey={(r) => r.id}
      empty={t('lists.noDeleteRequests')}
      errorText={t('loadIncompleteError')}
      minWidth={480}
    />
  );
}
