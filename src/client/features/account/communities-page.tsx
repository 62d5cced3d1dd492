import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /user/communities: the spec's placeholder, presented with what to do meanwhile. */
export function CommunitiesPage() {
  const { t } = useTranslation('account');
  return (
    <Center mih="60dvh">
      <Paper withBorder p="xl" radius="lg" maw={420} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light">
            <IconUsersGroup size={40} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('communities.title')}
          </Title>
          <Text c="dimmed">{t('communities.body')}</Text>
          <Text size="sm">{t('communities.meanwhile')}</Text>
          <Button component={Link} to="/user/savings" variant="light">
            {t('communities.cta')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
