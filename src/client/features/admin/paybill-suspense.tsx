import { Button, Table, VisuallyHidden } from '@mantine/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/notice';
import { PageSection } from '../../components/page-section';
import { useDialog } from '../../components/use-dialog';
import { WhenOpened } from '../../components/when-opened';
import type { SuspensePayment } from '../../../shared/schemas/paybill';
import { formatDateTime } from '../../lib/format';
import { kes, localPhone } from './format';
import { usePaybillSuspense } from './paybill-api';

// Its form (inputs, schema) loads when the superadmin first assigns a payment, not with the dashboard.
const AssignDialog = lazy(() => import('./paybill-assign-dialog').then((m) => ({ default: m.AssignDialog })));

/**
 * Paybill payments whose account number named nobody sit in the suspense account until the
 * superadmin adds each to the right user's wallet (docs/product/paybill.md). Shown on the dashboard
 * only while there are some; nothing at all when there are none.
 */
export function PaybillSuspense() {
  const { t, i18n } = useTranslation('admin');
  const suspense = usePaybillSuspense();
  const [notice, setNotice] = useState<string | null>(null);
  const assigning = useDialog<SuspensePayment>(setNotice);
  const payments = suspense.data?.payments ?? [];
  if (payments.length === 0 && !notice) return null;
  return (
    <PageSection id="paybill-suspense" title={t('suspense.title')} hint={t('suspense.hint')} framed>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {payments.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-labelledby="paybill-suspense" data-testid="suspense-table" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('suspense.received')}</Table.Th>
                <Table.Th>{t('suspense.transId')}</Table.Th>
                <Table.Th>{t('suspense.account')}</Table.Th>
                <Table.Th>{t('suspense.payer')}</Table.Th>
                <Table.Th ta="right">{t('suspense.amount')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('suspense.action')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((p) => (
                <Table.Tr key={p.transId}>
                  <Table.Td>{formatDateTime(p.receivedAt, i18n.language)}</Table.Td>
                  <Table.Td ff="monospace">{p.transId}</Table.Td>
                  <Table.Td ff="monospace">{p.billRefNumber}</Table.Td>
                  <Table.Td>
                    {[p.payerName, p.msisdn ? localPhone(p.msisdn) : null].filter(Boolean).join(', ')}
                  </Table.Td>
                  <Table.Td ta="right">{kes(p.amount)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => assigning.show(p)}
                      aria-label={t('suspense.assignOne', { amount: kes(p.amount), transId: p.transId })}
                    >
                      {t('suspense.assign')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <WhenOpened opened={assigning.open !== null}>
        {assigning.open && <AssignDialog payment={assigning.open} {...assigning.props} />}
      </WhenOpened>
    </PageSection>
  );
}
