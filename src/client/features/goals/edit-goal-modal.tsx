import { Alert, Button, FileInput, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../shared/money';
import type { GoalDetail, GoalResponse } from '../../../shared/schemas/goals';
import { api, errorMessage } from '../../lib/api';

/** Edit Goal (goal admin, while incomplete): target not below saved, saved read-only (spec §5). */
export function EditGoalModal({
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
  return (
    <Modal opened={opened} onClose={onClose} title={t('edit.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      {opened && <EditGoalForm goal={goal} onDone={onDone} />}
    </Modal>
  );
}

function EditGoalForm({ goal, onDone }: { goal: GoalDetail; onDone: (message: string) => void }) {
  const { t } = useTranslation('goals');
  const [title, setTitle] = useState(goal.title);
  const [description, setDescription] = useState(goal.description);
  const [target, setTarget] = useState<string | number>(goal.target_amount);
  const [endDate, setEndDate] = useState(goal.end_date);
  const [image, setImage] = useState<File | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const targetTooLow = typeof target === 'number' && target < goal.saved_amount;
  const notImage = image !== null && !image.type.startsWith('image/');
  const save = useMutation({
    mutationFn: (form: FormData) => api<GoalResponse>('PUT', `/api/goals/${goal.goal_id}`, form),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (targetTooLow || notImage) return;
    if (!title.trim() || !description.trim() || target === '' || !endDate) return setFailed(t('add.required'));
    const form = new FormData();
    form.append('title', title.trim());
    form.append('description', description.trim());
    form.append('target_amount', String(target));
    form.append('end_date', endDate);
    if (image) form.append('image', image);
    setFailed(null);
    save.mutate(form, {
      onSuccess: () => onDone(t('edit.success')),
      onError: (err) => setFailed(errorMessage(err, t('edit.failed'))),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('edit.goalTitle')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} required maxLength={100} />
        <Textarea
          label={t('edit.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          required
          autosize
          minRows={2}
          maxLength={1000}
        />
        <NumberInput
          label={t('edit.targetAmount')}
          value={target}
          onChange={setTarget}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          prefix="KES "
          required
          error={targetTooLow ? t('edit.targetTooLow') : null}
        />
        <TextInput label={t('edit.savedAmount')} value={t('kes', { amount: formatKes(goal.saved_amount) })} readOnly variant="filled" />
        <TextInput type="date" label={t('edit.deadline')} value={endDate} onChange={(e) => setEndDate(e.currentTarget.value)} required />
        <FileInput
          label={t('edit.image')}
          placeholder={t('edit.imagePlaceholder')}
          accept="image/png,image/jpeg,image/webp"
          value={image}
          onChange={setImage}
          clearable
          leftSection={<IconPhoto size={18} />}
          error={notImage ? t('edit.notImage') : null}
        />
        {failed && (
          <Alert color="red" role="alert">
            {failed}
          </Alert>
        )}
        <Button type="submit" disabled={targetTooLow || notImage} loading={save.isPending}>
          {t('edit.save')}
        </Button>
      </Stack>
    </form>
  );
}
