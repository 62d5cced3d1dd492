import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" p="md">
      <Stack align="center">
        <Title order={1} size="h2">
          {t('errorBoundary.title')}
        </Title>
        <Text>{t('errorBoundary.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
      </Stack>
    </Center>
  );
}
