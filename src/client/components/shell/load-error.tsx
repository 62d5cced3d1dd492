import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';

/** A page's data did not load: says so (read out at once) with a button to try again. */
export function LoadError({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => unknown }) {
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="white" color="red" onClick={() => void onRetry()}>
          {retry}
        </Button>
      </Group>
    </Alert>
  );
}

/** A page's data is on its way: a spinner, centred where the data will stand. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
