import { Button, Group, Text } from '@mantine/core';
import { formatAmount } from '../../lib/format';
import { AppModal } from '../../components/app-modal';
import { useTranslation } from '../../i18n/react';
import { LOAN_TEXTS, type LoanView, overOutstandingMessage, repayBody } from '../../../shared/schemas/loans';
import { errorMessage } from '../../lib/api';
import { FormError } from '../../components/shell/form-error';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { currentUserId } from '../../lib/session';
import { useRepay } from './loans-api';
import { AmountInput } from './amount-input';
import { useKeyedText } from '../../i18n/keyed-text';
import { FormStack } from '../../components/shell/form-stack';

interface Props {
  loan: LoanView | null;
  balance: number | undefined;
  onClose: () => void;
  onRepaid: (message: string) => void;
}

/** Repay an Approved loan from the wallet: positive, at most the outstanding and the balance (see docs/product/loans.md). */
export function RepayDialog({ loan, balance, onClose, onRepaid }: Props) {
  const { t } = useTranslation('loans');
  const keyed = useKeyedText();
  const repay = useRepay();
  const { form, error, setError, busy, onSubmit } = useSchemaForm({
    initialValues: { amount: fieldValue<number | string>('') },
    schema: repayBody,
    body: (v) => ({ userId: currentUserId(), repaymentAmount: v.amount === '' ? undefined : Number(v.amount) }),
    translate: () => keyed(LOAN_TEXTS.invalidRepayment),
    check: (v) => {
      const value = Number(v.amount);
      if (loan && value > loan.outstanding) return keyed(overOutstandingMessage(loan.outstanding));
      if (balance !== undefined && value > balance) return keyed(LOAN_TEXTS.insufficientBalance);
      return null;
    },
    submit: (v) => repay.mutateAsync({ loanId: loan?.id ?? '', amount: Number(v.amount) }),
    onSuccess: (_result, _values, form) => {
      form.reset();
      onRepaid(t('messages.repaid'));
    },
    failed: (err) => errorMessage(err, t('messages.repayFailed')),
  });

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  return (
    <AppModal opened={loan !== null} onClose={close} title={t('repay.title')}>
      {loan && (
        <FormStack onSubmit={onSubmit}>
          <Text fw={600}>{t('repay.outstanding', { amount: formatAmount(loan.outstanding) })}</Text>
          {balance !== undefined && <Text size="sm">{t('repay.balance', { amount: formatAmount(balance) })}</Text>}
          <AmountInput label={t('repay.amount')} {...form.getInputProps('amount')} />
          <FormError error={error} />
          <Group grow>
            <Button variant="default" onClick={() => form.setFieldValue('amount', loan.outstanding)}>
              {t('repay.payAll')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('repay.submit')}
            </Button>
          </Group>
        </FormStack>
      )}
    </AppModal>
  );
}
