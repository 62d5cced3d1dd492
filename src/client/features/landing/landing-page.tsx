import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeaturesSection } from './features-section';
import { HelpSection } from './help-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { TestimonialsSection } from './testimonials-section';

/** The public landing page `/` (spec §2 "Landing page"). */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <LandingHeader />
      <Box component="main" id="main">
        <HeroSection />
        <FeaturesSection />
        <TestimonialsSection />
        <HowItWorksSection />
        <HelpSection />
      </Box>
      <LandingFooter />
    </>
  );
}
