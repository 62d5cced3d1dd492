import { IconArrowRight, IconCheck, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import buttons from './buttons.module.css';
import styles from './hero.module.css';
import classes from './landing.module.css';
import { LandingIcon } from './landing-icon';

/** An illustration of a group goal, drawn like the app's own goal card. */
function GoalPreview() {
  const { t } = useTranslation('landing');
  return (
    <div className={`${classes.paper} ${styles.preview}`} aria-hidden="true">
      <div className={styles.previewHead}>
        <div>
          <p className={styles.previewTitle}>{t('hero.card.title')}</p>
          <p className={`${styles.members} ${classes.dimmed}`}>
            <IconUsersGroup size={16} />
            {t('hero.card.members')}
          </p>
        </div>
        <LandingIcon size={44} round>
          <IconUsersGroup size={24} />
        </LandingIcon>
      </div>
      <div className={styles.track}>
        <div className={styles.bar} />
      </div>
      <p className={`${styles.progress} ${classes.dimmed}`}>{t('hero.card.progress')}</p>
      <div className={styles.figures}>
        <div className={styles.figure}>
          <p className={`${styles.figureLabel} ${classes.dimmed}`}>{t('hero.card.saved')}</p>
          <p className={styles.figureValue}>KES 40,800</p>
        </div>
        <div className={styles.figure}>
          <p className={`${styles.figureLabel} ${classes.dimmed}`}>{t('hero.card.target')}</p>
          <p className={styles.figureValue}>KES 60,000</p>
        </div>
      </div>
    </div>
  );
}

/** The hero: the page's only h1 and Get Started. */
export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <div className={styles.hero}>
      <div className={`${classes.container} ${classes.grid} ${styles.grid}`}>
        <div className={styles.text}>
          <span className={styles.badge}>{t('hero.eyebrow')}</span>
          <h1 className={styles.title}>{t('hero.title')}</h1>
          <p className={`${styles.lead} ${classes.dimmed}`}>{t('hero.lead')}</p>
          <div>
            <a href="/register/step-1" className={`${buttons.button} ${buttons.lg} ${buttons.iconEnd}`}>
              {t('hero.getStarted')}
              <IconArrowRight size={20} aria-hidden="true" />
            </a>
          </div>
          <ul className={`${styles.highlights} ${classes.plainList}`}>
            {(['mpesa', 'free', 'secure'] as const).map((key) => (
              <li key={key}>
                <LandingIcon size={20} round>
                  <IconCheck size={14} />
                </LandingIcon>
                {t(`hero.highlights.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <GoalPreview />
      </div>
    </div>
  );
}
