import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal';

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
      body={self ? t('confirmLeave.leaveBody') : t('confirmLeave.removeBody', { name: props.target?.name ?? '' })}
      error={props.error}
      cancel={t('cancel')}
      action={self ? t('confirmLeave.leave') : t('confirmLeave.remove')}
      busy={props.pending}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
      zIndex={400}
    />
  );
}
