import { Alert, Button, Group, Text } from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { useDeleteUser } from './api';
import { DANGER } from '../../components/danger-color';

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
      <AppModal opened={opened} onClose={close} title={t('details.confirmDeleteTitle')}>
        <Text size="sm">{t('details.confirmDelete')}</Text>
        {remove.isError && (
          <Alert color="red" mt="md" role="alert">
            {errorMessage(remove.error, t('details.deleteFailed'))}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('common:cancel')}
          </Button>
          <Button color={DANGER} onClick={confirm} loading={remove.isPending}>
            {t('details.delete')}
          </Button>
        </Group>
      </AppModal>
    </>
  );
}
