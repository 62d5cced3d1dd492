import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { DANGER } from '../../components/danger-color';
import { ConfirmModal } from '../../components/form-modal';

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
    <ConfirmModal
      opened={props.target !== null}
      title={self ? t('confirmLeave.leaveTitle') : t('confirmLeave.removeTitle')}
      onClose={props.onCancel}
      error={props.error}
      busy={props.pending}
      onConfirm={props.onConfirm}
      confirm={self ? t('confirmLeave.leave') : t('confirmLeave.remove')}
      confirmProps={{ color: DANGER }}
      zIndex={400}
    >
      <Text size="sm">
        {self ? t('confirmLeave.leaveBody') : t('confirmLeave.removeBody', { name: props.target?.name ?? '' })}
      </Text>
    </ConfirmModal>
  );
}
