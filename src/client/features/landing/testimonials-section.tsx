import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { LandingSection } from './landing-section';
import { TestimonialsCarousel } from './testimonials-carousel';

const CLAIMS = ['goals', 'easy', 'recommend'] as const;

/** Testimonials carousel with the three claims beside it. */
export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="testimonials" title={t('testimonials.heading')} intro={t('testimonials.intro')} tinted>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <div className={classes.carouselCell}>
          <TestimonialsCarousel />
        </div>
        <Stack component="ul" aria-label={t('testimonials.claimsLabel')} gap="md" p={0} m={0} style={{ listStyle: 'none' }} justify="center">
          {CLAIMS.map((key) => (
            <Paper component="li" key={key} withBorder radius="lg" p="lg" data-testid="claim">
              <Text component="span" className={classes.claimFigure} display="block">
                {t(`testimonials.claims.${key}.figure`)}
              </Text>{' '}
              <Text component="span" c="dimmed" fw={500}>
                {t(`testimonials.claims.${key}.text`)}
              </Text>
            </Paper>
          ))}
        </Stack>
      </SimpleGrid>
    </LandingSection>
  );
}
