import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FormSubmit } from '../../components/shell/form-submit';
import { useTranslation } from '../../i18n/react';
import { KesInput } from '../../components/forms/kes-input';
import { useNavigate } from 'react-router';
import { nairobiDay } from '../../../shared/nairobi-time';
import { formatMoney } from '../../lib/format';
import { useMoneyForm } from '../../lib/forms/use-money-form';
import { fieldValue } from '../../lib/forms/use-schema-form';
import { currentUserId } from '../../lib/session';
import { useAccount } from '../../lib/shell/use-account';
import { type DepositChoice, DepositSelector } from './deposit-selector';
import { goalFormData } from './goal-form-data';
import { GoalImageInput } from './goal-image-input';
import { goalsApi, useRefreshGoals } from './goals-api';
import { GoalDescriptionInput, GoalTitleInput } from './goal-text-inputs';

const tomorrow = () =>
  new Date(Date.parse(`${nairobiDay(new Date())}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const num = (v: string | number) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));

/** /user/add-goal: Add a New Saving Goal (see docs/product/goals.md). */
export function AddGoalPage() {
  const { t } = useTranslation('goals');
  const navigate = useNavigate();
  const refresh = useRefreshGoals();
  const account = useAccount();
  const balance = account.data?.account.balance;
  const { form, values, error, busy, onSubmit } = useMoneyForm({
    initialValues: {
      title: '',
      target: fieldValue<string | number>(''),
      endDate: '',
      image: fieldValue<File | null>(null),
      description: '',
      choice: fieldValue<DepositChoice>('0'),
      custom: fieldValue<string | number>(''),
    },
    keep: 'add-goal',
    check: (v) => {
      if (!v.title.trim() || v.target === '' || !v.endDate || !v.description.trim()) return t('add.required');
      const deposit = v.choice === 'custom' ? num(v.custom) : Number(v.choice);
      if (!Number.isFinite(deposit) || deposit < 0) return t('add.depositPositive');
      if (balance !== undefined && deposit > balance) return t('add.insufficient');
      if (deposit > num(v.target)) return t('add.aboveTarget');
      if (v.endDate < tomorrow()) return t('add.futureDate');
      if (v.image && !v.image.type.startsWith('image/')) return t('add.notImage');
      return null;
    },
    send: (v, headers) =>
      goalsApi.create(
        goalFormData(v, { user_id: currentUserId(), deposit: v.choice === 'custom' ? String(v.custom) : v.choice }),
        headers,
      ),
    onSuccess: async () => {
      await refresh();
      void navigate('/user/savings', { state: { flash: t('add.success') } });
    },
    failed: t('add.failed'),
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('add.title')}
      </Title>
      <Paper withBorder radius="lg" p="md">
        <Text size="sm" c="dimmed">
          {t('add.balance')}
        </Text>
        <Text fz="xl" fw={700} data-testid="balance">
          {balance !== undefined ? formatMoney(balance) : account.isError ? t('add.balanceUnavailable') : '…'}
        </Text>
      </Paper>
      <Paper withBorder radius="lg" p="md" component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <GoalTitleInput
            label={t('add.goalTitle')}
            placeholder={t('add.goalTitlePlaceholder')}
            {...form.getInputProps('title')}
          />
          <KesInput label={t('add.targetAmount')} {...form.getInputProps('target')} min={1} required />
          <TextInput
            type="date"
            label={t('add.deadline')}
            {...form.getInputProps('endDate')}
            min={tomorrow()}
            required
          />
          <GoalImageInput
            label={t('add.image')}
            placeholder={t('add.imagePlaceholder')}
            {...form.getInputProps('image')}
          />
          <GoalDescriptionInput
            label={t('add.description')}
            placeholder={t('add.descriptionPlaceholder')}
            minRows={3}
            {...form.getInputProps('description')}
          />
          <DepositSelector
            choice={values.choice}
            onChoice={(choice) => form.setFieldValue('choice', choice)}
            custom={values.custom}
            onCustom={(custom) => form.setFieldValue('custom', custom)}
          />
          <FormSubmit error={error} busy={busy} size="md" fullWidth>
            {t('add.submit')}
          </FormSubmit>
        </Stack>
      </Paper>
    </Stack>
  );
}
