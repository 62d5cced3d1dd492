import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { LogoMark } from '../core/logo-mark';

/**
 * What a screen shows while its code or data is still on its way: the Pamoja logo and a spinner on
 * the page's background, never a white page. The router's `HydrateFallback` on every lazy route
 * (app/router.tsx) and the root layout's Suspense fallback. It never suspends itself: its one word
 * comes from the `common` catalogue the shell loads before its first render.
 */
export function LoadingShell() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center h="100dvh" data-loading-shell="">
      <Stack align="center" gap="md">
        <LogoMark size={48} />
        <Loader aria-label={t('loading')} />
      </Stack>
    </Center>
  );
}
