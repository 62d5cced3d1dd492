import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconTarget, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { LandingSection } from './landing-section';

const FEATURES = [
  { key: 'goals', Icon: IconTarget },
  { key: 'community', Icon: IconUsersGroup },
  { key: 'withdrawals', Icon: IconCash },
] as const;

/** The three feature cards. */
export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="features" title={t('features.heading')} intro={t('features.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {FEATURES.map(({ key, Icon }) => (
          <Card key={key} withBorder radius="lg" padding="xl" className={classes.card}>
            <ThemeIcon size={56} radius="md" variant="light" mb="md" aria-hidden="true">
              <Icon size={30} />
            </ThemeIcon>
            <Title order={3} fz="xl" mb="xs">
              {t(`features.${key}.title`)}
            </Title>
            <Text c="dimmed">{t(`features.${key}.body`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
