import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { useRefreshGoals } from './goals-api';
import { DANGER } from '../../components/danger-color';

/** Confirm Deletion: each member's share goes back to that member's balance. */
export function DeleteGoalModal({ goalId, opened, onClose }: { goalId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('goals');
  const navigate = useNavigate();
  const refresh = useRefreshGoals();
  const [failed, setFailed] = useState(false);
  const remove = useMutation({
    mutationFn: () => api<{ message: string }>('DELETE', `/api/goals/${goalId}/delete`),
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
    <Modal opened={opened} onClose={onClose} title={t('delete.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
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
    </Modal>
  );
}
