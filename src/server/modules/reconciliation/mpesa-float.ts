import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { hashSecret, newSecret } from '../../auth/tokens';
import { col, queryRow } from '../../db/typed-rows';
import { daraja } from '../wallet';

/** The float M-Pesa reported, in cents, and when its answer arrived. */
export interface MpesaFloat {
  cents: bigint;
  reportedAt: Date;
  /** The Account Balance query that reported it. */
  queryId: string;
}

/** M-Pesa never reported a float (no answer yet, and none before). */
export class MpesaFloatUnavailableError extends Error {}

const DEFAULT_WAIT_MS = 15_000;
const POLL_MS = 100;

/** Where M-Pesa posts the Account Balance result (or the queue time-out) of query `id`. */
export const balanceCallbackUrl = (
  ctx: AppContext,
  kind: 'balance-result' | 'balance-timeout',
  id: string,
  token: string,
) => `${ctx.publicUrl()}/mpesa/callbacks/${kind}/${id}/${token}`;

/**
 * Asks M-Pesa for the float (Account Balance); the answer comes later, to the result route, on
 * whichever instance M-Pesa reaches. Returns the query's id, or undefined when M-Pesa refused or
 * could not be reached (logged; a later ask or the latest figure serves).
 */
export async function askMpesaFloat(ctx: AppContext): Promise<string | undefined> {
  const result = newSecret();
  const timeout = newSecret();
  const row = await queryRow(
    ctx.db,
    z.object({ id: col.text }),
    sql`INSERT INTO mpesa_balance_queries (result_token_hash, timeout_token_hash, requested_at)
        VALUES (${hashSecret(result)}, ${hashSecret(timeout)}, ${ctx.clock.now().toISOString()}::timestamptz)
        RETURNING id::text AS id`,
  );
  if (!row) return undefined;
  try {
    const res = await daraja(ctx).accountBalance({
      resultUrl: balanceCallbackUrl(ctx, 'balance-result', row.id, result),
      queueTimeoutUrl: balanceCallbackUrl(ctx, 'balance-timeout', row.id, timeout),
    });
    await ctx.db.execute(
      sql`UPDATE mpesa_balance_queries SET conversation_id = ${res.ConversationID ?? null} WHERE id = ${row.id}::uuid`,
    );
    return row.id;
  } catch (err) {
    ctx.log.warn({ err }, 'M-Pesa account balance query failed');
    return undefined;
  }
}

const FloatRow = z.object({ id: col.text, float_cents: col.bigint, answered_at: col.timestamp });

/** The float of query `id` once M-Pesa answered it, else undefined. */
export async function answeredFloat(ctx: AppContext, id: string): Promise<MpesaFloat | undefined> {
  const row = await queryRow(
    ctx.db,
    FloatRow,
    sql`SELECT id::text AS id, float_cents, answered_at FROM mpesa_balance_queries
        WHERE id = ${id}::uuid AND float_cents IS NOT NULL`,
  );
  return row ? { cents: row.float_cents, reportedAt: row.answered_at, queryId: row.id } : undefined;
}

/** The latest float M-Pesa reported, or undefined when it never did. */
export async function latestMpesaFloat(ctx: AppContext): Promise<MpesaFloat | undefined> {
  const row = await queryRow(
    ctx.db,
    FloatRow,
    sql`SELECT id::text AS id, float_cents, answered_at FROM mpesa_balance_queries
        WHERE float_cents IS NOT NULL ORDER BY answered_at DESC LIMIT 1`,
  );
  return row ? { cents: row.float_cents, reportedAt: row.answered_at, queryId: row.id } : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The current M-Pesa float in cents: asks M-Pesa (Account Balance) and waits up to `timeoutMs`
 * (default 15 s, real time) for its asynchronous answer; without one in time, the latest figure M-Pesa
 * reported before. Throws MpesaFloatUnavailableError when M-Pesa never reported any.
 */
export async function currentMpesaFloat(ctx: AppContext, opts: { timeoutMs?: number } = {}): Promise<MpesaFloat> {
  const id = await askMpesaFloat(ctx);
  if (id !== undefined) {
    const until = Date.now() + (opts.timeoutMs ?? DEFAULT_WAIT_MS);
    for (;;) {
      const answered = await answeredFloat(ctx, id);
      if (answered) return answered;
      if (Date.now() >= until) break;
      await sleep(POLL_MS);
    }
  }
  const latest = await latestMpesaFloat(ctx);
  if (!latest) throw new MpesaFloatUnavailableError('no float reported by M-Pesa yet');
  return latest;
}
