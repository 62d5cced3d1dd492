import { Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Notice } from '../../components/shell/notice';
import { PageSection } from '../../components/shell/page-section';
import { useDialog } from '../../components/use-dialog';
import { WhenOpened } from '../../components/shell/when-opened';
import type { SuspensePayment } from '../../../shared/schemas/paybill';
import { usePaybillSuspense } from './paybill-api';

// The table (Mantine's Table brings the floating-UI library with its scroll area) loads only when
// there are payments to list, which is seldom (decision 052).
const SuspenseTable = lazy(() => import('./paybill-suspense-table').then((m) => ({ default: m.SuspenseTable })));
// Its form (inputs, schema) loads when the superadmin first assigns a payment, not with the dashboard.
const AssignDialog = lazy(() => import('./paybill-assign-dialog').then((m) => ({ default: m.AssignDialog })));

/**
 * Paybill payments whose account number named nobody sit in the suspense account until the
 * superadmin adds each to the right user's wallet (docs/product/paybill.md). Shown on the dashboard
 * only while there are some; nothing at all when there are none.
 */
export function PaybillSuspense() {
  const { t } = useTranslation('admin');
  const suspense = usePaybillSuspense();
  const [notice, setNotice] = useState<string | null>(null);
  const assigning = useDialog<SuspensePayment>(setNotice);
  const payments = suspense.data?.payments ?? [];
  if (payments.length === 0 && !notice) return null;
  return (
    <PageSection id="paybill-suspense" title={t('suspense.title')} hint={t('suspense.hint')} framed>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {payments.length > 0 && (
        <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
          <SuspenseTable payments={payments} onAssign={assigning.show} />
        </Suspense>
      )}
      <WhenOpened opened={assigning.open !== null}>
        {assigning.open && <AssignDialog payment={assigning.open} {...assigning.props} />}
      </WhenOpened>
    </PageSection>
  );
}
