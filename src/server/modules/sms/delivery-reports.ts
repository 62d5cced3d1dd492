import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { acceptFormBodies } from '../../http/form-body';

/**
 * The secret part of the delivery-report address: derived from the API key, so it is stable across
 * restarts (Africa's Talking is told the address once, in its dashboard) and unguessable without it.
 */
export function deliveryReportToken(apiKey: string): string {
  return createHmac('sha256', apiKey).update('pamoja sms delivery reports').digest('base64url').slice(0, 32);
}

export const deliveryReportUrl = (ctx: AppContext) =>
  `${ctx.publicUrl()}/sms/delivery-reports/${deliveryReportToken(ctx.config.sms.apiKey)}`;

/** Africa's Talking's final states of a message, and what each means for our row. */
const DELIVERED = new Set(['Success']);
const UNDELIVERED = new Set(['Failed', 'Rejected', 'AbsentSubscriber', 'Expired']);

const report = z.object({
  id: z.string().min(1).max(100),
  status: z.string().min(1).max(40),
  failureReason: z.string().max(100).optional(),
});

type Report = z.infer<typeof report>;

/** Applies a report to its text; false when no sent text has that id (yet). */
async function applyReport(tx: Db, r: Report, at: Date): Promise<boolean> {
  const status = DELIVERED.has(r.status) ? 'delivered' : UNDELIVERED.has(r.status) ? 'failed' : null;
  const updated = await queryRows(
    tx,
    z.object({ id: col.bigint }),
    sql`UPDATE sms_outbox SET provider_status = CASE WHEN status = 'delivered' THEN provider_status ELSE ${r.status} END,
               status = CASE WHEN status = 'delivered' THEN status ELSE COALESCE(${status}, status) END,
               delivered_at = CASE WHEN ${status} = 'delivered' AND status <> 'delivered' THEN ${at.toISOString()}::timestamptz ELSE delivered_at END,
               last_error = CASE WHEN ${status} = 'failed' AND status <> 'delivered' THEN ${r.failureReason ?? r.status} ELSE last_error END
        WHERE provider_message_id = ${r.id} AND status IN ('sent', 'delivered', 'failed')
        RETURNING id`,
  );
  return updated.length > 0;
}

/**
 * Records one delivery report; a repeated or late report never undoes a delivery. The report and
 * the sender's record of the message race (the report may come first), so each side publishes,
 * then looks for the other: the report is kept first, then applied (and forgotten) if its text is
 * there; the sender records the id, then applies any kept report (`applyEarlyReport`). Whatever the
 * order, one of them sees the other, and applying twice changes nothing.
 */
export async function recordDeliveryReport(db: Db, r: Report, at: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO sms_early_reports (provider_message_id, status, failure_reason, received_at)
        VALUES (${r.id}, ${r.status}, ${r.failureReason ?? null}, ${at.toISOString()}::timestamptz)
        ON CONFLICT (provider_message_id) DO UPDATE
          SET status = EXCLUDED.status, failure_reason = EXCLUDED.failure_reason, received_at = EXCLUDED.received_at`,
  );
  await inTransaction(db, async (tx) => {
    if (await applyReport(tx, r, at)) {
      await tx.execute(sql`DELETE FROM sms_early_reports WHERE provider_message_id = ${r.id}`);
    }
  });
}

/** Applies (and forgets) a report kept before the sender recorded the message; the sender calls it after recording. */
export async function applyEarlyReport(tx: Db, messageId: string): Promise<void> {
  const early = await queryRows(
    tx,
    z.object({ status: col.text, failure_reason: col.text.nullable(), received_at: col.timestamp }),
    sql`DELETE FROM sms_early_reports WHERE provider_message_id = ${messageId}
        RETURNING status, failure_reason, received_at`,
  );
  for (const r of early) {
    await applyReport(
      tx,
      { id: messageId, status: r.status, ...(r.failure_reason ? { failureReason: r.failure_reason } : {}) },
      r.received_at,
    );
  }
}

const params = z.object({ token: z.string().max(100) });

/** Africa's Talking's delivery reports (a form post) on an address only it knows. */
export const deliveryReportRoutes: FastifyPluginAsync = async (app) => {
  acceptFormBodies(app, 4_096);
  const expected = Buffer.from(deliveryReportToken(app.ctx.config.sms.apiKey));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/sms/delivery-reports/:token', {
    config: { access: 'public' },
    schema: { hide: true, params, body: report },
    handler: async (request, reply) => {
      const given = Buffer.from(request.params.token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.status(404).send({ message: 'Not found.' });
      }
      await recordDeliveryReport(app.ctx.db, request.body, app.ctx.clock.now());
      return reply.status(200).type('text/plain').send('OK');
    },
  });
};
