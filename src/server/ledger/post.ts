import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { col, hotQueryRow } from '../db/typed-rows';
import { violatedConstraint } from '../db/tx';
import { InsufficientFundsError } from '../errors';
import { englishOf, type MovementText } from './movement-texts';

export interface Posting {
  accountId: bigint;
  /** Positive credits the account (more money for its owner), negative debits it. */
  amountCents: bigint;
}

export interface EntryInput {
  /** Unique per movement: a repeated key changes nothing and returns the first entry. */
  idempotencyKey: string;
  /** What kind of movement: deposit, withdrawal, goal_contribution, loan_disbursement, ... */
  kind: string;
  /** What the entry says, keyed (decision 097): its English is stored as `description`, both in `meta.text`. */
  text: MovementText;
  postings: Posting[];
  actorUserId?: string | null;
  meta?: Record<string, unknown>;
  at: Date;
}

export interface PostResult {
  entryId: bigint;
  /** False when the idempotency key had been used already and nothing moved now. */
  applied: boolean;
}

export class UnbalancedEntryError extends Error {}

/** Adds up postings per account, drops zeros, and checks that the entry balances. */
function normalise(postings: Posting[]): Posting[] {
  const byAccount = new Map<bigint, bigint>();
  for (const p of postings) byAccount.set(p.accountId, (byAccount.get(p.accountId) ?? 0n) + p.amountCents);
  const merged = [...byAccount]
    .filter(([, a]) => a !== 0n)
    .map(([accountId, amountCents]) => ({ accountId, amountCents }));
  const total = merged.reduce((s, p) => s + p.amountCents, 0n);
  if (total !== 0n) throw new UnbalancedEntryError(`journal entry does not balance: sum is ${total}`);
  if (merged.length < 2) throw new UnbalancedEntryError('journal entry needs at least two accounts');
  return merged;
}

const PostedRow = z.object({ entry_id: col.bigint, applied: col.boolean });

/** A bigint[] literal for the ledger function's account and amount arrays (one parameter each). */
const bigintArray = (values: bigint[]) => `{${values.join(',')}}`;

/**
 * Posts one balanced journal entry inside the caller's transaction: the only way money moves.
 * One statement, one round trip: the ledger's function `ledger_post_entry` (migration 0010) inserts
 * the entry and, only when the idempotency key is new, locks the cached accounts in id order,
 * updates their balances and writes the postings (other modules' server-side functions call the
 * same function, so the rules live in one place). Two movements over the same accounts cannot
 * deadlock. A user-owned balance that would go below zero aborts with InsufficientFundsError (the
 * CHECK constraint decides, so no race can slip past it).
 */
export async function postEntry(tx: Db, input: EntryInput): Promise<PostResult> {
  const postings = normalise(input.postings);
  let row: z.output<typeof PostedRow> | undefined;
  try {
    row = await hotQueryRow(
      tx,
      PostedRow,
      sql`SELECT entry_id, applied FROM ledger_post_entry(
            ${input.idempotencyKey}, ${input.kind}, ${englishOf(input.text)}, ${input.actorUserId ?? null},
            ${JSON.stringify({ ...input.meta, text: input.text })}::jsonb, ${input.at.toISOString()}::timestamptz,
            ${bigintArray(postings.map((p) => p.accountId))}::bigint[], ${bigintArray(postings.map((p) => p.amountCents))}::bigint[])`,
    );
  } catch (err) {
    throw ledgerError(err);
  }
  if (!row) throw new Error(`journal entry ${input.idempotencyKey} returned nothing`);
  return { entryId: row.entry_id, applied: row.applied };
}

/**
 * Posts `input` like postEntry; an account that would go below zero is refused with `refusal()` (the
 * module's readable words for it) instead of the ledger's InsufficientFundsError.
 */
export async function postOrRefuse(tx: Db, input: EntryInput, refusal: () => Error): Promise<PostResult> {
  try {
    return await postEntry(tx, input);
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw refusal();
    throw err;
  }
}

/**
 * The typed error for a failure of the ledger's function, wherever it was called from: an
 * overdraft (the CHECK constraint) is InsufficientFundsError; anything else is returned as is.
 */
export function ledgerError(err: unknown): unknown {
  if (violatedConstraint(err) === 'ledger_accounts_balance_sign') return new InsufficientFundsError();
  return err;
}

/** A two-account movement of `amountCents` from one account to another. */
export function transfer(from: bigint, to: bigint, amountCents: bigint): Posting[] {
  if (amountCents <= 0n) throw new UnbalancedEntryError('a transfer moves a positive amount');
  return [
    { accountId: from, amountCents: -amountCents },
    { accountId: to, amountCents },
  ];
}
