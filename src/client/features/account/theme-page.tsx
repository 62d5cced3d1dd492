import { Button, Paper, Stack, Text, ThemeIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainPage } from './plain-page';

/** Theme (spec §2 /theme): light or dark, kept in localStorage 'theme' by the colour scheme manager. */
export function ThemePage() {
  const { t } = useTranslation('account');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const dark = scheme === 'dark';
  return (
    <PlainPage title={t('theme.title')}>
      <Paper withBorder p="xl" radius="lg">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            {dark ? <IconMoon size={34} /> : <IconSun size={34} />}
          </ThemeIcon>
          <Text fw={600}>{t('theme.current', { theme: dark ? t('theme.dark') : t('theme.light') })}</Text>
          <Button size="md" onClick={() => setColorScheme(dark ? 'light' : 'dark')} leftSection={dark ? <IconSun size={18} /> : <IconMoon size={18} />}>
            {dark ? t('theme.lightMode') : t('theme.darkMode')}
          </Button>
        </Stack>
      </Paper>
    </PlainPage>
  );
}
