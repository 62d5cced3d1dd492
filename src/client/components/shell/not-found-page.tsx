import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" p="md" component="main">
      <Stack align="center">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.body')}</Text>
        <Anchor component={Link} to="/">
          {t('notFound.home')}
        </Anchor>
      </Stack>
    </Center>
  );
}
