import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { SuspensePayment } from '../../../shared/schemas/paybill';
import { formatDateTime, formatMoney } from '../../lib/format';
import { localPhone } from './format';

/**
 * The payments in suspense, one row each with its Assign button (paybill-suspense.tsx); one refused
 * for an amount M-Pesa never sends says why instead (it moved no money).
 */
export function SuspenseTable({
  payments,
  onAssign,
}: {
  payments: SuspensePayment[];
  onAssign: (payment: SuspensePayment) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  return (
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
              <Table.Td>{[p.payerName, p.msisdn ? localPhone(p.msisdn) : null].filter(Boolean).join(', ')}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.amount)}</Table.Td>
              <Table.Td>
                {p.refusal ? (
                  <Text size="sm" c="dimmed">
                    {t(`suspense.refusal.${p.refusal}`)}
                  </Text>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onAssign(p)}
                    aria-label={t('suspense.assignOne', { amount: formatMoney(p.amount), transId: p.transId })}
                  >
                    {t('suspense.assign')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
