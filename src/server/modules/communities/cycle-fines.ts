import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { insertNotifications } from '../../notifications/notification-rows';
import { insertSms } from '../../sms/sms-outbox';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import { kesLabel } from '../../ledger/entry-notices';
import { cycleCloseTemplates } from './cycle-texts';

/**
 * The first statement of a close (cycle-close.ts): claims up to `batch` communities whose next cycle's
 * due date has passed in Kenya (FOR UPDATE SKIP LOCKED, held until the caller's transaction ends) and
 * judges each active member on that cycle N from stored facts only (decision 058): they are late when
 * what they paid before the end of N's due date (00:00 Nairobi the day after) is less than what they
 * owed through N — a contribution for every cycle from the one they joined up to N, plus the fines of
 * their earlier cycles (payments settle fines first). A late member is fined once (the fines' primary
 * key; never with a fine of 0) and told, in the app and by SMS; a member who paid on time is never
 * fined, however late this runs, and one who paid after the due date is, however early it runs.
 * Answers the claimed communities and the fines charged.
 */
export async function fineLateMembers(
  tx: Db,
  today: string,
  at: Date,
  batch: number,
): Promise<{ ids: string[]; fines: number }> {
  const when = sql`${at.toISOString()}::timestamptz`;
  const t = cycleCloseTemplates;
  const rows = await queryRows(
    tx,
    z.object({ id: col.text, fines: col.bigint }),
    sql`WITH due AS MATERIALIZED (
            SELECT c.id, c.name, c.closed_cycle + 1 AS cycle, c.contribution_cents, c.late_fine_cents,
                   community_due_end(c.first_due_date, c.frequency, c.closed_cycle + 1) AS due_end
            FROM communities c
            WHERE c.next_close_date < ${today}::date
            ORDER BY c.next_close_date, c.id
            LIMIT ${batch}
            FOR UPDATE SKIP LOCKED
          ),
          -- Each claimed community's active members, read through the members index per community
          -- (OFFSET 0 keeps it a per-community lookup, never a scan of all members), with what they
          -- paid by the due date's end and the fines of their earlier cycles.
          mem AS MATERIALIZED (
            SELECT d.id AS community_id, d.cycle, d.contribution_cents, d.late_fine_cents, d.name, x.*
            FROM due d CROSS JOIN LATERAL (
              SELECT m.id AS member_id, m.user_id, m.first_cycle, u.language, u.deleted_at IS NULL AS reachable,
                     u.phone, u.sms_notifications,
                     (SELECT COALESCE(SUM(cc.amount_cents), 0) FROM community_contributions cc
                      WHERE cc.member_id = m.id AND cc.created_at < d.due_end) AS paid_in_time,
                     (SELECT COALESCE(SUM(f.amount_cents), 0) FROM community_fines f
                      WHERE f.member_id = m.id AND f.cycle < d.cycle) AS earlier_fines
              FROM community_members m JOIN users u ON u.id = m.user_id
              WHERE m.community_id = d.id AND m.left_at IS NULL
              OFFSET 0
            ) x
          ),
          late AS MATERIALIZED (
            SELECT * FROM mem
            WHERE first_cycle <= cycle
              AND paid_in_time < (cycle - first_cycle + 1) * contribution_cents + earlier_fines
          ),
          fined AS (
            INSERT INTO community_fines (community_id, user_id, member_id, cycle, amount_cents, charged_at)
            SELECT community_id, user_id, member_id, cycle, late_fine_cents, ${when} FROM late WHERE late_fine_cents > 0
            ON CONFLICT DO NOTHING
            RETURNING community_id, user_id, member_id, amount_cents
          ),
          charged AS (
            UPDATE community_members m SET fines_cents = m.fines_cents + f.amount_cents
            FROM fined f WHERE m.id = f.member_id
            RETURNING m.id
          ),
          late_notes AS (${insertNotifications({
            rows: sql`SELECT l.user_id, l.language,
                             format(CASE WHEN l.late_fine_cents > 0 THEN ${t.late.en} ELSE ${t.lateNoFine.en} END,
                                    l.name, l.cycle, ${kesLabel(sql`l.late_fine_cents`)}) AS en,
                             format(CASE WHEN l.late_fine_cents > 0 THEN ${t.late.sw} ELSE ${t.lateNoFine.sw} END,
                                    l.name, l.cycle, ${kesLabel(sql`l.late_fine_cents`)}) AS sw
                      FROM late l WHERE l.reachable`,
            at: when,
          })}),
          late_texts AS (${insertSms({
            rows: sql`SELECT 'community-late:' || l.community_id::text || ':' || l.cycle || ':' || l.user_id AS event_key,
                             l.user_id, l.phone,
                             format(CASE WHEN l.late_fine_cents > 0
                                         THEN CASE WHEN l.language = 'sw' THEN ${t.lateSms.sw} ELSE ${t.lateSms.en} END
                                         ELSE CASE WHEN l.language = 'sw' THEN ${t.lateNoFineSms.sw} ELSE ${t.lateNoFineSms.en} END END,
                                    l.name, l.cycle, ${kesLabel(sql`l.late_fine_cents`)}) AS message,
                             l.sms_notifications AS takes_texts
                      FROM late l WHERE l.reachable`,
            category: 'community',
            at: when,
          })})
          SELECT d.id::text AS id, (SELECT count(*) FROM fined)::bigint AS fines
          FROM due d`,
  );
  return { ids: rows.map((r) => r.id), fines: Number(rows[0]?.fines ?? 0n) };
}
