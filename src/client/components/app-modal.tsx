import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from '../i18n/react';

/** Every dialog of the app: a centred Mantine modal whose close button is named in the reader's language. */
export function AppModal(props: ModalProps) {
  const { t } = useTranslation('common');
  return <Modal centered closeButtonProps={{ 'aria-label': t('close') }} {...props} />;
}
