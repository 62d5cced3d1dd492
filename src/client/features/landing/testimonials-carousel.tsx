import { IconChevronLeft, IconChevronRight, IconQuote } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import buttons from './buttons.module.css';
import classes from './landing.module.css';
import { TESTIMONIALS, wrapIndex } from './testimonials';
import styles from './testimonials.module.css';

/** Testimonials carousel: previous/next arrows wrap around both ends, dots jump to an entry. */
export function TestimonialsCarousel() {
  const { t } = useTranslation('landing');
  const [active, setActive] = useState(0);
  const entry = TESTIMONIALS[active]!;
  const name = t(`testimonials.entries.${entry.key}.name`);
  const total = TESTIMONIALS.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('testimonials.carousel')}
      className={`${classes.paper} ${classes.raised} ${styles.carousel}`}
    >
      <div
        role="group"
        aria-roledescription={t('testimonials.slide')}
        aria-label={t('testimonials.position', { n: active + 1, total })}
        aria-live="polite"
        data-testid="testimonial"
      >
        <IconQuote size={36} className={styles.accent} aria-hidden="true" />
        <blockquote className={styles.quote}>
          <p className={styles.quoteText}>{t(`testimonials.entries.${entry.key}.text`)}</p>
        </blockquote>
        <div className={styles.author}>
          <img
            src={entry.image}
            alt={t('testimonials.photoOf', { name })}
            className={styles.avatar}
            width={72}
            height={72}
          />
          <div>
            <p className={styles.name} data-testid="testimonial-name">
              {name}
            </p>
            <p className={`${styles.role} ${classes.dimmed}`}>{t(`testimonials.entries.${entry.key}.role`)}</p>
          </div>
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={buttons.iconButton}
          aria-label={t('testimonials.previous')}
          onClick={() => setActive((i) => wrapIndex(i, -1))}
        >
          <IconChevronLeft size={22} aria-hidden="true" />
        </button>
        <div className={styles.dots}>
          {TESTIMONIALS.map((item, i) => (
            <button
              key={item.key}
              type="button"
              className={styles.dotHit}
              aria-label={t('testimonials.goTo', { n: i + 1, name: t(`testimonials.entries.${item.key}.name`) })}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => setActive(i)}
            >
              <span className={styles.dot} />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={buttons.iconButton}
          aria-label={t('testimonials.next')}
          onClick={() => setActive((i) => wrapIndex(i, 1))}
        >
          <IconChevronRight size={22} aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
