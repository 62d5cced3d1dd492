import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import buttons from './buttons.module.css';
import styles from './header.module.css';
import { LanguageSwitch } from '../../components/core/language-switch';
import classes from './landing.module.css';
import { NavDrawer } from './nav-drawer';
import { NAV_ITEMS } from './nav-items';
import { Wordmark } from './wordmark';

const DRAWER_ID = 'landing-drawer';

/** The logo: back to the top of the page, as `/` without an anchor. */
function Logo() {
  const { t } = useTranslation('landing');
  return (
    <a
      href="/"
      className={styles.logo}
      aria-label={t('homeLink')}
      onClick={(e) => {
        if (window.location.pathname !== '/') return;
        e.preventDefault();
        if (window.location.hash) window.history.pushState(window.history.state, '', '/');
        window.scrollTo({ top: 0 });
      }}
    >
      <Wordmark />
    </a>
  );
}

/** Top navigation: anchors, Login and Sign Up; on small screens a full-width drawer. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  const [opened, setOpened] = useState(false);

  return (
    <>
      <header className={styles.header}>
        <div className={`${classes.container} ${styles.row}`}>
          <Logo />
          <nav aria-label={t('nav.label')} className={styles.nav}>
            {NAV_ITEMS.map((item) => (
              <a key={item.key} href={item.href} className={styles.navLink}>
                {t(`nav.${item.key}`)}
              </a>
            ))}
          </nav>
          <div className={styles.actions}>
            <LanguageSwitch />
            <a href="/login" className={`${buttons.button} ${buttons.default}`}>
              {t('nav.login')}
            </a>
            <a href="/register/step-1" className={buttons.button}>
              {t('nav.signUp')}
            </a>
          </div>
          <div className={styles.mobile}>
            <LanguageSwitch />
            <button
              type="button"
              className={styles.burger}
              onClick={() => setOpened((o) => !o)}
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={opened}
              aria-controls={DRAWER_ID}
            >
              <span />
            </button>
          </div>
        </div>
      </header>
      <NavDrawer id={DRAWER_ID} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
