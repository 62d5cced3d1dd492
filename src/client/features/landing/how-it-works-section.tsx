import { IconCashBanknote, IconPigMoney, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import styles from './features.module.css';
import classes from './landing.module.css';
import { LandingIcon } from './landing-icon';
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
      <ol className={`${classes.grid} ${styles.steps} ${classes.plainList}`}>
        {STEPS.map(({ key, Icon }, i) => (
          <li key={key} className={`${classes.card} ${styles.step}`}>
            <LandingIcon size={48} round filled>
              <Icon size={26} />
            </LandingIcon>
            <p className={styles.stepNumber}>{t('how.step', { n: i + 1 })}</p>
            <h3 className={styles.stepTitle}>{t(`how.${key}.title`)}</h3>
            <p className={`${styles.stepBody} ${classes.dimmed}`}>{t(`how.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
