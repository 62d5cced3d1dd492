import { z } from 'zod';
import { walletAccount } from './wallet';

/**
 * GET /api/home/{userId}: what the home screen shows in one request (decision 038). Every figure is
 * KES; `account` is the same as GET /api/accounts/{userId} (the spec's balance card).
 */
export const homeLoan = z.object({
  id: z.string(),
  /** What is still owed on the Approved loan. */
  toRepay: z.number(),
  /** Nairobi day, YYYY-MM-DD. */
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export type HomeLoan = z.infer<typeof homeLoan>;

export const homeSummaryResponse = z.object({
  account: walletAccount,
  /** The user's own shares in all their goals (money put aside, not in the wallet). */
  inGoals: z.number(),
  /** The user's Pamoja shares at today's share price (what buying them cost, at an unchanged price). */
  inShares: z.number(),
  /** The Approved loan still owed, or null. */
  loan: homeLoan.nullable(),
  /** What a withdrawal can take now: the wallet balance, borrowed money included. */
  freeToWithdraw: z.number(),
  /** Wallet plus goals plus shares minus what is owed: what is the user's own (may be below zero). */
  ownMoney: z.number(),
});
export type HomeSummary = z.infer<typeof homeSummaryResponse>;
