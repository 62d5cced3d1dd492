import { Button, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDialog } from '../../components/use-dialog';
import { Notice } from '../../components/notice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuspensePayment } from '../../../shared/schemas/paybill';
import { assignSuspenseBody } from '../../../shared/schemas/paybill';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { PageSection } from '../../components/page-section';
import { formatDateTime } from '../../lib/format';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { kes, localPhone } from './format';
import { paybillAdminApi, usePaybillSuspense } from './paybill-api';
import { useRefreshConsole } from './shares-api';

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
      {assigning.open && <AssignDialog payment={assigning.open} {...assigning.props} />}
    </PageSection>
  );
}

/** Adds one suspense payment to the wallet of the user the superadmin names by ID. */
function AssignDialog({ payment, onClose, onDone }: DialogProps<{ payment: SuspensePayment }>) {
  const { t } = useTranslation('admin');
  const refresh = useRefreshConsole();
  const state = useSchemaForm({
    initialValues: { userId: fieldValue('') },
    schema: assignSuspenseBody,
    body: (v) => ({ userId: v.userId }),
    translate: (message) => (message === 'User ID is required.' ? t('suspense.userIdRequired') : message),
    submit: (v) => paybillAdminApi.assign(payment.transId, v.userId.trim()),
    onSuccess: async () => {
      await refresh();
      onDone(t('suspense.assigned', { amount: kes(payment.amount), transId: payment.transId }));
    },
    failed: t('suspense.failed'),
  });
  const { form } = state;
  return (
    <FormModal
      title={t('suspense.dialogTitle', { amount: kes(payment.amount) })}
      onClose={onClose}
      state={state}
      submit={t('suspense.submit')}
    >
      <Text size="sm">{t('suspense.dialogText', { transId: payment.transId, account: payment.billRefNumber })}</Text>
      <TextInput
        label={t('suspense.userId')}
        description={t('suspense.userIdHint')}
        required
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('userId')}
      />
    </FormModal>
  );
}
