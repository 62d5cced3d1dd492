import { sql } from 'drizzle-orm';
import { type Db, firstRow } from '../db/client';
import { violatedConstraint } from '../db/tx';
import { InsufficientFundsError } from '../errors';
import { lockAccounts } from './accounts';

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
  description: string;
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
  const merged = [...byAccount].filter(([, a]) => a !== 0n).map(([accountId, amountCents]) => ({ accountId, amountCents }));
  const total = merged.reduce((s, p) => s + p.amountCents, 0n);
  if (total !== 0n) throw new UnbalancedEntryError(`journal entry does not balance: sum is ${total}`);
  if (merged.length < 2) throw new UnbalancedEntryError('journal entry needs at least two accounts');
  return merged;
}

/**
 * Posts one balanced journal entry inside the caller's transaction: the only way money moves.
 * Locks the cached accounts in id order, updates their balances and writes the postings.
 * A user-owned balance that would go below zero aborts with InsufficientFundsError (the CHECK
 * constraint decides, so no race can slip past it).
 */
export async function postEntry(tx: Db, input: EntryInput): Promise<PostResult> {
  const postings = normalise(input.postings);
  const entry = await firstRow<{ id: bigint }>(
    tx,
    sql`INSERT INTO journal_entries (idempotency_key, kind, description, actor_user_id, meta, created_at)
        VALUES (${input.idempotencyKey}, ${input.kind}, ${input.description}, ${input.actorUserId ?? null},
                ${input.meta ? JSON.stringify(input.meta) : null}::jsonb, ${input.at.toISOString()}::timestamptz)
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
  );
  if (!entry) {
    const existing = await firstRow<{ id: bigint }>(
      tx,
      sql`SELECT id FROM journal_entries WHERE idempotency_key = ${input.idempotencyKey}`,
    );
    if (!existing) throw new Error(`journal entry ${input.idempotencyKey} vanished`);
    return { entryId: BigInt(existing.id), applied: false };
  }
  const entryId = BigInt(entry.id);
  await lockAccounts(
    tx,
    postings.map((p) => p.accountId),
  );
  const values = sql.join(
    postings.map((p) => sql`(${p.accountId.toString()}::bigint, ${p.amountCents.toString()}::bigint)`),
    sql`, `,
  );
  try {
    await tx.execute(
      sql`WITH v(account_id, amount) AS (VALUES ${values}),
          upd AS (
            UPDATE ledger_accounts a SET balance_cents = a.balance_cents + v.amount
            FROM v WHERE a.id = v.account_id AND a.balance_cents IS NOT NULL
            RETURNING a.id
          )
          INSERT INTO postings (entry_id, account_id, amount_cents, created_at)
          SELECT ${entryId.toString()}::bigint, v.account_id, v.amount, ${input.at.toISOString()}::timestamptz FROM v`,
    );
  } catch (err) {
    if (violatedConstraint(err) === 'ledger_accounts_balance_sign') throw new InsufficientFundsError();
    throw err;
  }
  return { entryId, applied: true };
}

/** A two-account movement of `amountCents` from one account to another. */
export function transfer(from: bigint, to: bigint, amountCents: bigint): Posting[] {
  if (amountCents <= 0n) throw new UnbalancedEntryError('a transfer moves a positive amount');
  return [
    { accountId: from, amountCents: -amountCents },
    { accountId: to, amountCents },
  ];
}
