import type { LocalizedText } from '../../../shared/localized-text';
import { formatKes, toKes } from '../../../shared/money';
import { displayPhone } from '../../../shared/phone';

/** The server's words for every money event, in both languages. */
const kes = (cents: bigint) => toKes(cents).toString();

export const moneyTexts = {
  depositProcessing: (c: bigint): LocalizedText => ({
    en: `Your deposit of KES.${kes(c)} is being processed.`,
    sw: `Amana yako ya KES.${kes(c)} inashughulikiwa.`,
  }),
  depositConfirmed: (c: bigint, receipt: string | null): LocalizedText => ({
    en: `Your deposit of KES.${kes(c)} has been received${receipt ? ` (M-Pesa receipt ${receipt})` : ''}.`,
    sw: `Amana yako ya KES.${kes(c)} imepokelewa${receipt ? ` (risiti ya M-Pesa ${receipt})` : ''}.`,
  }),
  depositFailed: (c: bigint, reason: LocalizedText): LocalizedText => ({
    en: `Your deposit of KES.${kes(c)} was not completed. ${reason.en}`,
    sw: `Amana yako ya KES.${kes(c)} haikukamilika. ${reason.sw}`,
  }),
  withdrawalProcessing: (c: bigint): LocalizedText => ({
    en: `Your withdrawal of KES.${kes(c)} is being processed.`,
    sw: `Utoaji wako wa KES.${kes(c)} unashughulikiwa.`,
  }),
  withdrawalSent: (c: bigint, phone: string): LocalizedText => ({
    en: `Your withdrawal of KES.${kes(c)} has been sent to ${displayPhone(phone)}.`,
    sw: `Utoaji wako wa KES.${kes(c)} umetumwa kwa ${displayPhone(phone)}.`,
  }),
  withdrawalFailed: (c: bigint, reason: LocalizedText): LocalizedText => ({
    en: `Your withdrawal of KES.${kes(c)} was not completed. ${reason.en} The money is back in your wallet.`,
    sw: `Utoaji wako wa KES.${kes(c)} haukukamilika. ${reason.sw} Pesa imerudishwa kwenye pochi yako.`,
  }),
  noAnswer: { en: 'M-Pesa did not respond.', sw: 'M-Pesa haikujibu.' } satisfies LocalizedText,
  refused: {
    en: 'M-Pesa could not start the payment. Please try again.',
    sw: 'M-Pesa haikuweza kuanzisha malipo. Tafadhali jaribu tena.',
  } satisfies LocalizedText,
  subjects: {
    deposit: { en: 'Deposit received', sw: 'Amana imepokelewa' },
    depositFailed: { en: 'Deposit not completed', sw: 'Amana haikukamilika' },
    withdrawal: { en: 'Withdrawal sent', sw: 'Utoaji umetumwa' },
    withdrawalFailed: { en: 'Withdrawal not completed', sw: 'Utoaji haukukamilika' },
  },
};

/** "KES 1,200.00", and a stored phone (2547…) as Kenyans write it (07…): for texts. */
const smsKes = (cents: bigint) => `KES ${formatKes(toKes(cents))}`;
const localPhone = (phone: string) => (phone.startsWith('254') ? `0${phone.slice(3)}` : phone);

/** The SMS for each money event: short (within 160 characters), in both languages. */
export const moneySms = {
  depositReceived: (c: bigint, receipt: string | null): LocalizedText => ({
    en: `Pamoja: ${smsKes(c)} received from M-Pesa${receipt ? ` (ref ${receipt})` : ''} and added to your Pamoja wallet.`,
    sw: `Pamoja: ${smsKes(c)} zimepokelewa kutoka M-Pesa${receipt ? ` (kumb. ${receipt})` : ''} na kuwekwa kwenye pochi yako ya Pamoja.`,
  }),
  withdrawalSent: (c: bigint, phone: string, receipt: string | null): LocalizedText => ({
    en: `Pamoja: ${smsKes(c)} sent to M-Pesa ${localPhone(phone)}${receipt ? ` (ref ${receipt})` : ''}.`,
    sw: `Pamoja: ${smsKes(c)} zimetumwa kwa M-Pesa ${localPhone(phone)}${receipt ? ` (kumb. ${receipt})` : ''}.`,
  }),
  withdrawalFailed: (c: bigint): LocalizedText => ({
    en: `Pamoja: your withdrawal of ${smsKes(c)} did not go through. The money is back in your Pamoja wallet.`,
    sw: `Pamoja: utoaji wako wa ${smsKes(c)} haukufanikiwa. Pesa zimerudi kwenye pochi yako ya Pamoja.`,
  }),
};

/** The wallet module's refusals, each under its code with both languages side by side (decision 073). */
export const WALLET_ERRORS = {
  tooManyPrompts: {
    en: 'You have deposits still waiting for your M-Pesa PIN. Please complete them or wait a few minutes.',
    sw: 'Una amana ambazo bado zinasubiri PIN yako ya M-Pesa. Tafadhali zikamilishe au usubiri dakika chache.',
  },
  depositNotFound: { en: 'Deposit not found.', sw: 'Amana haikupatikana.' },
  withdrawalNotFound: { en: 'Withdrawal not found.', sw: 'Utoaji haukupatikana.' },
};
