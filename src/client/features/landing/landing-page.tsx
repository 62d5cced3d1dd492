import { useTranslation } from '../../i18n/react';
import { FeaturesSection } from './features-section';
import { HelpSection } from './help-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import classes from './landing.module.css';
import { TestimonialsSection } from './testimonials-section';

/**
 * The public landing page `/` (see docs/product/landing.md). Built on React and our words' runtime only, so
 * it runs in the light landing shell (app/landing-shell.tsx) as well as inside the full app.
 */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <LandingHeader />
      <main id="main">
        <HeroSection />
        <FeaturesSection />
        <TestimonialsSection />
        <HowItWorksSection />
        <HelpSection />
      </main>
      <LandingFooter />
    </div>
  );
}
