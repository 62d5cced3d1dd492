import { useTranslation } from './react';
import type { Language, LocalizedText } from '../../shared/localized-text';

/** The screens' language as a keyed text's side. */
export const sideOf = (language: string): Language => (language === 'sw' ? 'sw' : 'en');

/**
 * A keyed text (a refusal or notice with both languages side by side, decision 073) in the
 * language the screens are in: the client shows the pair's side, never translates English.
 */
export function useKeyedText(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  return (text) => text[sideOf(i18n.language)];
}
