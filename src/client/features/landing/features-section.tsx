import { IconCash, IconTarget, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import styles from './features.module.css';
import classes from './landing.module.css';
import { LandingIcon } from './landing-icon';
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
      <div className={`${classes.grid} ${styles.grid}`}>
        {FEATURES.map(({ key, Icon }) => (
          <div key={key} className={`${classes.card} ${styles.card}`}>
            <LandingIcon size={56}>
              <Icon size={30} />
            </LandingIcon>
            <h3 className={styles.title}>{t(`features.${key}.title`)}</h3>
            <p className={`${styles.body} ${classes.dimmed}`}>{t(`features.${key}.body`)}</p>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
