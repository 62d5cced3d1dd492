import { Stack, TextInput } from '@mantine/core';
import { FormSubmit } from '../../components/shell/form-submit';
import { AppModal } from '../../components/app-modal';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { KesInput } from '../../components/forms/kes-input';
import { formatMoney } from '../../lib/format';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { goalFormData } from './goal-form-data';
import { GoalImageInput } from './goal-image-input';
import type { GoalDetail } from '../../../shared/schemas/goals';
import type { GoalDialogProps } from './goal-dialog-props';
import { goalsApi } from './goals-api';
import { GoalDescriptionInput, GoalTitleInput } from './goal-text-inputs';

/** Edit Goal (goal admin, while incomplete): target not below saved, saved read-only (see docs/product/goals.md). */
export function EditGoalModal({ goal, opened, onClose, onDone }: GoalDialogProps) {
  const { t } = useTranslation('goals');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('edit.title')}>
      {opened && <EditGoalForm goal={goal} onDone={onDone} />}
    </AppModal>
  );
}

function EditGoalForm({ goal, onDone }: { goal: GoalDetail; onDone: (message: string) => void }) {
  const { t } = useTranslation('goals');
  const { form, values, error, busy, onSubmit } = useSchemaForm({
    initialValues: {
      title: goal.title,
      description: goal.description,
      target: fieldValue<string | number>(goal.target_amount),
      endDate: goal.end_date,
      image: fieldValue<File | null>(null),
    },
    check: (v) =>
      !v.title.trim() || !v.description.trim() || v.target === '' || !v.endDate ? t('add.required') : null,
    submit: (v) => goalsApi.edit(goal.goal_id, goalFormData(v)),
    onSuccess: () => onDone(t('edit.success')),
    failed: t('edit.failed'),
  });
  const targetTooLow = typeof values.target === 'number' && values.target < goal.saved_amount;
  const notImage = values.image !== null && !values.image.type.startsWith('image/');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!targetTooLow && !notImage) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <GoalTitleInput label={t('edit.goalTitle')} {...form.getInputProps('title')} />
        <GoalDescriptionInput label={t('edit.description')} {...form.getInputProps('description')} />
        <KesInput
          label={t('edit.targetAmount')}
          {...form.getInputProps('target')}
          min={0}
          required
          error={targetTooLow ? t('edit.targetTooLow') : null}
        />
        <TextInput label={t('edit.savedAmount')} value={formatMoney(goal.saved_amount)} readOnly variant="filled" />
        <TextInput type="date" label={t('edit.deadline')} {...form.getInputProps('endDate')} required />
        <GoalImageInput
          label={t('edit.image')}
          placeholder={t('edit.imagePlaceholder')}
          {...form.getInputProps('image')}
          error={notImage ? t('edit.notImage') : null}
        />
        <FormSubmit error={error} busy={busy} disabled={targetTooLow || notImage}>
          {t('edit.save')}
        </FormSubmit>
      </Stack>
    </form>
  );
}
