import { ActionIcon, Alert, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications as toast } from '@mantine/notifications';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';
import { useDeleteNotification, useMarkRead, useNotifications } from './wallet-api';

/** /user/notifications: newest first, mark as read, delete, and the spec's empty text. */
export function NotificationsPage() {
  const { t } = useTranslation('wallet');
  const query = useNotifications();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const failed = () => toast.show({ color: 'red', message: t('notifications.failed') });

  return (
    <Stack gap="md">
      <PageTitle title={t('notifications.title')} />
      {query.isPending && <Loader aria-label="Loading" mx="auto" />}
      {query.isError && (
        <Alert color="red" role="alert">
          {t('notifications.error')}
        </Alert>
      )}
      {query.data && query.data.notifications.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('notifications.empty')}
        </Text>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {query.data?.notifications.map((n) => (
          <Paper
            key={n.id}
            component="li"
            withBorder
            radius="lg"
            p="md"
            style={n.is_read ? undefined : { borderLeft: '4px solid var(--mantine-primary-color-filled)' }}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Box style={{ minWidth: 0 }}>
                <Text size="sm" fw={n.is_read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
                  {n.message}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {!n.is_read && `${t('notifications.unread')} · `}
                  {dayjs(n.date).format('DD MMM YYYY, HH:mm')}
                </Text>
              </Box>
              <ActionIcon
                variant="subtle"
                color="red"
                size={40}
                radius="xl"
                aria-label={t('notifications.deleteLabel')}
                loading={remove.isPending && remove.variables === n.id}
                onClick={() => remove.mutate(n.id, { onError: failed })}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </Group>
            {!n.is_read && (
              <Button
                mt="xs"
                size="xs"
                variant="light"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={markRead.isPending && markRead.variables === n.id}
                onClick={() => markRead.mutate(n.id, { onError: failed })}
              >
                {t('notifications.markAsRead')}
              </Button>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
