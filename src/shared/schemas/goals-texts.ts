import { englishOf, type LocalizedText } from '../localized-text';

const keepUnder = (max: number): LocalizedText => ({
  en: `Please keep it under ${max} characters.`,
  sw: `Tafadhali kisizidi herufi ${max}.`,
});

/**
 * The goals schemas' refusals, keyed, in both languages (decision 073); `GOALS_TEXT` is their
 * English, which the zod checks carry (schema-texts.ts finds the pair again).
 */
export const GOALS_TEXTS = {
  requiredFields: { en: 'Please fill in all required fields.', sw: 'Tafadhali jaza sehemu zote zinazohitajika.' },
  depositNotPositive: {
    en: 'Deposit amount must be a positive number.',
    sw: 'Kiasi cha kuweka lazima kiwe nambari chanya.',
  },
  invalidAmount: { en: 'Please enter a valid amount.', sw: 'Tafadhali weka kiasi sahihi.' },
  invalidContribution: {
    en: 'Invalid contribution amount. Please check your balance.',
    sw: 'Kiasi cha mchango si sahihi. Tafadhali angalia salio lako.',
  },
  invalidTarget: { en: 'Please enter a valid target amount.', sw: 'Tafadhali weka kiasi lengwa sahihi.' },
  memberIdRequired: { en: 'Please enter a member ID.', sw: 'Tafadhali weka kitambulisho cha mwanachama.' },
  invalidDate: { en: 'Please enter a valid date.', sw: 'Tafadhali weka tarehe sahihi.' },
  noSuchUser: { en: 'No user found with that ID.', sw: 'Hakuna mtumiaji mwenye kitambulisho hicho.' },
  titleTooLong: keepUnder(100),
  descriptionTooLong: keepUnder(1000),
};

export const GOALS_TEXT = englishOf(GOALS_TEXTS);
