import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';

/**
 * Records one more request of the user in `table` at `at`, unless `max` of them stand already in
 * the rolling hour before it: the new row's id, or null when refused. One statement counts and
 * inserts, so callers that lock the user's row first let parallel requests see each other.
 */
export async function recordWithinHour(
  tx: Db,
  table: 'account_data_exports' | 'account_info_requests',
  userId: string,
  at: Date,
  max: number,
): Promise<string | null> {
  const since = new Date(at.getTime() - 3_600_000).toISOString();
  const row = await queryRow(
    tx,
    z.object({ id: col.text }),
    sql`INSERT INTO ${sql.identifier(table)} (user_id, created_at)
        SELECT ${userId}, ${at.toISOString()}::timestamptz
        WHERE (SELECT count(*) FROM ${sql.identifier(table)}
               WHERE user_id = ${userId} AND created_at > ${since}::timestamptz) < ${max}
        RETURNING id::text AS id`,
  );
  return row?.id ?? null;
}
