import { Badge, Box, Button, Container, Group, List, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './landing.module.css';

/** An illustration of a group goal, drawn with the app's own components. */
function GoalPreview() {
  const { t } = useTranslation('landing');
  return (
    <Paper shadow="xl" radius="lg" p="lg" withBorder maw={380} w="100%" mx="auto" aria-hidden="true">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={700} size="lg">
            {t('hero.card.title')}
          </Text>
          <Group gap={6} c="dimmed">
            <IconUsersGroup size={16} />
            <Text size="sm">{t('hero.card.members')}</Text>
          </Group>
        </Stack>
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconUsersGroup size={24} />
        </ThemeIcon>
      </Group>
      <Progress value={68} size="lg" radius="xl" mb={6} />
      <Text size="sm" c="dimmed" mb="md">
        {t('hero.card.progress')}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {t('hero.card.saved')}
          </Text>
          <Text fw={700}>KES 40,800</Text>
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {t('hero.card.target')}
          </Text>
          <Text fw={700}>KES 60,000</Text>
        </Paper>
      </SimpleGrid>
    </Paper>
  );
}

/** The hero: the page's only h1 and Get Started. */
export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <Box className={classes.hero}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge variant="light" size="lg" radius="sm" style={{ alignSelf: 'flex-start', textTransform: 'none' }}>
              {t('hero.eyebrow')}
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              {t('hero.title')}
            </Title>
            <Text size="lg" c="dimmed" maw={560}>
              {t('hero.lead')}
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/register/step-1" size="lg" rightSection={<IconArrowRight size={20} aria-hidden="true" />}>
                {t('hero.getStarted')}
              </Button>
            </Group>
            <List
              spacing={6}
              size="sm"
              icon={
                <ThemeIcon size={20} radius="xl" variant="light">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              <List.Item>{t('hero.highlights.mpesa')}</List.Item>
              <List.Item>{t('hero.highlights.free')}</List.Item>
              <List.Item>{t('hero.highlights.secure')}</List.Item>
            </List>
          </Stack>
          <GoalPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
