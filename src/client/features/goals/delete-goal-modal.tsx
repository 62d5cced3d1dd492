import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { goalsApi, useRefreshGoals } from './goals-api';
import { DANGER } from '../../components/danger-color';

/** Confirm Deletion: each member's share goes back to that member's balance. */
export function DeleteGoalModal({ goalId, opened, onClose }: { goalId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('goals');
  const navigate = useNavigate();
  const refresh = useRefreshGoals();
  const [failed, setFailed] = useState(false);
  const remove = useMutation({
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
    <AppModal opened={opened} onClose={onClose} title={t('delete.title')}>
      <Stack gap="md">
        <Text size="sm">{t('delete.body')}</Text>
        {failed && (
          <Alert color="red" role="alert">
            {t('delete.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color={DANGER} onClick={confirm} loading={remove.isPending}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
