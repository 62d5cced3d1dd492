import { z } from 'zod';
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

export const PAYBILL_MESSAGES = {
  notInSuspense: 'This paybill payment is not in suspense.',
  refusedAmount:
    'M-Pesa never sends this amount on a paybill, so it was not credited: there is nothing to add to a wallet.',
  unknownUser: 'User not found.',
  assigned: 'The paybill payment was added to the user’s wallet.',
} as const;
