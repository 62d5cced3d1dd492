import { z } from 'zod';
import { COMMUNITY_TEXT, isoDay, namedCommunityFields } from './communities';

/** A community's pool statement: its period and format, and its entries and members' totals (docs/product/statements.md). */
export const statementQuery = z.object({
  from: isoDay(COMMUNITY_TEXT.invalidRange).optional(),
  to: isoDay(COMMUNITY_TEXT.invalidRange).optional(),
  format: z.enum(['json', 'csv', 'pdf'], { error: COMMUNITY_TEXT.statementFormat }).default('json'),
});
export type StatementQuery = z.input<typeof statementQuery>;

export const statementEntry = z.object({
  entry_id: z.string(),
  /** ISO timestamp */
  date: z.string(),
  kind: z.enum(['contribution', 'payout', 'rotation', 'loan', 'repayment', 'share_out', 'refund', 'reversal']),
  description: z.string(),
  user_id: z.string().nullable(),
  full_name: z.string().nullable(),
  /** Into the pool positive, out of it negative. */
  amount: z.number(),
  /** The pool's balance after this entry. */
  balance: z.number(),
  /** For a reversing entry: the entry it reverses. */
  reverses: z.string().nullable(),
  /** A contribution: the cycle running on the day it was made. */
  cycle: z.number().nullable(),
  /** A payout, rotation pot, loan or share-out: the reason its request gave. */
  reason: z.string().nullable(),
  /** The pool's chain after this entry (decision 083): sha256 hex of `{previous hash}|{entry_id}|{date}|{amount_cents}|{balance_cents}`. */
  hash: z.string(),
});
export type StatementEntry = z.infer<typeof statementEntry>;
/** A member's totals over a pool statement's period, in KES. */
export const statementMember = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  paid_in: z.number(),
  paid_out: z.number(),
  fines: z.number(),
});
export type StatementMember = z.infer<typeof statementMember>;
export const statementResponse = z.object({
  statement: z.object({
    ...namedCommunityFields,
    from: z.string().nullable(),
    to: z.string().nullable(),
    opening: z.number(),
    closing: z.number(),
    /** The chain's hash before the first entry here: sha256 hex of `pamoja-pool|{community_id}` when it is the pool's first. */
    previous_hash: z.string(),
    entries: z.array(statementEntry),
    members: z.array(statementMember),
  }),
});
export type StatementResponse = z.infer<typeof statementResponse>;
