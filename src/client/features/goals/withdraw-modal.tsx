import { Alert, Button, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../shared/money';
import type { GoalDetail } from '../../../shared/schemas/goals';
import { errorMessage } from '../../lib/api';
import { currentUserId, newIdempotencyKey, postWithKey } from './goals-api';

/** Withdraw Funds (goal admin): above 0 and not above the goal's saved amount (spec §5). */
export function WithdrawModal({
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
  const [amount, setAmount] = useState<string | number>('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (value: number) => postWithKey<{ message: string }>(`/api/goal/${goal.goal_id}/withdraw`, { amount: value, userId: currentUserId() }, key),
  });
  const close = () => {
    setAmount('');
    setError(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = typeof amount === 'number' ? amount : Number.NaN;
    if (!(value > 0)) return setError(t('withdraw.invalid'));
    if (value > goal.saved_amount) return setError(t('withdraw.insufficient'));
    setError(null);
    send.mutate(value, {
      onSuccess: (res) => {
        setKey(newIdempotencyKey());
        close();
        onDone(res.message);
      },
      onError: (err) => setError(errorMessage(err, t('withdraw.failed'))),
    });
  };
  return (
    <Modal opened={opened} onClose={close} title={t('withdraw.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('withdraw.intro')}
          </Text>
          <Text size="sm">{t('withdraw.available', { amount: formatKes(goal.saved_amount) })}</Text>
          <NumberInput
            label={t('withdraw.amount')}
            value={amount}
            onChange={setAmount}
            min={0}
            max={goal.saved_amount}
            decimalScale={2}
            thousandSeparator=","
            prefix="KES "
            data-autofocus
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={send.isPending}>
            {t('withdraw.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
