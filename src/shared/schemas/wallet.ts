import { z } from 'zod';
import { englishOf, type KeyedTexts } from '../localized-text';
import { normalizeKenyanPhone } from '../phone';
import { AUTH_TEXTS } from './auth';
import { accountStatus, messageResponse, userId } from './common';
import { kesAmount } from './kes-amount';

/** M-Pesa moves whole shillings; Daraja's per-transaction maximum. */
export const MPESA_MIN_KES = 10;
export const MPESA_MAX_KES = 250_000;

/** The wallet schemas' refusals, keyed, in both languages (decision 073); `walletMessages` is their English. */
export const WALLET_TEXTS = {
  depositAmount: {
    en: 'Please enter a valid deposit amount greater than 0.',
    sw: 'Tafadhali weka kiasi sahihi cha kuweka kilicho zaidi ya 0.',
  },
  withdrawAmount: {
    en: 'Please enter a valid withdrawal amount greater than 0.',
    sw: 'Tafadhali weka kiasi sahihi cha kutoa kilicho zaidi ya 0.',
  },
  mpesaNumber: { en: 'Please enter a valid M-Pesa number.', sw: 'Tafadhali weka nambari sahihi ya M-Pesa.' },
  insufficient: { en: 'Insufficient balance for this withdrawal.', sw: 'Salio halitoshi kwa utoaji huu.' },
  payoutCodeRequired: {
    en: 'This number has not received money from your account before. We sent a 6-digit code to your email: enter it to confirm the withdrawal.',
    sw: 'Nambari hii haijawahi kupokea pesa kutoka kwenye akaunti yako. Tumetuma msimbo wa tarakimu 6 kwenye barua pepe yako: uweke ili kuthibitisha utoaji.',
  },
  payoutCodeFormat: {
    en: 'Please enter the 6-digit code from your email.',
    sw: 'Tafadhali weka msimbo wa tarakimu 6 kutoka kwenye barua pepe yako.',
  },
  payoutCodeWrong: AUTH_TEXTS.invalidVerificationCode,
  payoutCodesPerHour: {
    en: 'Too many codes were requested for new numbers. Please try again in an hour.',
    sw: 'Misimbo mingi mno imeombwa kwa nambari mpya. Tafadhali jaribu tena baada ya saa moja.',
  },
  descriptionTooLong: { en: 'Description must be at most 200 characters.', sw: 'Maelezo yasizidi herufi 200.' },
  messageRequired: { en: 'Message is required.', sw: 'Ujumbe unahitajika.' },
  messageTooLong: { en: 'Message must be at most 500 characters.', sw: 'Ujumbe usizidi herufi 500.' },
  wholeShillings: {
    en: 'M-Pesa moves whole shillings only. Please enter an amount without cents.',
    sw: 'M-Pesa hutuma shilingi kamili tu. Tafadhali weka kiasi bila senti.',
  },
  minimum: { en: `The minimum amount is KES ${MPESA_MIN_KES}.`, sw: `Kiasi cha chini ni KES ${MPESA_MIN_KES}.` },
  maximum: {
    en: `The maximum for one M-Pesa transaction is KES ${MPESA_MAX_KES.toLocaleString('en-KE')}.`,
    sw: `Kiwango cha juu kwa muamala mmoja wa M-Pesa ni KES ${MPESA_MAX_KES.toLocaleString('en-KE')}.`,
  },
} as const satisfies KeyedTexts;

export const walletMessages = englishOf(WALLET_TEXTS);

/** The marker of a withdrawal that waits for the code mailed to the owner (answered with 428). */
export const PAYOUT_CODE_REQUIRED = 'withdrawal_code_required';

/** Any Kenyan mobile as typed (07…, 01…, 7…, 2547…, +2547…: src/shared/phone.ts); becomes 2547…/2541…. */
export const mpesaNumber = z.string(walletMessages.mpesaNumber).transform((v, ctx) => {
  const normalized = normalizeKenyanPhone(v);
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: walletMessages.mpesaNumber });
    return z.NEVER;
  }
  return normalized;
});

/** A whole-shilling M-Pesa amount, as a number or a numeric string. */
function mpesaAmount(invalid: string) {
  return kesAmount({
    invalid,
    text: true,
    wholeShillings: walletMessages.wholeShillings,
    decimals: walletMessages.wholeShillings,
    atLeast: { kes: MPESA_MIN_KES, message: walletMessages.minimum },
    max: MPESA_MAX_KES,
    tooLarge: walletMessages.maximum,
  });
}

const description = z.string().trim().max(200, walletMessages.descriptionTooLong).optional().default('');

export const depositBody = z.object({
  amount: mpesaAmount(walletMessages.depositAmount),
  mpesaNumber,
  description,
  userId,
});
export type DepositBody = z.input<typeof depositBody>;

export const withdrawalBody = z.object({
  amount: mpesaAmount(walletMessages.withdrawAmount),
  mpesaNumber,
  description,
  userId,
  /** Only for a number new to the account: the code the 428 answer mailed to the owner. */
  verificationCode: z
    .string(walletMessages.payoutCodeFormat)
    .trim()
    .regex(/^\d{6}$/, walletMessages.payoutCodeFormat)
    .optional(),
});
export type WithdrawalBody = z.input<typeof withdrawalBody>;

export const mpesaStatus = z.enum(['processing', 'completed', 'failed']);
export type MpesaStatus = z.infer<typeof mpesaStatus>;

export const moneyStartedResponse = messageResponse.extend({
  depositId: z.string().optional(),
  withdrawalId: z.string().optional(),
  status: mpesaStatus,
});
export type MoneyStartedResponse = z.infer<typeof moneyStartedResponse>;
export const payoutCodeRequiredResponse = messageResponse
  .extend({ code: z.literal(PAYOUT_CODE_REQUIRED) })
  .describe(
    'The number is new to the account: a 6-digit code was mailed to the owner. Send the same request again with verificationCode.',
  );

export const mpesaRequestView = z.object({
  id: z.string(),
  amount: z.number(),
  mpesaNumber: z.string(),
  status: mpesaStatus,
  failureReason: z.string().nullable(),
  mpesaReceipt: z.string().nullable(),
  /** M-Pesa's ResultCode once it answered: 1032 cancelled by the user, 1037 the prompt timed out. */
  resultCode: z.string().nullable(),
  createdAt: z.string(),
});
export type MpesaRequestView = z.infer<typeof mpesaRequestView>;
export const depositResponse = z.object({ deposit: mpesaRequestView });
export const withdrawalResponse = z.object({ withdrawal: mpesaRequestView });

/** The spec's balance card: the wallet balance and the account's status. */
export const walletAccount = z.object({ balance: z.number(), accountStatus });

export const accountResponse = z.object({
  account: walletAccount,
});
export type AccountResponse = z.infer<typeof accountResponse>;

export const transactionCategory = z.string();
export const transactionView = z.object({
  id: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  /** KES, gross: for interest and dividends, before the withholding tax. */
  amount: z.number(),
  /** Withholding tax kept from it (interest, dividends; 0 for everything else and for payments before withholding began). */
  tax: z.number(),
  /** What moved on the wallet: amount − tax. */
  net: z.number(),
  date: z.string(),
  description: z.string(),
  category: transactionCategory,
  status: mpesaStatus,
});
export type TransactionView = z.infer<typeof transactionView>;
export const transactionsResponse = z.object({ transactions: z.array(transactionView) });
export type TransactionsResponse = z.infer<typeof transactionsResponse>;

export const notificationView = z.object({
  id: z.string(),
  user_id: z.string(),
  message: z.string(),
  date: z.string(),
  is_read: z.boolean(),
  /** The app screen it leads to (a guarantee request: "Loans I guarantee"), or null. */
  link: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;
export const notificationsResponse = z.object({ notifications: z.array(notificationView) });
export type NotificationsResponse = z.infer<typeof notificationsResponse>;
export const notificationBody = z.object({
  user_id: userId,
  message: z.string().trim().min(1, walletMessages.messageRequired).max(500, walletMessages.messageTooLong),
});
export const notificationCreatedResponse = messageResponse.extend({ notification: notificationView });
