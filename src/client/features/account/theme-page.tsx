import { Button, Paper, Stack, Text, ThemeIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { useThemeSave } from './account-api';
import { PlainPage } from './plain-page';

/**
 * Theme (see docs/product/account-and-settings.md): light or dark, kept in localStorage 'theme' by the
 * colour scheme manager and saved on the account, so signing in again restores it.
 */
export function ThemePage() {
  const { t } = useTranslation('account');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const dark = scheme === 'dark';
  const saveTheme = useThemeSave();
  const toggle = () => {
    const next = dark ? 'light' : 'dark';
    setColorScheme(next);
    // The theme is kept on this device whatever the server answers.
    saveTheme({ theme: next }).catch(() => undefined);
  };
  return (
    <PlainPage title={t('theme.title')}>
      <Paper withBorder p="xl" radius="lg">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            {dark ? <IconMoon size={34} /> : <IconSun size={34} />}
          </ThemeIcon>
          <Text fw={600}>{t('theme.current', { theme: dark ? t('theme.dark') : t('theme.light') })}</Text>
          <Button size="md" onClick={toggle} leftSection={dark ? <IconSun size={18} /> : <IconMoon size={18} />}>
            {dark ? t('theme.lightMode') : t('theme.darkMode')}
          </Button>
        </Stack>
      </Paper>
    </PlainPage>
  );
}
