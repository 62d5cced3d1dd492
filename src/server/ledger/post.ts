import { sql } from 'drizzle-orm';
import { type Db, firstRow, hotFirstRow } from '../db/client';
import { violatedConstraint } from '../db/tx';
import { InsufficientFundsError } from '../errors';

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

interface Inserted {
  inserted: bigint | null;
  existing: bigint | null;
}

/**
 * Posts one balanced journal entry inside the caller's transaction: the only way money moves.
 * One statement, one round trip: it inserts the entry and, only when the idempotency key is new,
 * locks the cached accounts in id order (`lk`: ORDER BY id FOR UPDATE, materialised, so rows are
 * locked as the sort emits them), updates exactly the locked rows and writes the postings.
 * Every row the UPDATE touches comes out of `lk`, so it was locked in id order first whatever join
 * the planner picks: two movements over the same accounts cannot deadlock.
 * A user-owned balance that would go below zero aborts with InsufficientFundsError (the CHECK
 * constraint decides, so no race can slip past it).
 */
export async function postEntry(tx: Db, input: EntryInput): Promise<PostResult> {
  const postings = normalise(input.postings);
  const at = input.at.toISOString();
  const values = sql.join(
    postings.map((p) => sql`(${p.accountId.toString()}::bigint, ${p.amountCents.toString()}::bigint)`),
    sql`, `,
  );
  let row: Inserted | undefined;
  try {
    row = await hotFirstRow<Inserted>(
      tx,
      sql`WITH v(account_id, amount) AS (VALUES ${values}),
          ins AS (
            INSERT INTO journal_entries (idempotency_key, kind, description, actor_user_id, meta, created_at)
            VALUES (${input.idempotencyKey}, ${input.kind}, ${input.description}, ${input.actorUserId ?? null},
                    ${input.meta ? JSON.stringify(input.meta) : null}::jsonb, ${at}::timestamptz)
            ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
          ),
          lk AS MATERIALIZED (
            SELECT a.id FROM ledger_accounts a
            WHERE a.id IN (SELECT account_id FROM v) AND a.balance_cents IS NOT NULL AND EXISTS (SELECT 1 FROM ins)
            ORDER BY a.id FOR UPDATE OF a
          ),
          upd AS (
            UPDATE ledger_accounts a SET balance_cents = a.balance_cents + v.amount
            FROM lk JOIN v ON v.account_id = lk.id
            WHERE a.id = lk.id
          ),
          pst AS (
            INSERT INTO postings (entry_id, account_id, amount_cents, created_at)
            SELECT ins.id, v.account_id, v.amount, ${at}::timestamptz FROM ins CROSS JOIN v
          )
          SELECT (SELECT id FROM ins) AS inserted,
                 (SELECT j.id FROM journal_entries j WHERE j.idempotency_key = ${input.idempotencyKey}) AS existing`,
    );
  } catch (err) {
    if (violatedConstraint(err) === 'ledger_accounts_balance_sign') throw new InsufficientFundsError();
    throw err;
  }
  if (row?.inserted != null) return { entryId: BigInt(row.inserted), applied: true };
  if (row?.existing != null) return { entryId: BigInt(row.existing), applied: false };
  // The key was being inserted by a transaction that committed while this statement waited: its
  // row is newer than this statement's snapshot, so read it again in a new statement.
  const existing = await firstRow<{ id: bigint }>(tx, sql`SELECT id FROM journal_entries WHERE idempotency_key = ${input.idempotencyKey}`);
  if (!existing) throw new Error(`journal entry ${input.idempotencyKey} vanished`);
  return { entryId: BigInt(existing.id), applied: false };
}

/** A two-account movement of `amountCents` from one account to another. */
export function transfer(from: bigint, to: bigint, amountCents: bigint): Posting[] {
  if (amountCents <= 0n) throw new UnbalancedEntryError('a transfer moves a positive amount');
  return [
    { accountId: from, amountCents: -amountCents },
    { accountId: to, amountCents },
  ];
}
