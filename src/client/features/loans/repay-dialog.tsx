import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAN_MESSAGES, type LoanView, overOutstandingMessage, repayBody } from '../../../shared/schemas/loans';
import { errorMessage } from '../../lib/api';
import { currentUserId, useRepay } from './loans-api';
import { kes, localiseLoanMessage } from './loan-format';

interface Props {
  loan: LoanView | null;
  balance: number | undefined;
  onClose: () => void;
  onRepaid: (message: string) => void;
}

/** Repay an Approved loan from the wallet: positive, at most the outstanding and the balance (spec §5). */
export function RepayDialog({ loan, balance, onClose, onRepaid }: Props) {
  const { t } = useTranslation('loans');
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const repay = useRepay();

  const close = () => {
    setAmount('');
    setError(null);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!loan || repay.isPending) return;
    setError(null);
    const parsed = repayBody.safeParse({
      userId: currentUserId(),
      repaymentAmount: amount === '' ? undefined : Number(amount),
    });
    if (!parsed.success) {
      setError(localiseLoanMessage(t, LOAN_MESSAGES.invalidRepayment));
      return;
    }
    const value = parsed.data.repaymentAmount;
    if (value > loan.outstanding) {
      setError(localiseLoanMessage(t, overOutstandingMessage(loan.outstanding)));
      return;
    }
    if (balance !== undefined && value > balance) {
      setError(localiseLoanMessage(t, LOAN_MESSAGES.insufficientBalance));
      return;
    }
    repay.mutate(
      { loanId: loan.id, amount: value },
      {
        onSuccess: () => {
          setAmount('');
          onRepaid(t('messages.repaid'));
        },
        onError: (err) => setError(localiseLoanMessage(t, errorMessage(err, t('messages.repayFailed')))),
      },
    );
  };

  return (
    <Modal opened={loan !== null} onClose={close} title={t('repay.title')} centered closeButtonProps={{ 'aria-label': t('common:close') }}>
      {loan && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text fw={600}>{t('repay.outstanding', { amount: kes(loan.outstanding) })}</Text>
            {balance !== undefined && <Text size="sm">{t('repay.balance', { amount: kes(balance) })}</Text>}
            <NumberInput
              label={t('repay.amount')}
              value={amount}
              onChange={setAmount}
              min={0}
              decimalScale={2}
              allowNegative={false}
              hideControls
              inputMode="decimal"
              required
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group grow>
              <Button variant="default" onClick={() => setAmount(loan.outstanding)}>
                {t('repay.payAll')}
              </Button>
              <Button type="submit" loading={repay.isPending}>
                {t('repay.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
