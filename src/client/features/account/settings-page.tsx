import { Avatar, Button, Group, Paper, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import {
  IconBell,
  IconHelp,
  IconLanguage,
  IconLogout,
  IconMessageStar,
  IconPalette,
  IconRosetteDiscountCheckFilled,
  IconShieldCheck,
  IconShieldLock,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from 'react-router';
import { LANGUAGES, setLanguage, type Language } from '../../i18n/i18n';
import { SegmentedRadio } from '../../components/core/segmented-radio';
import { getSession } from '../../lib/session';
import { useProfile } from '../../lib/shell/use-profile';
import { logOutOnServer } from '../../lib/log-out';
import { useLanguageSave, useSettings } from './account-api';
import { useUploadImage } from '../../lib/shell/use-upload-image';
import { DownloadMyData } from './download-my-data';
import { SettingsEntry, SettingsIcon } from './settings-entry';
import { UssdPinSection } from './ussd-pin-section';

/** Settings (see docs/product/account-and-settings.md): greeting, identity, every entry, language and Log Out. */
export function SettingsPage() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = getSession();
  const profile = useProfile();
  const settings = useSettings();
  const saveLanguage = useLanguageSave();
  const scheme = useComputedColorScheme('light');
  const picture = useUploadImage(profile.data?.profile_picture);
  const name = profile.data?.name || session?.userName || '';
  const firstName = name.split(/\s+/)[0] ?? '';
  const verified = settings.data?.accountStatus === 'active';

  const changeLanguage = (lang: Language) => {
    setLanguage(lang);
    // The language is kept on this device whatever the server answers.
    saveLanguage({ language: lang }).catch(() => undefined);
  };

  const logOut = async () => {
    await logOutOnServer();
    localStorage.clear();
    queryClient.clear();
    void navigate('/login', { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('settings.greeting', { name: firstName })}
      </Title>
      <Paper withBorder p="md" radius="lg">
        <Group wrap="nowrap" align="center">
          <Avatar src={picture} size={64} radius="xl" alt={name} color="pamoja">
            {firstName.charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={700} size="lg" truncate>
                {name}
              </Text>
              {verified && (
                // Its name is the icon's own title (a hover shows it), not a Tooltip: a Tooltip would bring
                // the floating-UI library to every first load of settings (decision 051).
                <IconRosetteDiscountCheckFilled
                  size={20}
                  color="var(--mantine-color-blue-6)"
                  aria-label={t('settings.verified')}
                  title={t('settings.verified')}
                  role="img"
                />
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('settings.userId')}: <span data-testid="user-id">{session?.userId}</span>
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to="/profile" variant="light" fullWidth mt="md">
          {t('settings.viewProfile')}
        </Button>
      </Paper>
      <Paper withBorder radius="lg" py={4}>
        <nav aria-label={t('settings.title')}>
          <SettingsEntry icon={<IconUser size={20} />} label={t('settings.account')} to="/account" />
          <SettingsEntry icon={<IconShieldLock size={20} />} label={t('settings.privacy')} to="/privacy" />
          <UssdPinSection />
          <SettingsEntry
            icon={<IconPalette size={20} />}
            label={t('settings.theme')}
            to="/theme"
            detail={scheme === 'dark' ? t('settings.themeDark') : t('settings.themeLight')}
          />
          <SettingsEntry
            icon={<IconBell size={20} />}
            label={t('settings.notifications')}
            to="/notification-preferences"
          />
          <SettingsEntry icon={<IconHelp size={20} />} label={t('settings.help')} to="/user/help" />
          <SettingsEntry icon={<IconUserPlus size={20} />} label={t('settings.invite')} to="/invite" />
          <SettingsEntry icon={<IconMessageStar size={20} />} label={t('settings.feedback')} to="/feedback" />
          <SettingsEntry
            icon={<IconShieldCheck size={20} />}
            label={t('settings.verifyBalance')}
            to="/verify-balance"
          />
          <DownloadMyData />
        </nav>
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <SettingsIcon>
              <IconLanguage size={20} />
            </SettingsIcon>
            <Text id="language-label">{t('settings.language')}</Text>
          </Group>
          <SegmentedRadio
            label={t('settings.language')}
            value={i18n.language === 'sw' ? 'sw' : 'en'}
            onChange={changeLanguage}
            options={LANGUAGES.map((lang) => ({ value: lang, name: t(`settings.languages.${lang}`) }))}
          />
        </Group>
      </Paper>
      <Button variant="outline" color="red" leftSection={<IconLogout size={18} />} onClick={() => void logOut()}>
        {t('settings.logout')}
      </Button>
    </Stack>
  );
}
