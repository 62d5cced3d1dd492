import { useTranslation } from '../../i18n/react';
import { LANGUAGES, type Language, setLanguage } from '../../i18n/i18n';
import { SegmentedRadio } from './segmented-radio';

const SHORT: Record<Language, string> = { en: 'EN', sw: 'SW' };

/**
 * English / Kiswahili, drawn "EN" / "SW" and read by their full names: the landing page's header and
 * menu, the sign-in screens and the console's settings. The choice is kept on the device
 * (localStorage `lang`); the user's settings screen also saves it to the account.
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('common');
  const current: Language = i18n.resolvedLanguage === 'sw' ? 'sw' : 'en';
  return (
    <SegmentedRadio
      label={t('language')}
      value={current}
      onChange={setLanguage}
      size={size}
      options={LANGUAGES.map((lang) => ({ value: lang, name: t(`languages.${lang}`), short: SHORT[lang] }))}
    />
  );
}
