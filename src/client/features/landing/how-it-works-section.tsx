import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCashBanknote, IconPigMoney, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { LandingSection } from './landing-section';

const STEPS = [
  { key: 'signUp', Icon: IconUserPlus },
  { key: 'save', Icon: IconPigMoney },
  { key: 'withdraw', Icon: IconCashBanknote },
  { key: 'communities', Icon: IconUsersGroup },
] as const;

/** The four How it Works tiles (the "About" anchor). */
export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="about" title={t('how.heading')} intro={t('how.intro')}>
      <SimpleGrid component="ol" cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {STEPS.map(({ key, Icon }, i) => (
          <Card component="li" key={key} withBorder radius="lg" padding="lg" className={classes.card}>
            <ThemeIcon size={48} radius="xl" mb="md" aria-hidden="true">
              <Icon size={26} />
            </ThemeIcon>
            <Text className={classes.stepNumber}>{t('how.step', { n: i + 1 })}</Text>
            <Title order={3} fz="lg" mt={4} mb="xs">
              {t(`how.${key}.title`)}
            </Title>
            <Text c="dimmed" size="sm">
              {t(`how.${key}.body`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
