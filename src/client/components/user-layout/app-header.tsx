import { ActionIcon, Avatar, Box, Group, Indicator, Text } from '@mantine/core';
import { IconBell, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { getSession } from '../../lib/session';
import { useProfile } from '../../lib/shell/use-profile';
import { useUploadImage } from '../../lib/shell/use-upload-image';
import { userQuery } from '../../lib/user-query';

interface NotificationsResponse {
  notifications: Array<{ is_read: boolean }>;
}

/** The user area's header: picture (placeholder if none), greeting with the first name, bell with the unread count. */
export function AppHeader() {
  const { t } = useTranslation('wallet');
  const session = getSession();
  const profile = useProfile();
  const picture = useUploadImage(profile.data?.profile_picture);
  const notifications = useQuery({
    ...userQuery<NotificationsResponse>('notifications', (id) => `/api/notifications/${id}`),
    refetchInterval: 60_000,
  });
  const unread = notifications.data?.notifications.filter((n) => !n.is_read).length ?? 0;
  const name = profile.data?.name || session?.userName || '';
  const firstName = name.trim().split(/\s+/)[0] ?? '';

  return (
    <Box
      component="header"
      px="md"
      py="sm"
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        backgroundColor: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" maw={640} mx="auto">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar
            component={Link}
            to="/profile"
            src={picture}
            alt={t('layout.profilePicture')}
            radius="xl"
            size={40}
            color="pamoja"
            variant="light"
          >
            <IconUser size={22} aria-hidden />
          </Avatar>
          <Text fw={700} size="lg" truncate>
            {firstName ? t('layout.greeting', { name: firstName }) : t('layout.greetingNoName')}
          </Text>
        </Group>
        <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={unread === 0} offset={6} inline>
          <ActionIcon
            component={Link}
            to="/user/notifications"
            variant="subtle"
            color="gray"
            size={44}
            radius="xl"
            aria-label={unread > 0 ? t('layout.notificationsUnread', { count: unread }) : t('layout.notifications')}
          >
            <IconBell size={24} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Group>
    </Box>
  );
}
