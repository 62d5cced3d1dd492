import { useTranslation } from '../../i18n/react';
import classes from './landing.module.css';
import { LandingSection } from './landing-section';
import { TestimonialsCarousel } from './testimonials-carousel';
import styles from './testimonials.module.css';

const CLAIMS = ['goals', 'easy', 'recommend'] as const;

/** Testimonials carousel with the three claims beside it. */
export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="testimonials" title={t('testimonials.heading')} intro={t('testimonials.intro')} tinted>
      <div className={`${classes.grid} ${styles.grid}`}>
        <div className={styles.carouselCell}>
          <TestimonialsCarousel />
        </div>
        <ul aria-label={t('testimonials.claimsLabel')} className={`${styles.claims} ${classes.plainList}`}>
          {CLAIMS.map((key) => (
            <li key={key} className={`${classes.paper} ${styles.claim}`} data-testid="claim">
              <span className={styles.claimFigure}>{t(`testimonials.claims.${key}.figure`)}</span>{' '}
              <span className={`${styles.claimText} ${classes.dimmed}`}>{t(`testimonials.claims.${key}.text`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
