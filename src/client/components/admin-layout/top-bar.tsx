import { ActionIcon, Burger, Group, Title } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconBell, IconMail, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from '../../i18n/react';
import { getSession } from '../../lib/session';
import { LoadsOnPress } from '../loads-on-press';
import { DropdownButton, ProfileButton } from './top-bar-buttons';

// What they open floats (floating-UI) and, for the profile, holds dialogs and the language switch:
// loaded when first pressed, not with every console screen (decision 052).
const EmptyDropdown = lazy(() => import('./empty-dropdown').then((m) => ({ default: m.EmptyDropdown })));
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

/** The console's top bar: sidebar toggle, notifications and messages (empty), fullscreen, profile. */
export function TopBar({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation('admin');
  const { toggle, fullscreen } = useFullscreenDocument();
  const name = getSession()?.userName || t('topbar.superadmin');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} size="sm" aria-label={t('nav.toggle')} />
        <Title order={2} size="h4" visibleFrom="xs">
          {t('console')}
        </Title>
      </Group>
      <Group gap={4} wrap="nowrap">
        {[
          { label: t('topbar.notifications'), empty: t('topbar.noNotifications'), icon: IconBell },
          { label: t('topbar.messages'), empty: t('topbar.noMessages'), icon: IconMail },
        ].map((dropdown) => (
          <LoadsOnPress
            key={dropdown.label}
            button={(press) => <DropdownButton label={dropdown.label} icon={dropdown.icon} onClick={press} />}
          >
            <EmptyDropdown {...dropdown} />
          </LoadsOnPress>
        ))}
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
        <LoadsOnPress button={(press) => <ProfileButton label={t('topbar.profileMenu')} name={name} onClick={press} />}>
          <ProfileMenu name={name} />
        </LoadsOnPress>
      </Group>
    </Group>
  );
}
