import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';

/** The tables of counted failures: a row an attempt (reserved before its secret is checked), with its `failed_at`. */
export type FailureTable = 'auth_failures' | 'login_failures';

/**
 * Counts one attempt in a sliding window of failure rows (failure-limits.ts, login-limits.ts): the
 * rows of `scope` (a condition on `table`) from `since` or before go, `insert` adds the attempt's row
 * and returns its id, and the rows of `scope` after `since` are counted, the new one included.
 * Undefined when `insert` added no row (nobody to count it for).
 */
export async function countInWindow(
  db: Db,
  table: FailureTable,
  scope: SQL,
  since: string,
  insert: SQL,
): Promise<{ id: bigint; count: number } | undefined> {
  await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE ${scope} AND failed_at <= ${since}::timestamptz`);
  const row = await queryRow(db, z.object({ id: col.bigint }), insert);
  if (!row) return undefined;
  const counted = await queryRow(
    db,
    z.object({ n: col.int }),
    sql`SELECT COUNT(*)::int AS n FROM ${sql.identifier(table)} WHERE ${scope} AND failed_at > ${since}::timestamptz`,
  );
  return { id: row.id, count: counted?.n ?? 0 };
}
