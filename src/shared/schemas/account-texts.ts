import { englishOf } from '../localized-text';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';

/**
 * The account schemas' refusals, keyed, in both languages (decision 073); `ACCOUNT_TEXT` is their
 * English, which the zod checks carry (schema-texts.ts finds the pair again).
 */
export const ACCOUNT_TEXTS = {
  nameTooLong: { en: 'Name must be at most 500 characters.', sw: 'Jina lisizidi herufi 500.' },
  phoneInvalid: {
    en: 'Please enter a valid phone number (10 digits starting 07 or 01).',
    sw: 'Tafadhali weka nambari sahihi ya simu (tarakimu 10 zinazoanza na 07 au 01).',
  },
  currentPassword: { en: 'Please enter your current password.', sw: 'Tafadhali weka nenosiri lako la sasa.' },
  amountNumber: { en: 'Amount must be a number.', sw: 'Kiasi lazima kiwe nambari.' },
  amountPositive: { en: 'Amount must be greater than 0.', sw: 'Kiasi lazima kiwe zaidi ya 0.' },
  amountDecimals: { en: 'Amount must have at most two decimals.', sw: 'Kiasi kisiwe na zaidi ya desimali mbili.' },
  writeMessage: { en: 'Please write your message.', sw: 'Tafadhali andika ujumbe wako.' },
  messageTooLong: { en: 'Message must be at most 5000 characters.', sw: 'Ujumbe usizidi herufi 5000.' },
  rating: { en: 'Please choose a rating from 1 to 5.', sw: 'Tafadhali chagua alama kutoka 1 hadi 5.' },
  writeFeedback: { en: 'Please write your feedback.', sw: 'Tafadhali andika maoni yako.' },
  feedbackTooLong: { en: 'Feedback must be at most 5000 characters.', sw: 'Maoni yasizidi herufi 5000.' },
  newPasswordTooShort: {
    en: `New password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    sw: `Nenosiri jipya lazima liwe na angalau herufi ${PASSWORD_MIN_LENGTH}.`,
  },
  newPasswordTooLong: {
    en: `New password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    sw: `Nenosiri jipya lisizidi herufi ${PASSWORD_MAX_LENGTH}.`,
  },
};

export const ACCOUNT_TEXT = englishOf(ACCOUNT_TEXTS);
