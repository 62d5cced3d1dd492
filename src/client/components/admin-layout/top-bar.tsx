import { ActionIcon, Burger, Group, Popover, Text, Title } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconBell, IconMail, IconMaximize, IconMinimize } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileMenu } from './profile-menu';

/** A bell or mail button whose panel says there is nothing new (a dialog: a menu must have items). */
function EmptyDropdown({
  label,
  empty,
  icon: Icon,
}: {
  label: string;
  empty: string;
  icon: ComponentType<{ size?: number }>;
}) {
  return (
    <Popover position="bottom-end" width={240} withinPortal shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
          <Icon size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Text size="xs" fw={500} c="dimmed">
          {label}
        </Text>
        <Text size="sm" c="dimmed" py="xs">
          {empty}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The console's top bar: sidebar toggle, notifications and messages (empty), fullscreen, profile. */
export function TopBar({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation('admin');
  const { toggle, fullscreen } = useFullscreenDocument();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} size="sm" aria-label={t('nav.toggle')} />
        <Title order={2} size="h4" visibleFrom="xs">
          {t('console')}
        </Title>
      </Group>
      <Group gap={4} wrap="nowrap">
        <EmptyDropdown label={t('topbar.notifications')} empty={t('topbar.noNotifications')} icon={IconBell} />
        <EmptyDropdown label={t('topbar.messages')} empty={t('topbar.noMessages')} icon={IconMail} />
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => void toggle()}
          aria-label={t('topbar.fullscreen')}
          aria-pressed={fullscreen}
        >
          {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
        </ActionIcon>
        <ProfileMenu />
      </Group>
    </Group>
  );
}
