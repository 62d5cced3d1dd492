import { Alert, Button, FileInput, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { kenyaToday } from '../../../shared/goal-progress';
import { formatKes } from '../../../shared/money';
import { errorMessage } from '../../lib/api';
import { useAccount } from '../../lib/use-account';
import { type DepositChoice, DepositSelector } from './deposit-selector';
import { currentUserId, newIdempotencyKey, postWithKey, useRefreshGoals } from './goals-api';

const tomorrow = () => new Date(Date.parse(`${kenyaToday(new Date())}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const num = (v: string | number) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));

/** /user/add-goal: Add a New Saving Goal (spec §2, §5). */
export function AddGoalPage() {
  const { t } = useTranslation('goals');
  const navigate = useNavigate();
  const refresh = useRefreshGoals();
  const account = useAccount();
  const [title, setTitle] = useState('');
  const [target, setTarget] = useState<string | number>('');
  const [endDate, setEndDate] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [choice, setChoice] = useState<DepositChoice>('0');
  const [custom, setCustom] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const balance = account.data?.account.balance;

  const create = useMutation({
    mutationFn: (form: FormData) => postWithKey<{ message: string }>('/api/goals', form, key),
  });

  const validate = (): string | null => {
    if (!title.trim() || target === '' || !endDate || !description.trim()) return t('add.required');
    const deposit = choice === 'custom' ? num(custom) : Number(choice);
    if (!Number.isFinite(deposit) || deposit < 0) return t('add.depositPositive');
    if (balance !== undefined && deposit > balance) return t('add.insufficient');
    if (deposit > num(target)) return t('add.aboveTarget');
    if (endDate < tomorrow()) return t('add.futureDate');
    if (image && !image.type.startsWith('image/')) return t('add.notImage');
    return null;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validate();
    setError(problem);
    if (problem) return;
    const form = new FormData();
    form.append('user_id', currentUserId());
    form.append('title', title.trim());
    form.append('target_amount', String(target));
    form.append('description', description.trim());
    form.append('end_date', endDate);
    form.append('deposit', choice === 'custom' ? String(custom) : choice);
    if (image) form.append('image', image);
    create.mutate(form, {
      onSuccess: async () => {
        await refresh();
        void navigate('/user/savings', { state: { flash: t('add.success') } });
      },
      onError: (err) => setError(errorMessage(err, t('add.failed'))),
    });
  };

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
          {balance !== undefined ? t('kes', { amount: formatKes(balance) }) : account.isError ? t('add.balanceUnavailable') : '…'}
        </Text>
      </Paper>
      <Paper withBorder radius="lg" p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('add.goalTitle')}
            placeholder={t('add.goalTitlePlaceholder')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            required
            maxLength={100}
          />
          <NumberInput
            label={t('add.targetAmount')}
            value={target}
            onChange={setTarget}
            min={1}
            decimalScale={2}
            thousandSeparator=","
            prefix="KES "
            required
          />
          <TextInput type="date" label={t('add.deadline')} value={endDate} min={tomorrow()} onChange={(e) => setEndDate(e.currentTarget.value)} required />
          <FileInput
            label={t('add.image')}
            placeholder={t('add.imagePlaceholder')}
            accept="image/png,image/jpeg,image/webp"
            value={image}
            onChange={setImage}
            clearable
            leftSection={<IconPhoto size={18} />}
          />
          <Textarea
            label={t('add.description')}
            placeholder={t('add.descriptionPlaceholder')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            required
            autosize
            minRows={3}
            maxLength={1000}
          />
          <DepositSelector choice={choice} onChoice={setChoice} custom={custom} onCustom={setCustom} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" loading={create.isPending} fullWidth>
            {t('add.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
