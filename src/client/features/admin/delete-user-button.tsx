import { Button, Text } from '@mantine/core';
import { DANGER } from '../../components/danger-color';
import { ConfirmModal } from '../../components/form-modal';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { useDeleteUser } from './api';

/** Delete User with its confirm dialog; the server's refusal is shown in the dialog. */
export function DeleteUserButton({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteUser(userId);
  const navigate = useNavigate();
  // mutateAsync, not mutate's per-call onSuccess: the deletion refetches this page's user (now gone),
  // which unmounts this button before a per-call callback would run.
  const confirm = () =>
    remove.mutateAsync().then(
      () => {
        close();
        notifications.show({ color: 'teal', message: t('details.deleted') });
        void navigate('/superadmin/users-list');
      },
      // the refusal is shown in the dialog from remove.error
      () => undefined,
    );
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={open}>
        {t('details.delete')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('details.confirmDeleteTitle')}
        onClose={close}
        error={remove.isError ? errorMessage(remove.error, t('details.deleteFailed')) : null}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        confirm={t('details.delete')}
        confirmProps={{ color: DANGER }}
      >
        <Text size="sm">{t('details.confirmDelete')}</Text>
      </ConfirmModal>
    </>
  );
}
