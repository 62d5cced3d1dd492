import { useTranslation } from 'react-i18next';
import { SegmentedRadio } from '../../components/segmented-radio';
import { LANGUAGES, type Language, setLanguage } from '../../i18n/i18n';

const SHORT: Record<Language, string> = { en: 'EN', sw: 'SW' };

/**
 * English / Kiswahili, as a radio group (the same names and behaviour as the app's Mantine switch in
 * components/language-switch.tsx); the choice is kept on the device (localStorage `lang`).
 */
export function LandingLanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
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
