import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications as toast } from '@mantine/notifications';
import { IconCheck, IconChecks, IconTrash } from '@tabler/icons-react';
import { IconButton } from '../../components/shell/icon-button';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { PageTitle } from '../../components/shell/page-title';
import { QueryState } from './query-state';
import { useDeleteNotification, useMarkAllRead, useMarkRead, useNotifications } from './wallet-api';

/** /user/notifications: newest first, mark as read, delete, and the spec's empty text. */
export function NotificationsPage() {
  const { t, i18n } = useTranslation('wallet');
  const query = useNotifications();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const markAll = useMarkAllRead();
  const unread = query.data?.notifications.filter((n) => !n.is_read).length ?? 0;
  const failed = () => toast.show({ color: 'red', message: t('notifications.failed') });

  return (
    <Stack gap="md">
      <PageTitle title={t('notifications.title')} />
      <QueryState
        query={query}
        items={query.data?.notifications}
        error={t('notifications.error')}
        none={t('notifications.empty')}
      />
      {unread > 0 && (
        <Button
          variant="light"
          leftSection={<IconChecks size={18} aria-hidden />}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: failed })}
        >
          {t('notifications.markAllAsRead')}
        </Button>
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
                  {formatDateTime(n.date, i18n.language)}
                </Text>
              </Box>
              <IconButton
                variant="subtle"
                color="red"
                size={40}
                radius="xl"
                icon={IconTrash}
                label={t('notifications.deleteLabel')}
                loading={remove.isPending && remove.variables === n.id}
                onClick={() => remove.mutate(n.id, { onError: failed })}
              />
            </Group>
            {n.link && (
              <Button component={Link} to={n.link} mt="xs" mr="xs" size="xs" variant="light">
                {n.link === '/user/communities/guarantees'
                  ? t('notifications.openGuarantees')
                  : t('notifications.open')}
              </Button>
            )}
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
