import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { LogoMark } from '../../components/core/logo-mark';
import styles from './footer.module.css';
import classes from './landing.module.css';
import { NewsletterForm } from './newsletter-form';

const QUICK_LINKS = [
  { key: 'features', href: '#features' },
  { key: 'aboutUs', href: '#about' },
  { key: 'contact', href: '#contact' },
  { key: 'privacyPolicy', href: '#privacy-policy' },
  { key: 'reserves', href: '/reserves' },
] as const;

const noSubscription = () => () => undefined;
const thisYear = () => new Date().getFullYear();
/** The year the page was built (vite.config.ts), the year of its prerendered HTML. */
const builtYear = () => Number(import.meta.env.VITE_BUILD_YEAR ?? thisYear());

/** This year; while hydrating the prerendered page, the build's year first, so the two agree. */
function useYear(): number {
  return useSyncExternalStore(noSubscription, thisYear, builtYear);
}

const SOCIAL = [
  { key: 'facebook', Icon: IconBrandFacebook },
  { key: 'x', Icon: IconBrandX },
  { key: 'instagram', Icon: IconBrandInstagram },
  { key: 'linkedin', Icon: IconBrandLinkedin },
] as const;

/** Footer: quick links, newsletter, social icons (they lead nowhere yet) and the privacy note. */
export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className={styles.footer}>
      <div className={classes.container}>
        <div className={`${classes.grid} ${styles.grid}`}>
          <div className={styles.stack}>
            <span className={styles.brand}>
              <LogoMark size={28} />
              Pamoja
            </span>
            <p className={styles.small}>{t('footer.tagline')}</p>
            <p className={styles.follow}>{t('footer.followUs')}</p>
            <div className={styles.socials}>
              {SOCIAL.map(({ key, Icon }) => (
                <span key={key} role="img" aria-label={t(`footer.social.${key}`)} className={styles.social}>
                  <Icon size={20} aria-hidden="true" />
                </span>
              ))}
            </div>
          </div>
          <nav aria-labelledby="quick-links-title">
            <h2 className={styles.heading} id="quick-links-title">
              {t('footer.quickLinks')}
            </h2>
            <ul className={`${styles.links} ${classes.plainList}`}>
              {QUICK_LINKS.map((link) => (
                <li key={link.key}>
                  <a href={link.href} className={styles.link}>
                    {t(`footer.${link.key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={`${styles.heading} ${styles.newsletterHeading}`} id="newsletter-title">
              {t('footer.newsletter')}
            </h2>
            <p className={styles.newsletterBody}>{t('footer.newsletterBody')}</p>
            <NewsletterForm />
          </div>
        </div>
        <hr className={styles.divider} />
        <div id="privacy-policy" className={styles.privacy}>
          <h2 className={styles.privacyHeading}>{t('footer.privacyPolicy')}</h2>
          <p className={styles.privacyText}>{t('footer.privacyText')}</p>
          <p className={styles.copyright}>{t('footer.copyright', { year: useYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
