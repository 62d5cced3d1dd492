import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { insertNotifications } from '../../notifications/notification-rows';
import { nairobiDay } from '../../../shared/nairobi-time';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { withoutJit } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { fineLateMembers } from './cycle-fines';
import { inTurn, type Job } from '../../module';
import { PAYOUT_LIFETIME_MS } from './community-payout-rows';
import { cycleCloseTemplates } from './cycle-texts';
import { remindDues } from './due-reminders';
import { recoverOverdueLoans } from './loan-recovery';
import { remindLoans } from './loan-reminders';
import { kesLabel } from '../../ledger/entry-notices';

/** Communities closed per statement. */
export const CYCLE_CLOSE_BATCH = 500;

export interface CloseResult {
  closed: number;
  fines: number;
  rotations: number;
  expired: number;
}

/**
 * Closes the next cycle of up to `batch` communities whose due date has passed in Kenya
 * (docs/decisions/022-communities-model.md, 058), in one transaction of two statements: the first
 * claims them with FOR UPDATE SKIP LOCKED (so two instances share the work) and fines each member
 * whose payments made by the end of the due date fell short (cycle-fines.ts: decided from the
 * payments' times, whenever this runs); the second, seeing those fines, creates the rotation's
 * payout request for what was paid towards the closed cycle (unique per cycle), tells every member
 * of it, and advances `closed_cycle` only from the value it read.
 */
export async function closeCyclesBatch(ctx: AppContext, batch = CYCLE_CLOSE_BATCH): Promise<CloseResult> {
  const at = ctx.clock.now();
  const closed = await inTransaction(ctx.db, async (tx) => {
    await withoutJit(tx);
    const fined = await fineLateMembers(tx, nairobiDay(at), at, batch);
    if (fined.ids.length === 0) return { closed: 0, fines: 0, rotations: 0 };
    const row = await queryRow(
      tx,
      z.object({ closed: col.bigint, rotations: col.bigint }),
      closeClaimed(fined.ids, at),
    );
    return { closed: Number(row?.closed ?? 0n), fines: fined.fines, rotations: Number(row?.rotations ?? 0n) };
  });
  const expired = await expireRequests(ctx, batch);
  return { ...closed, expired };
}

/** The second statement of a close: the claimed communities' rotation requests and their next cycle. */
function closeClaimed(ids: string[], at: Date): SQL {
  const when = sql`${at.toISOString()}::timestamptz`;
  const expires = sql`${new Date(at.getTime() + PAYOUT_LIFETIME_MS).toISOString()}::timestamptz`;
  const t = cycleCloseTemplates;
  return sql`WITH due AS MATERIALIZED (
            SELECT c.id, c.name, c.closed_cycle, c.closed_cycle + 1 AS cycle, c.contribution_cents, c.rotation,
                   c.approvals_required, c.first_due_date, c.frequency
            FROM communities c WHERE c.id = ANY(${`{${ids.join(',')}}`}::uuid[])
          ),
          mem AS MATERIALIZED (
            SELECT d.id AS community_id, d.cycle, d.contribution_cents, d.name, d.rotation, d.approvals_required, x.*
            FROM due d CROSS JOIN LATERAL (
              SELECT m.id AS member_id, m.user_id, m.role, m.first_cycle, m.paid_cents, m.rotation_position,
                     m.fines_paid_cents AS fines_paid, u.language, u.deleted_at IS NULL AS reachable,
                     COALESCE(u.full_name, 'A member') AS full_name
              FROM community_members m JOIN users u ON u.id = m.user_id
              WHERE m.community_id = d.id AND m.left_at IS NULL AND d.rotation
              OFFSET 0
            ) x
          ),
          pot AS (
            SELECT community_id, cycle, approvals_required,
                   SUM(LEAST(contribution_cents,
                             GREATEST(0, paid_cents - fines_paid - (cycle - first_cycle) * contribution_cents)))::bigint AS collected
            FROM mem WHERE first_cycle <= cycle
            GROUP BY community_id, cycle, approvals_required
          ),
          -- Each community's officials, counted once (the chairperson's check below reads it per pot).
          officials AS (
            SELECT community_id, count(*) AS n FROM mem WHERE role <> 'member' GROUP BY community_id
          ),
          placed AS (
            SELECT community_id, user_id, rotation_position, count(*) OVER (PARTITION BY community_id) AS n
            FROM mem WHERE rotation_position IS NOT NULL
          ),
          rotation_req AS (
            INSERT INTO community_payouts (community_id, kind, amount_cents, recipient_user_id, reason, required, cycle, created_at, expires_at)
            SELECT p.community_id, 'rotation', p.collected, pl.user_id, 'Rotation payout for cycle ' || p.cycle, p.approvals_required,
                   p.cycle, ${when}, ${expires}
            FROM pot p JOIN placed pl ON pl.community_id = p.community_id AND pl.rotation_position = ((p.cycle - 1) % pl.n) + 1
            WHERE p.collected > 0
            ON CONFLICT (community_id, cycle, top_up) WHERE kind = 'rotation' DO NOTHING
            RETURNING community_id, recipient_user_id, amount_cents, cycle
          ),
          -- Every member hears of the pot; the chairperson also hears when too few officials besides its
          -- recipient could approve it (decision 057): it is made anyway, and another official must be named.
          rotation_notes AS (${insertNotifications({
            rows: sql`SELECT m.user_id, m.language,
                             format(tpl.en, m.name, r.cycle, ${kesLabel(sql`r.amount_cents`)}, ru.full_name) AS en,
                             format(tpl.sw, m.name, r.cycle, ${kesLabel(sql`r.amount_cents`)}, ru.full_name) AS sw
                      FROM rotation_req r
                      JOIN mem ru ON ru.community_id = r.community_id AND ru.user_id = r.recipient_user_id
                      JOIN mem m ON m.community_id = r.community_id AND m.reachable
                      LEFT JOIN officials o ON o.community_id = r.community_id
                      CROSS JOIN LATERAL (
                        SELECT ${t.rotation.en}::text AS en, ${t.rotation.sw}::text AS sw
                        UNION ALL
                        SELECT ${t.rotationUnsigned.en}::text, ${t.rotationUnsigned.sw}::text
                        WHERE m.role = 'chairperson'
                          AND COALESCE(o.n, 0) - CASE WHEN ru.role <> 'member' THEN 1 ELSE 0 END < m.approvals_required
                      ) tpl`,
            at: when,
          })}),
          advanced AS (
            UPDATE communities c SET closed_cycle = d.cycle,
                   next_close_date = community_due_date(d.first_due_date, d.frequency, d.cycle + 1)
            FROM due d WHERE c.id = d.id AND c.closed_cycle = d.closed_cycle
            RETURNING c.id
          )
          SELECT (SELECT count(*) FROM advanced)::bigint AS closed, (SELECT count(*) FROM rotation_req)::bigint AS rotations`;
}

/** Pending requests past their 7 days become expired (rows an approval holds are left for the next run); members are told. */
async function expireRequests(ctx: AppContext, batch: number): Promise<number> {
  const at = ctx.clock.now();
  const when = sql`${at.toISOString()}::timestamptz`;
  const t = cycleCloseTemplates.expired;
  const row = await inTransaction(ctx.db, async (tx) => {
    await withoutJit(tx);
    return queryRow(
      tx,
      z.object({ expired: col.bigint }),
      sql`WITH old AS MATERIALIZED (
            SELECT p.id FROM community_payouts p WHERE p.status = 'pending' AND p.expires_at <= ${when}
            ORDER BY p.expires_at LIMIT ${batch} FOR UPDATE SKIP LOCKED
          ),
          done AS (
            UPDATE community_payouts p SET status = 'expired', decided_at = ${when}
            FROM old WHERE p.id = old.id AND p.status = 'pending'
            RETURNING p.community_id, p.amount_cents
          ),
          notes AS (${insertNotifications({
            rows: sql`SELECT u.id AS user_id, u.language,
                             format(${t.en}, c.name, '', ${kesLabel(sql`d.amount_cents`)}) AS en,
                             format(${t.sw}, c.name, '', ${kesLabel(sql`d.amount_cents`)}) AS sw
                      FROM done d JOIN communities c ON c.id = d.community_id
                      JOIN community_members m ON m.community_id = d.community_id AND m.left_at IS NULL
                      JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL`,
            at: when,
          })})
          SELECT (SELECT count(*) FROM done)::bigint AS expired`,
    );
  });
  return Number(row?.expired ?? 0n);
}

/** Closes every cycle that is due, batch after batch (a community behind by several cycles catches up one per pass). */
export async function closeDueCycles(ctx: AppContext, batch = CYCLE_CLOSE_BATCH): Promise<CloseResult> {
  const total: CloseResult = { closed: 0, fines: 0, rotations: 0, expired: 0 };
  for (;;) {
    const r = await closeCyclesBatch(ctx, batch);
    total.closed += r.closed;
    total.fines += r.fines;
    total.rotations += r.rotations;
    total.expired += r.expired;
    if (r.closed === 0 && r.expired === 0) return total;
  }
}

export const cycleCloseJob: Job = {
  name: 'community-cycle-close',
  everyMs: 10 * 60 * 1000,
  run: inTurn(closeDueCycles, remindDues, recoverOverdueLoans, remindLoans),
};
