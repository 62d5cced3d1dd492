import { Group, Stack, Text } from '@mantine/core';
import { FormSubmit } from '../../components/shell/form-submit';
import { AppModal } from '../../components/app-modal';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { KesInput } from '../../components/forms/kes-input';
import { formatAmount } from '../../lib/format';
import { useMoneyForm } from '../../lib/forms/use-money-form';
import { fieldValue } from '../../lib/forms/use-schema-form';
import { currentUserId } from '../../lib/session';
import type { GoalDialogProps } from './goal-dialog-props';
import { goalsApi } from './goals-api';
import { withdrawalSplit } from './withdrawal-split';
import { FormStack } from '../../components/shell/form-stack';

/**
 * Withdraw Funds (goal admin): above 0 and not above the goal's saved amount. The money goes back
 * to each member's own balance in proportion to their share, so the dialog says so and shows, before
 * the admin confirms, what each member would get back; a goal of one person just says it comes back to them.
 */
export function WithdrawModal({ goal, opened, onClose, onDone }: GoalDialogProps) {
  const { t } = useTranslation('goals');
  const { form, values, error, setError, busy, onSubmit } = useMoneyForm({
    initialValues: { amount: fieldValue<string | number>('') },
    check: ({ amount }) => {
      const value = typeof amount === 'number' ? amount : Number.NaN;
      if (!(value > 0)) return t('withdraw.invalid');
      return value > goal.saved_amount ? t('withdraw.insufficient') : null;
    },
    send: ({ amount }, headers) => goalsApi.withdraw(goal.goal_id, Number(amount), headers),
    onSuccess: (res) => {
      close();
      onDone(res.message);
    },
    failed: t('withdraw.failed'),
  });
  const me = currentUserId();
  const splitTitle = useId();
  // A goal of one person has nobody to share with: no split, and words for one.
  const alone = goal.members.length <= 1;
  const split = !alone && typeof values.amount === 'number' ? withdrawalSplit(goal.members, values.amount) : null;
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={close} title={t('withdraw.title')}>
      <FormStack onSubmit={onSubmit}>
        <Text size="sm" c="dimmed">
          {t(alone ? 'withdraw.introAlone' : 'withdraw.intro')}
        </Text>
        <Text size="sm">{t('withdraw.available', { amount: formatAmount(goal.saved_amount) })}</Text>
        <KesInput
          label={t('withdraw.amount')}
          {...form.getInputProps('amount')}
          min={0}
          max={goal.saved_amount}
          data-autofocus
        />
        {split && (
          <Stack gap={4}>
            <Text size="sm" fw={600} id={splitTitle}>
              {t('withdraw.splitTitle')}
            </Text>
            <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={splitTitle}>
              {split.map(({ member, kes }) => (
                <Group component="li" key={member.user_id} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate>
                    {member.user_id === me ? t('members.you') : member.full_name}
                  </Text>
                  <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                    {t('withdraw.part', { amount: formatAmount(kes) })}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
        )}
        <FormSubmit error={error} busy={busy}>
          {t('withdraw.submit')}
        </FormSubmit>
      </FormStack>
    </AppModal>
  );
}
