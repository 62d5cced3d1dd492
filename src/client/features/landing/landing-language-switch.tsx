import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, setLanguage } from '../../i18n/i18n';
import styles from './language-switch.module.css';

const SHORT: Record<Language, string> = { en: 'EN', sw: 'SW' };

/**
 * English / Kiswahili, as a radio group (the same names and behaviour as the app's Mantine switch in
 * components/language-switch.tsx); the choice is kept on the device (localStorage `lang`).
 */
export function LandingLanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('common');
  const name = useId();
  const current: Language = i18n.resolvedLanguage === 'sw' ? 'sw' : 'en';
  return (
    <div role="radiogroup" aria-label={t('language')} className={`${styles.root} ${size === 'sm' ? styles.sm : ''}`}>
      {LANGUAGES.map((lang) => (
        <span key={lang}>
          <input
            type="radio"
            id={`${name}-${lang}`}
            name={name}
            value={lang}
            className={styles.input}
            checked={current === lang}
            onChange={() => setLanguage(lang)}
          />
          <label htmlFor={`${name}-${lang}`} className={styles.label}>
            <span aria-hidden="true" className={styles.chip}>
              {SHORT[lang]}
            </span>
            <span className={styles.hidden}>{t(`languages.${lang}`)}</span>
          </label>
        </span>
      ))}
    </div>
  );
}
