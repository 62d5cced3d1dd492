import { Alert, Button, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingAmount } from '../../../shared/goal-progress';
import { formatKes } from '../../../shared/money';
import type { GoalDetail } from '../../../shared/schemas/goals';
import { errorMessage } from '../../lib/api';
import { useAccount } from '../../lib/use-account';
import { currentUserId, newIdempotencyKey, postWithKey } from './goals-api';

/** Contribute to Goal: at most the wallet balance (spec §5); the server also caps it at what is needed. */
export function ContributeModal({
  goal,
  opened,
  onClose,
  onDone,
}: {
  goal: GoalDetail;
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('goals');
  const account = useAccount();
  const balance = account.data?.account.balance;
  const [amount, setAmount] = useState<string | number>('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const value = typeof amount === 'number' ? amount : Number.NaN;
  const invalid = amount !== '' && (!(value > 0) || (balance !== undefined && value > balance));
  const send = useMutation({
    mutationFn: () => postWithKey<{ message: string }>(`/api/goals/${goal.goal_id}/contribute`, { userId: currentUserId(), contributionAmount: value }, key),
  });
  const close = () => {
    setAmount('');
    setFailure(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid || amount === '') return;
    setFailure(null);
    send.mutate(undefined, {
      onSuccess: () => {
        setKey(newIdempotencyKey());
        close();
        onDone(t('contribute.success'));
      },
      onError: (err) => setFailure(errorMessage(err, t('contribute.failed'))),
    });
  };
  return (
    <Modal opened={opened} onClose={close} title={t('contribute.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('contribute.balance', {
              amount: balance !== undefined ? formatKes(balance) : '—',
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('contribute.needed', {
              amount: formatKes(remainingAmount(goal.saved_amount, goal.target_amount)),
            })}
          </Text>
          <NumberInput
            label={t('contribute.amount')}
            value={amount}
            onChange={setAmount}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            prefix="KES "
            error={invalid ? t('contribute.invalid') : null}
            data-autofocus
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" disabled={invalid || amount === ''} loading={send.isPending}>
            {t('contribute.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
