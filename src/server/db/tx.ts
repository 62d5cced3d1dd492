import type { Db } from './client';

/** A text field of a PostgreSQL error that `valid` accepts, looking through driver wrappers (drizzle wraps the cause). */
function errorField(err: unknown, field: 'code' | 'constraint' | 'detail', valid?: (value: string) => boolean) {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const value = (e as Partial<Record<typeof field, unknown>>)[field];
    if (typeof value === 'string' && (!valid || valid(value))) return value;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL's SQLSTATE of an error, looking through driver wrappers. */
export function sqlState(err: unknown): string | undefined {
  return errorField(err, 'code', (code) => /^[0-9A-Z]{5}$/.test(code));
}

/** The constraint named by a PostgreSQL error, looking through driver wrappers. */
export function violatedConstraint(err: unknown): string | undefined {
  return errorField(err, 'constraint');
}

/** The DETAIL of a PostgreSQL error (what a server-side function reports), through driver wrappers. */
export function errorDetail(err: unknown): string | undefined {
  return errorField(err, 'detail');
}

const RETRYABLE = new Set(['40001', '40P01']);

/** Waits a little longer after each failed attempt, with jitter, before retrying. */
const backOff = (attempt: number) => new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));

/**
 * Runs one statement that is its own transaction (autocommit: a server-side function doing a whole
 * movement), retrying on serialization failures and deadlocks like `inTransaction`.
 */
export async function inOneStatement<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const state = sqlState(err);
      if (attempt >= attempts || !state || !RETRYABLE.has(state)) throw err;
      await backOff(attempt);
    }
  }
}

export type AfterCommit = (fn: () => void | Promise<void>) => void;

/**
 * Runs `fn` in one transaction, retrying on serialization failures and deadlocks (see docs/product/money-and-ledger.md).
 * `after` queues work (mail, callbacks) to run only once the transaction has committed.
 */
export async function inTransaction<T>(
  db: Db,
  fn: (tx: Db, after: AfterCommit) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const queued: Array<() => void | Promise<void>> = [];
    try {
      const result = await db.transaction((tx) => fn(tx as unknown as Db, (f) => queued.push(f)));
      for (const f of queued) {
        try {
          await f();
        } catch {
          // after-commit work is best effort; each task logs its own failure
        }
      }
      return result;
    } catch (err) {
      const state = sqlState(err);
      if (attempt >= attempts || !state || !RETRYABLE.has(state)) throw err;
      await backOff(attempt);
    }
  }
}
