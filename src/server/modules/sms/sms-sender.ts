import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Job } from '../../module';
import type { AppContext } from '../../context';
import { col, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { applyEarlyReport } from './delivery-reports';
import { smsTransport } from './sms-transport';

/** Texts one pass takes: a small batch, so a slow gateway never holds many rows. */
const BATCH = 20;
/** A claimed text not settled in this time (the instance died mid-send) is due again. */
const LEASE_MS = 2 * 60_000;
/** Tries before a text is given up as failed: about a day with the backoff below. */
export const MAX_SMS_ATTEMPTS = 10;
/** 30 s after the first failure, doubling, at most an hour apart. */
export const smsBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

const claimed = z.object({ id: col.bigint, phone: col.text, message: col.text, attempts: col.int });

/**
 * One pass of the sender: claims the due texts (SKIP LOCKED, so instances share the queue and no
 * text goes out twice from one claim), sends each, and records what happened — sent with Africa's
 * Talking's id, due again after a backoff, or failed for good. Returns how many it claimed.
 */
export async function sendDueSms(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const batch = await queryRows(
    ctx.db,
    claimed,
    sql`UPDATE sms_outbox s SET status = 'sending', attempts = s.attempts + 1,
               next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
        FROM (SELECT id FROM sms_outbox
              WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${now.toISOString()}::timestamptz
              ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED) due
        WHERE s.id = due.id
        RETURNING s.id, s.phone, s.message, s.attempts`,
  );
  const send = smsTransport(ctx);
  for (const sms of batch) {
    const outcome = await send(sms).catch((error: unknown) => ({
      kind: 'retry' as const,
      reason: error instanceof Error ? error.message : 'unknown error',
    }));
    const at = ctx.clock.now().toISOString();
    const mine = sql`id = ${sms.id} AND status = 'sending' AND attempts = ${sms.attempts}`;
    if (outcome.kind === 'accepted') {
      await ctx.db.execute(
        sql`UPDATE sms_outbox SET status = 'sent', provider_message_id = ${outcome.messageId},
                   provider_status = ${outcome.status}, cost = ${outcome.cost ?? null}, sent_at = ${at}::timestamptz,
                   last_error = NULL
            WHERE ${mine}`,
      );
      // After the id is committed: a delivery report that came first is waiting (delivery-reports.ts).
      await inTransaction(ctx.db, (tx) => applyEarlyReport(tx, outcome.messageId));
    } else if (outcome.kind === 'retry' && sms.attempts < MAX_SMS_ATTEMPTS) {
      const next = new Date(ctx.clock.now().getTime() + smsBackoffMs(sms.attempts)).toISOString();
      await ctx.db.execute(
        sql`UPDATE sms_outbox SET status = 'pending', next_attempt_at = ${next}::timestamptz, last_error = ${outcome.reason}
            WHERE ${mine}`,
      );
    } else {
      await ctx.db.execute(sql`UPDATE sms_outbox SET status = 'failed', last_error = ${outcome.reason} WHERE ${mine}`);
      ctx.log.warn({ smsId: sms.id.toString(), reason: outcome.reason }, 'SMS given up');
    }
  }
  return batch.length;
}

export const smsSenderJob: Job = {
  name: 'sms-sender',
  everyMs: 2_000,
  async run(ctx) {
    // Drain what is due, a batch at a time.
    let claimedNow: number;
    do claimedNow = await sendDueSms(ctx);
    while (claimedNow === BATCH);
  },
};
