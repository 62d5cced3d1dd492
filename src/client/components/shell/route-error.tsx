import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { ScreenTitle } from './page-title';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useRouteError } from 'react-router';
import { reloadForNewBuild, shouldReloadForNewBuild } from '../../lib/stale-build';

/**
 * What the app shows when a screen throws. A chunk that failed to load after a deploy reloads the
 * page once instead (lib/stale-build.ts): the reader sees a spinner, then the same screen.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const [reloading] = useState(() => shouldReloadForNewBuild(error));
  useEffect(() => {
    if (reloading) reloadForNewBuild();
  }, [reloading]);
  if (reloading)
    return (
      <Center h="100dvh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  return (
    <Center h="100dvh" p="md">
      <Stack align="center">
        <ScreenTitle>{t('errorBoundary.title')}</ScreenTitle>
        <Text>{t('errorBoundary.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
      </Stack>
    </Center>
  );
}
