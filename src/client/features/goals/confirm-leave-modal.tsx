import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import { useTranslation } from 'react-i18next';
import { DANGER } from '../../components/danger-color';

/** Confirm Leave or Removal: the member's share goes back to their own balance. */
export function ConfirmLeaveModal(props: {
  target: { name: string; self: boolean } | null;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('goals');
  const self = props.target?.self ?? false;
  return (
    <AppModal
      opened={props.target !== null}
      onClose={props.onCancel}
      title={self ? t('confirmLeave.leaveTitle') : t('confirmLeave.removeTitle')}
      zIndex={400}
    >
      <Stack gap="md">
        <Text size="sm">
          {self ? t('confirmLeave.leaveBody') : t('confirmLeave.removeBody', { name: props.target?.name ?? '' })}
        </Text>
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('cancel')}
          </Button>
          <Button color={DANGER} onClick={props.onConfirm} loading={props.pending}>
            {self ? t('confirmLeave.leave') : t('confirmLeave.remove')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
