import { Stack, Text } from '@mantine/core';
import { FormSubmit } from '../../components/shell/form-submit';
import { AppModal } from '../../components/app-modal';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { KesInput } from '../../components/forms/kes-input';
import { remainingAmount } from '../../../shared/goal-progress';
import { formatAmount } from '../../lib/format';
import { useMoneyForm } from '../../lib/forms/use-money-form';
import { fieldValue } from '../../lib/forms/use-schema-form';
import { useAccount } from '../../lib/shell/use-account';
import type { GoalDialogProps } from './goal-dialog-props';
import { goalsApi } from './goals-api';

/** Contribute to Goal: at most the wallet balance (see docs/product/goals.md); the server also caps it at what is needed. */
export function ContributeModal({ goal, opened, onClose, onDone }: GoalDialogProps) {
  const { t } = useTranslation('goals');
  const account = useAccount();
  const balance = account.data?.account.balance;
  const { form, values, error, setError, busy, onSubmit } = useMoneyForm({
    initialValues: { amount: fieldValue<string | number>('') },
    send: ({ amount }, headers) => goalsApi.contribute(goal.goal_id, Number(amount), headers),
    onSuccess: () => {
      close();
      onDone(t('contribute.success'));
    },
    failed: t('contribute.failed'),
  });
  const { amount } = values;
  const value = typeof amount === 'number' ? amount : Number.NaN;
  const needed = remainingAmount(goal.saved_amount, goal.target_amount);
  const invalid = amount !== '' && (!(value > 0) || (balance !== undefined && value > balance));
  // More than the goal needs: say how much that is (the server refuses it the same way).
  const tooMuch = !invalid && value > needed;
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!invalid && !tooMuch && amount !== '') onSubmit();
  };
  return (
    <AppModal opened={opened} onClose={close} title={t('contribute.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('contribute.balance', {
              amount: balance !== undefined ? formatAmount(balance) : '—',
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('contribute.needed', {
              amount: formatAmount(needed),
            })}
          </Text>
          <KesInput
            label={t('contribute.amount')}
            {...form.getInputProps('amount')}
            min={0}
            error={
              invalid
                ? t('contribute.invalid')
                : tooMuch
                  ? t('contribute.tooMuch', { amount: formatAmount(needed) })
                  : null
            }
            data-autofocus
          />
          <FormSubmit error={error} busy={busy} disabled={invalid || amount === ''}>
            {t('contribute.submit')}
          </FormSubmit>
        </Stack>
      </form>
    </AppModal>
  );
}
