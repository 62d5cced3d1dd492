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
  ['User not found.', 'Mtumiaji hakupatikana.'],

  // Account and settings
  ['Please write your message.', 'Tafadhali andika ujumbe wako.'],
  ['Message is required.', 'Ujumbe unahitajika.'],
  ['Message must be at most 500 characters.', 'Ujumbe usizidi herufi 500.'],
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
  ['Please enter a valid deposit amount greater than 0.', 'Tafadhali weka kiasi sahihi cha kuweka kilicho zaidi ya 0.'],
  [
    'Please enter a valid withdrawal amount greater than 0.',
    'Tafadhali weka kiasi sahihi cha kutoa kilicho zaidi ya 0.',
  ],
  ['Please enter a valid M-Pesa number.', 'Tafadhali weka nambari sahihi ya M-Pesa.'],
  ['The minimum amount is KES {0}.', 'Kiasi cha chini ni KES {0}.'],
  ['The maximum for one M-Pesa transaction is KES {0}.', 'Kiwango cha juu kwa muamala mmoja wa M-Pesa ni KES {0}.'],
  ['Insufficient balance for this withdrawal.', 'Salio halitoshi kwa utoaji huu.'],
  [
    'This number has not received money from your account before. We sent a 6-digit code to your email: enter it to confirm the withdrawal.',
    'Nambari hii haijawahi kupokea pesa kutoka kwenye akaunti yako. Tumetuma msimbo wa tarakimu 6 kwenye barua pepe yako: uweke ili kuthibitisha utoaji.',
  ],
  [
    'Please enter the 6-digit code from your email.',
    'Tafadhali weka msimbo wa tarakimu 6 kutoka kwenye barua pepe yako.',
  ],
  [
    'Too many codes were requested for new numbers. Please try again in an hour.',
    'Misimbo mingi mno imeombwa kwa nambari mpya. Tafadhali jaribu tena baada ya saa moja.',
  ],
  ['Description must be at most 200 characters.', 'Maelezo yasizidi herufi 200.'],
  [
    'The number is new to the account: a 6-digit code was mailed to the owner. Send the same request again with verificationCode.',
    'Nambari ni mpya kwa akaunti hii: msimbo wa tarakimu 6 umetumwa kwa mwenye akaunti. Tuma ombi hilo hilo tena pamoja na verificationCode.',
  ],
  [
    'You have deposits still waiting for your M-Pesa PIN. Please complete them or wait a few minutes.',
    'Una amana ambazo bado zinasubiri PIN yako ya M-Pesa. Tafadhali zikamilishe au usubiri dakika chache.',
  ],
  ['Deposit not found.', 'Amana haikupatikana.'],
  ['Withdrawal not found.', 'Utoaji haukupatikana.'],
  ['The start date must not be after the end date.', 'Tarehe ya kuanza isiwe baada ya tarehe ya mwisho.'],
  ['Please enter dates as YYYY-MM-DD.', 'Tafadhali weka tarehe kama YYYY-MM-DD.'],
  ['Please enter a real date.', 'Tafadhali weka tarehe halisi.'],
  ['Please choose pdf, csv or json.', 'Tafadhali chagua pdf, csv au json.'],

  // Goals

  // Loans
  ['Repayment due date must be a date (YYYY-MM-DD).', 'Tarehe ya mwisho ya kulipa lazima iwe tarehe (YYYY-MM-DD).'],
  ['Purpose must be at most 500 characters.', 'Madhumuni yasizidi herufi 500.'],
  [
    'Repayment amount must be an amount in KES with at most two decimals.',
    'Kiasi cha kulipa lazima kiwe kiasi cha KES chenye desimali zisizozidi mbili.',
  ],
  ['Repayment amount is required.', 'Kiasi cha kulipa kinahitajika.'],
  ['This loan is already fully repaid.', 'Mkopo huu tayari umelipwa wote.'],
  ['Only an approved loan can be repaid.', 'Mkopo ulioidhinishwa pekee ndio unaoweza kulipwa.'],
  ['You can only pay a maximum of {0} on this loan.', 'Unaweza kulipa kiwango cha juu cha {0} tu kwa mkopo huu.'],
];
