import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, setLanguage } from '../i18n/i18n';

const SHORT: Record<Language, string> = { en: 'EN', sw: 'SW' };

/** English / Kiswahili switch; the choice is kept on the device (localStorage `lang`). */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t, i18n } = useTranslation('common');
  const current: Language = i18n.resolvedLanguage === 'sw' ? 'sw' : 'en';
  return (
    <SegmentedControl
      size={size}
      radius="xl"
      aria-label={t('language')}
      value={current}
      onChange={(value) => setLanguage(value === 'sw' ? 'sw' : 'en')}
      data={LANGUAGES.map((lang) => ({
        value: lang,
        label: (
          <>
            <span aria-hidden="true">{SHORT[lang]}</span>
            <VisuallyHidden>{t(`languages.${lang}`)}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
