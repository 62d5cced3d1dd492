import { Text } from '@mantine/core';
import { DANGER } from '../../components/danger-color';
import { ConfirmModal } from '../../components/form-modal';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { goalsApi, useRefreshGoals } from './goals-api';

/** Confirm Deletion: each member's share goes back to that member's balance. */
export function DeleteGoalModal({ goalId, opened, onClose }: { goalId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('goals');
  const navigate = useNavigate();
  const refresh = useRefreshGoals();
  const [failed, setFailed] = useState(false);
  const remove = useOneAtATimeMutation({
    mutationFn: () => goalsApi.remove(goalId),
  });
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        await refresh();
        void navigate('/user/savings', {
          state: { flash: t('delete.success') },
        });
      },
      onError: () => setFailed(true),
    });
  return (
    <ConfirmModal
      opened={opened}
      title={t('delete.title')}
      onClose={onClose}
      error={failed ? t('delete.failed') : null}
      busy={remove.isPending}
      onConfirm={confirm}
      confirm={t('delete.confirm')}
      confirmProps={{ color: DANGER }}
    >
      <Text size="sm">{t('delete.body')}</Text>
    </ConfirmModal>
  );
}
