import { englishOf, type KeyedTexts } from '../localized-text';

/**
 * The refusals of the small shared schemas (common.ts, site.ts, image-file.ts, idempotency-key.ts),
 * each under its code with both languages side by side (decision 073); the checks carry the English
 * (`COMMON_TEXT`) and `schemaText` finds the pair again.
 */
export const COMMON_TEXTS = {
  invalidEmail: { en: 'Please enter a valid email address.', sw: 'Tafadhali weka barua pepe sahihi.' },
  userIdRequired: { en: 'User ID is required.', sw: 'Kitambulisho cha mtumiaji kinahitajika.' },
  writeMessage: { en: 'Please write your message.', sw: 'Tafadhali andika ujumbe wako.' },
  nameCharacters: {
    en: 'Please remove the unusual characters from your name.',
    sw: 'Tafadhali ondoa herufi zisizo za kawaida kwenye jina lako.',
  },
  messageCharacters: {
    en: 'Please remove the unusual characters from your message.',
    sw: 'Tafadhali ondoa herufi zisizo za kawaida kwenye ujumbe wako.',
  },
  chooseImage: { en: 'Please choose an image file.', sw: 'Tafadhali chagua faili la picha.' },
  idempotencyKeyInvalid: {
    en: 'The Idempotency-Key header must be 8 to 100 letters, digits or - _ . :',
    sw: 'Kichwa cha Idempotency-Key lazima kiwe herufi au tarakimu 8 hadi 100, au - _ . :',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was already used for a different request.',
    sw: 'Idempotency-Key hii ilishatumika kwa ombi jingine.',
  },
} as const satisfies KeyedTexts;

export const COMMON_TEXT = englishOf(COMMON_TEXTS);
