import { z } from 'zod';
import { englishOf, type KeyedTexts } from '../localized-text';
import { localPhone } from '../phone';
import { userId } from './common';

/** Paybill payments held in suspense (docs/product/paybill.md): the superadmin's list and assignment. */
export const suspensePayment = z.object({
  transId: z.string(),
  amount: z.number(),
  billRefNumber: z.string(),
  msisdn: z.string().nullable(),
  payerName: z.string().nullable(),
  receivedAt: z.string(),
  /** Set when the amount is one M-Pesa never sends: recorded, credited to nobody, not assignable. */
  refusal: z.enum(['fraction', 'over_maximum']).nullable(),
});
export type SuspensePayment = z.infer<typeof suspensePayment>;

export const suspenseListResponse = z.object({ payments: z.array(suspensePayment), total: z.number() });

/** An M-Pesa receipt, upper-cased as the paybill callbacks store it (receipts are upper-case letters and digits). */
export const transIdParams = z.object({ transId: z.string().trim().toUpperCase().min(1).max(40) });

export const assignSuspenseBody = z.object({ userId });

/** The paybill console's refusals and notice, keyed, in both languages (decision 073); `PAYBILL_MESSAGES` is their English. */
export const PAYBILL_TEXTS = {
  notInSuspense: {
    en: 'This paybill payment is not in suspense.',
    sw: 'Malipo haya ya paybill hayako kwenye akaunti ya muda.',
  },
  refusedAmount: {
    en: 'M-Pesa never sends this amount on a paybill, so it was not credited: there is nothing to add to a wallet.',
    sw: 'M-Pesa haitumi kiasi hiki kwa paybill, kwa hiyo hakikuwekwa popote: hakuna cha kuongeza kwenye pochi.',
  },
  unknownUser: { en: 'User not found.', sw: 'Mtumiaji hakupatikana.' },
  assigned: {
    en: 'The paybill payment was added to the user’s wallet.',
    sw: 'Malipo ya paybill yameongezwa kwenye pochi ya mtumiaji.',
  },
} as const satisfies KeyedTexts;

export const PAYBILL_MESSAGES = englishOf(PAYBILL_TEXTS);

/** How the signed-in user pays in without the app (GET /api/pay-info): the paybill, their wallet's account, the USSD code. */
export const payInfoResponse = z.object({
  /** The paybill's business number (MPESA_C2B_SHORTCODE). */
  paybill: z.string(),
  /** The account number that credits the user's wallet: their phone, 07…. */
  walletAccount: z.string(),
  /** The USSD code to dial (USSD_CODE). */
  ussdCode: z.string(),
});
export type PayInfoResponse = z.infer<typeof payInfoResponse>;

/** The paybill account that pays a member's dues in a community: `C<first 8 of the id>-<phone 07…>` (paybill.md). */
export const chamaPaybillAccount = (communityId: string, phone: string) =>
  `C${communityId.slice(0, 8)}-${localPhone(phone)}`;
