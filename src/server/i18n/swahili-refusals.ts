/**
 * The server's refusals in Kiswahili, each beside the English sentence the code writes (the
 * specification's words where it fixes them). `{0}`, `{1}`… stand for the values the English
 * sentence carries (an amount, a date, a name), in the order they appear in it.
 */
export const SWAHILI_REFUSALS: ReadonlyArray<readonly [string, string]> = [
  // The HTTP layer and the errors' defaults
  ['Not found.', 'Haikupatikana.'],
  ['Insufficient balance.', 'Salio halitoshi.'],
  ['The request must be a JSON object.', 'Ombi lazima liwe kitu cha JSON.'],
  ['Unexpected field: {0}.', 'Sehemu isiyotarajiwa: {0}.'],
  [
    'This Idempotency-Key was already used for a different request.',
    'Idempotency-Key hii ilishatumika kwa ombi jingine.',
  ],
  ['Please choose an image file.', 'Tafadhali chagua faili la picha.'],
  ['User ID is required.', 'Kitambulisho cha mtumiaji kinahitajika.'],
  ['Please enter a valid email address.', 'Tafadhali weka barua pepe sahihi.'],

  // Account and settings
  ['Please write your message.', 'Tafadhali andika ujumbe wako.'],
  [
    'Please remove the unusual characters from your name.',
    'Tafadhali ondoa herufi zisizo za kawaida kwenye jina lako.',
  ],
  [
    'Please remove the unusual characters from your message.',
    'Tafadhali ondoa herufi zisizo za kawaida kwenye ujumbe wako.',
  ],
  ['Notification not found.', 'Arifa haikupatikana.'],

  // Wallet and M-Pesa

  // Goals

  // Loans
  ['Repayment due date must be a date (YYYY-MM-DD).', 'Tarehe ya mwisho ya kulipa lazima iwe tarehe (YYYY-MM-DD).'],
  ['Purpose must be at most 500 characters.', 'Madhumuni yasizidi herufi 500.'],
  [
    'Repayment amount must be an amount in KES with at most two decimals.',
    'Kiasi cha kulipa lazima kiwe kiasi cha KES chenye desimali zisizozidi mbili.',
  ],
  ['Repayment amount is required.', 'Kiasi cha kulipa kinahitajika.'],
  ['You can only pay a maximum of {0} on this loan.', 'Unaweza kulipa kiwango cha juu cha {0} tu kwa mkopo huu.'],
];
