import { englishOf, type KeyedTexts } from '../localized-text';

/**
 * The statements schemas' refusals, keyed, in both languages (decision 073); `STATEMENTS_TEXT` is
 * their English, which the zod checks carry (schema-texts.ts finds the pair again).
 */
export const STATEMENTS_TEXTS = {
  datesFormat: { en: 'Please enter dates as YYYY-MM-DD.', sw: 'Tafadhali weka tarehe kama YYYY-MM-DD.' },
  realDate: { en: 'Please enter a real date.', sw: 'Tafadhali weka tarehe halisi.' },
  chooseFormat: { en: 'Please choose pdf, csv or json.', sw: 'Tafadhali chagua pdf, csv au json.' },
  startAfterEnd: {
    en: 'The start date must not be after the end date.',
    sw: 'Tarehe ya kuanza isiwe baada ya tarehe ya mwisho.',
  },
  tooLong: { en: 'A statement covers at most ten years.', sw: 'Taarifa ya akaunti haizidi miaka kumi.' },
} as const satisfies KeyedTexts;

export const STATEMENTS_TEXT = englishOf(STATEMENTS_TEXTS);
