import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { isUuid } from '../../db/uuid';
import { tokenMatches } from './mpesa-gateway';
import { recordCallback } from './mpesa-rows';

/**
 * What the callback routes ask of the wallet before and besides settling: whether a callback URL's
 * token is the one its request was given, and what a queue timeout changes.
 */

/**
 * Which secret a callback URL carries. Result URLs and timeout URLs carry different secrets; a
 * withdrawal has one pair for its B2C request and one for its latest status query (or resend).
 */
export type CallbackRole = 'stk' | 'result' | 'timeout';

const TokenHashes = z.object({ a: col.text.nullable(), b: col.text.nullable() });

/** True when `token` is a secret the request `id` was given for callbacks of this role. */
export async function callbackTokenOk(
  ctx: AppContext,
  role: CallbackRole,
  id: string,
  token: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const row = await queryRow(
    ctx.db,
    TokenHashes,
    role === 'stk'
      ? sql`SELECT callback_token_hash AS a, NULL AS b FROM mpesa_deposits WHERE id = ${id}`
      : role === 'result'
        ? sql`SELECT callback_token_hash AS a, status_token_hash AS b FROM mpesa_withdrawals WHERE id = ${id}`
        : sql`SELECT timeout_token_hash AS a, status_timeout_token_hash AS b FROM mpesa_withdrawals WHERE id = ${id}`,
  );
  return row !== undefined && (tokenMatches(token, row.a) || tokenMatches(token, row.b));
}

/**
 * A withdrawal request that timed out in Daraja's queue: its outcome is unknown, so the
 * reconciliation job asks about it at its next run rather than refunding it. The callback is kept.
 */
export async function queryWithdrawalSoon(
  ctx: AppContext,
  kind: 'b2c_timeout' | 'status_timeout',
  id: string,
  payload: unknown,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.execute(
    sql`UPDATE mpesa_withdrawals SET next_query_at = ${now.toISOString()}::timestamptz WHERE id = ${id} AND status = 'processing'`,
  );
  await recordCallback(ctx.db, kind, id, 'query_scheduled', payload, now);
}
