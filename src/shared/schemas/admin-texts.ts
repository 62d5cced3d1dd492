import { englishOf, type KeyedTexts } from '../localized-text';

/** The most rows one page of a console list returns. */
export const MAX_LIST_LIMIT = 1000;

/**
 * The console schemas' refusals, keyed, in both languages (decision 073); `ADMIN_TEXT` is their
 * English, which the zod checks carry (schema-texts.ts finds the pair again).
 */
export const ADMIN_TEXTS = {
  phoneInvalid: {
    en: 'Please enter a valid phone number (10 digits starting 07 or 01).',
    sw: 'Tafadhali weka nambari sahihi ya simu (tarakimu 10 zinazoanza na 07 au 01).',
  },
  balanceNegative: { en: 'The balance cannot be negative.', sw: 'Salio haliwezi kuwa hasi.' },
  nameRequired: { en: 'Please enter a name.', sw: 'Tafadhali weka jina.' },
  nameTooLong: { en: 'The name is too long.', sw: 'Jina ni refu mno.' },
  loanLimitNegative: { en: 'Loan limit cannot be negative.', sw: 'Kikomo cha mkopo hakiwezi kuwa hasi.' },
  reasonTooLong: { en: 'The reason is too long.', sw: 'Sababu ni ndefu mno.' },
  expectedWithBalance: {
    en: 'Send expected_balance only together with a new balance.',
    sw: 'Tuma expected_balance pamoja na salio jipya tu.',
  },
  cursorInvalid: { en: 'The cursor is not valid.', sw: 'Kiashiria si halali.' },
  searchInvalid: { en: 'The search is not valid.', sw: 'Utafutaji si halali.' },
  searchTooLong: { en: 'The search is too long.', sw: 'Utafutaji ni mrefu mno.' },
  range: { en: 'Range must be day, week, month or year.', sw: 'Kipindi lazima kiwe siku, wiki, mwezi au mwaka.' },
  limit: {
    en: `Limit must be a whole number from 1 to ${MAX_LIST_LIMIT}.`,
    sw: `Kikomo lazima kiwe nambari kamili kutoka 1 hadi ${MAX_LIST_LIMIT}.`,
  },
} as const satisfies KeyedTexts;

export const ADMIN_TEXT = englishOf(ADMIN_TEXTS);
