import { z } from 'zod';
import { userId } from './common';

/** M-Pesa moves whole shillings; Daraja's per-transaction maximum. */
export const MPESA_MIN_KES = 10;
export const MPESA_MAX_KES = 250_000;

export const walletMessages = {
  depositAmount: 'Please enter a valid deposit amount greater than 0.',
  withdrawAmount: 'Please enter a valid withdrawal amount greater than 0.',
  mpesaNumber: 'Please enter a valid M-Pesa number.',
  wholeShillings: 'M-Pesa moves whole shillings only. Please enter an amount without cents.',
  minimum: `The minimum amount is KES ${MPESA_MIN_KES}.`,
  maximum: `The maximum for one M-Pesa transaction is KES ${MPESA_MAX_KES.toLocaleString('en-KE')}.`,
  insufficient: 'Insufficient balance for this withdrawal.',
} as const;

/** 07XXXXXXXX, 01XXXXXXXX, 2547XXXXXXXX or 2541XXXXXXXX (a leading + allowed); becomes 2547…/2541…. */
export const mpesaNumber = z
  .string(walletMessages.mpesaNumber)
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^\+/, ''))
  .refine((v) => /^(?:0|254)[17]\d{8}$/.test(v), walletMessages.mpesaNumber)
  .transform((v) => (v.startsWith('0') ? `254${v.slice(1)}` : v));

/** A whole-shilling M-Pesa amount, as a number or a numeric string. */
function mpesaAmount(invalid: string) {
  return z
    .union([z.number(invalid), z.string(invalid).trim().regex(/^\d+(\.\d+)?$/, invalid).transform(Number)], invalid)
    .refine((v) => Number.isFinite(v) && v > 0, invalid)
    .refine((v) => Number.isInteger(v), walletMessages.wholeShillings)
    .refine((v) => v >= MPESA_MIN_KES, walletMessages.minimum)
    .refine((v) => v <= MPESA_MAX_KES, walletMessages.maximum);
}

const description = z.string().trim().max(200, 'Description must be at most 200 characters.').optional().default('');

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
});
export type WithdrawalBody = z.input<typeof withdrawalBody>;

export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(8, 'Idempotency-Key must be 8 to 100 characters.').max(100, 'Idempotency-Key must be 8 to 100 characters.').optional(),
});

export const mpesaStatus = z.enum(['processing', 'completed', 'failed']);
export type MpesaStatus = z.infer<typeof mpesaStatus>;

export const moneyStartedResponse = z.object({ message: z.string(), depositId: z.string().optional(), withdrawalId: z.string().optional(), status: mpesaStatus });
export type MoneyStartedResponse = z.infer<typeof moneyStartedResponse>;

export const mpesaRequestView = z.object({
  id: z.string(),
  amount: z.number(),
  mpesaNumber: z.string(),
  status: mpesaStatus,
  failureReason: z.string().nullable(),
  mpesaReceipt: z.string().nullable(),
  createdAt: z.string(),
});
export type MpesaRequestView = z.infer<typeof mpesaRequestView>;
export const depositResponse = z.object({ deposit: mpesaRequestView });
export const withdrawalResponse = z.object({ withdrawal: mpesaRequestView });

export const idParams = z.object({ id: z.string().trim().min(1).max(64) });
export const userIdParams = z.object({ userId });

export const accountResponse = z.object({ account: z.object({ balance: z.number(), accountStatus: z.enum(['active', 'inactive']) }) });
export type AccountResponse = z.infer<typeof accountResponse>;

export const transactionCategory = z.string();
export const transactionView = z.object({
  id: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  amount: z.number(),
  date: z.string(),
  description: z.string(),
  category: transactionCategory,
  status: mpesaStatus,
});
export type TransactionView = z.infer<typeof transactionView>;
export const transactionsResponse = z.object({ transactions: z.array(transactionView) });
export type TransactionsResponse = z.infer<typeof transactionsResponse>;

export const notificationView = z.object({ id: z.string(), user_id: z.string(), message: z.string(), date: z.string(), is_read: z.boolean() });
export type NotificationView = z.infer<typeof notificationView>;
export const notificationsResponse = z.object({ notifications: z.array(notificationView) });
export type NotificationsResponse = z.infer<typeof notificationsResponse>;
export const notificationBody = z.object({
  user_id: userId,
  message: z.string().trim().min(1, 'Message is required.').max(500, 'Message must be at most 500 characters.'),
});
export const notificationCreatedResponse = z.object({ message: z.string(), notification: notificationView });
