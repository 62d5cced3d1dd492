import { Avatar, Button, Group, Menu, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { AppModal } from '../app-modal';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { logOutOnServer } from '../../lib/log-out';
import { getSession } from '../../lib/session';
import { LanguageSwitch } from '../core/language-switch';
import { DANGER_TEXT } from '../danger-color';
import { useOpenedOnArrival } from '../loads-on-press';
import { ProfileButton } from './top-bar-buttons';

/**
 * Profile, Settings & Privacy and Log out (POST /api/logout, clear storage, go to /login). Loaded when
 * the avatar is first pressed, and then opened (top-bar.tsx), which gives the name it shows.
 */
export function ProfileMenu({ name }: { name: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const session = getSession();
  const [profileOpen, profile] = useDisclosure(false);
  const [settingsOpen, settings] = useDisclosure(false);
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  const { target, opened, setOpened } = useOpenedOnArrival<HTMLButtonElement>();

  const logout = async () => {
    await logOutOnServer();
    localStorage.clear();
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <Menu
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={220}
        withinPortal
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <ProfileButton ref={target} label={t('topbar.profileMenu')} name={name} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          <Menu.Item leftSection={<IconUser size={16} />} onClick={profile.open}>
            {t('topbar.profile')}
          </Menu.Item>
          <Menu.Item leftSection={<IconSettings size={16} />} onClick={settings.open}>
            {t('topbar.settings')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color={DANGER_TEXT} leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
            {t('topbar.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AppModal opened={profileOpen} onClose={profile.close} title={t('topbar.profile')}>
        <Group>
          <Avatar color="pamoja" radius="xl" size="lg">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div>
            <Text fw={700}>{name}</Text>
            <Text size="sm" c="dimmed">
              {t('topbar.superadmin')}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {session?.userId}
            </Text>
          </div>
        </Group>
      </AppModal>
      <AppModal opened={settingsOpen} onClose={settings.close} title={t('topbar.settings')}>
        <Stack>
          <Group justify="space-between">
            <Text size="sm">{t('topbar.theme')}</Text>
            <Button variant="default" size="xs" onClick={toggleColorScheme}>
              {colorScheme === 'dark' ? t('topbar.light') : t('topbar.dark')}
            </Button>
          </Group>
          <Group justify="space-between">
            <Text size="sm">{t('topbar.language')}</Text>
            <LanguageSwitch />
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
