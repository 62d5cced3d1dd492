import { Text, TextInput } from '@mantine/core';
import { formatMoney } from '../../lib/format';
import { useTranslation } from '../../i18n/react';
import { type DialogProps, FormModal } from '../../components/form-modal';
import { assignSuspenseBody, type SuspensePayment } from '../../../shared/schemas/paybill';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { paybillAdminApi } from './paybill-api';
import { useRefreshConsole } from './shares-api';

/** Adds one suspense payment to the wallet of the user the superadmin names by ID. */
export function AssignDialog({ payment, onClose, onDone }: DialogProps<{ payment: SuspensePayment }>) {
  const { t } = useTranslation('admin');
  const refresh = useRefreshConsole();
  const state = useSchemaForm({
    initialValues: { userId: fieldValue('') },
    schema: assignSuspenseBody,
    body: (v) => ({ userId: v.userId }),
    submit: (v) => paybillAdminApi.assign(payment.transId, v.userId.trim()),
    onSuccess: async () => {
      await refresh();
      onDone(t('suspense.assigned', { amount: formatMoney(payment.amount), transId: payment.transId }));
    },
    failed: t('suspense.failed'),
  });
  const { form } = state;
  return (
    <FormModal
      title={t('suspense.dialogTitle', { amount: formatMoney(payment.amount) })}
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
