import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { insertNotifications } from '../../notifications/notification-rows';
import { insertSms } from '../../sms/sms-outbox';
import { DAY_MONTHS, type DayLanguage } from '../../../shared/day-format';
import { addDays, nairobiDay } from '../../../shared/nairobi-time';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { inOneStatement } from '../../db/tx';
import { cycleCloseTemplates, payByMpesaSms } from './cycle-texts';
import { duesLineSql } from './dues-words';

/** Members are reminded this many days before their cycle falls due (and on the day). */
export const DUE_REMINDER_DAYS = 3;
const BATCH = 500;

/** A date column written as formatDay writes it: "10 Mar 2028" / "10 Mac 2028". */
const DAY_SQL = (day: ReturnType<typeof sql>, language: DayLanguage) =>
  sql`to_char(${day}, 'FMDD') || ' ' || (string_to_array(${DAY_MONTHS[language].join(',')}, ','))[extract(month FROM ${day})::int]
      || ' ' || to_char(${day}, 'YYYY')`;

/**
 * Reminds, in one statement per batch of communities, every active member who still owes money for
 * the cycle falling due within DUE_REMINDER_DAYS: "your contribution of KES X to <chama> is due on
 * <date>", in the app and by SMS (to members who take texts), with X what they owe by then (fines
 * first, then every cycle up to this one, less what they paid ahead), and its parts when it holds
 * more than this cycle (dues-words.ts). Each cycle is reminded once:
 * `reminded_cycle` advances only from the value read, and rows are claimed with SKIP LOCKED, so
 * overlapping runs on two instances remind once. Returns how many communities it reminded.
 */
export async function remindDuesBatch(ctx: AppContext, batch = BATCH): Promise<number> {
  const at = ctx.clock.now();
  const today = nairobiDay(at);
  const horizon = addDays(today, DUE_REMINDER_DAYS);
  const when = sql`${at.toISOString()}::timestamptz`;
  const t = cycleCloseTemplates;
  const parts = [sql`owed`, sql`fines_part`, sql`earlier_part`, sql`current_part`] as const;
  const owedEn = duesLineSql(...parts, 'en');
  const owedSw = duesLineSql(...parts, 'sw');
  const row = await inOneStatement(() =>
    queryRow(
      ctx.db,
      z.object({ reminded: col.bigint }),
      sql`WITH due AS MATERIALIZED (
            SELECT c.id, c.name, c.closed_cycle + 1 AS cycle, c.contribution_cents, c.next_close_date, c.reminded_cycle
            FROM communities c
            WHERE c.next_close_date BETWEEN ${today}::date AND ${horizon}::date AND c.reminded_cycle < c.closed_cycle + 1
            ORDER BY c.next_close_date, c.id
            LIMIT ${batch}
            FOR UPDATE SKIP LOCKED
          ),
          owing AS MATERIALIZED (
            SELECT d.id AS community_id, d.name, d.cycle, ${DAY_SQL(sql`d.next_close_date`, 'en')} AS due_en, ${DAY_SQL(sql`d.next_close_date`, 'sw')} AS due_sw, x.*
            FROM due d CROSS JOIN LATERAL (
              SELECT m.user_id, u.language, u.phone, u.sms_notifications,
                     m.fines_cents + (d.cycle - m.first_cycle + 1) * d.contribution_cents - m.paid_cents AS owed,
                     GREATEST(m.fines_cents - p.fines_paid, 0) AS fines_part,
                     LEAST(GREATEST((d.cycle - m.first_cycle) * d.contribution_cents - (m.paid_cents - p.fines_paid), 0),
                           (d.cycle - m.first_cycle) * d.contribution_cents) AS earlier_part,
                     LEAST(GREATEST((d.cycle - m.first_cycle + 1) * d.contribution_cents - (m.paid_cents - p.fines_paid), 0),
                           d.contribution_cents) AS current_part
              FROM community_members m JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL
              CROSS JOIN LATERAL (SELECT m.fines_paid_cents AS fines_paid) p
              WHERE m.community_id = d.id AND m.left_at IS NULL AND m.first_cycle <= d.cycle
              OFFSET 0
            ) x
            WHERE x.owed > 0
          ),
          notes AS (${insertNotifications({
            rows: sql`SELECT user_id, language, format(${t.dueSoon.en}, name, ${owedEn}, due_en) AS en,
                             format(${t.dueSoon.sw}, name, ${owedSw}, due_sw) AS sw
                      FROM owing`,
            at: when,
          })}),
          texts AS (${insertSms({
            rows: sql`SELECT 'community-due:' || community_id::text || ':' || cycle || ':' || user_id AS event_key, user_id, phone,
                             CASE WHEN language = 'sw' THEN format(${t.dueSoonSms.sw}, name, ${owedSw}, due_sw)
                                  ELSE format(${t.dueSoonSms.en}, name, ${owedEn}, due_en) END
                             || format(CASE WHEN language = 'sw' THEN ${payByMpesaSms.sw} ELSE ${payByMpesaSms.en} END,
                                       ${ctx.config.mpesa.c2bShortcode}::text, 'C' || left(community_id::text, 8) || '-0' || substr(phone, 4)) AS message,
                             sms_notifications AS takes_texts
                      FROM owing`,
            category: 'community',
            at: when,
          })}),
          marked AS (
            UPDATE communities c SET reminded_cycle = d.cycle
            FROM due d WHERE c.id = d.id AND c.reminded_cycle = d.reminded_cycle
            RETURNING c.id
          )
          SELECT (SELECT count(*) FROM marked)::bigint AS reminded`,
    ),
  );
  return Number(row?.reminded ?? 0n);
}

/** Reminds every community whose cycle falls due soon, batch after batch. */
export async function remindDues(ctx: AppContext, batch = BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await remindDuesBatch(ctx, batch);
    total += n;
    if (n < batch) return total;
  }
}
