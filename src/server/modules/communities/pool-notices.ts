import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DAY_MONTHS } from '../../../shared/day-format';
import { nairobiDay, nairobiMonth } from '../../../shared/nairobi-time';
import type { AppContext } from '../../context';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { inOneStatement } from '../../db/tx';
import { accountSpecs } from '../../ledger/accounts';
import { kesLabel } from '../../ledger/entry-notices';
import type { Job } from '../../module';
import { insertNotifications } from '../../notifications/notification-rows';
import { insertSms } from '../../sms/sms-outbox';
import { chainOrigin, type ChainPoint, linkPostings, pointAfter, type PoolPosting } from './pool-chain';
import { poolNoticeTemplates } from './pool-proof-texts';

/** Communities told per pass. */
export const POOL_NOTICE_BATCH = 500;
/**
 * How long after a month begins its notice waits: a movement stamped just before midnight whose
 * transaction commits just after it is then in the chain the notice reads (decision 083).
 */
export const POOL_NOTICE_GRACE_MS = 10 * 60 * 1000;

/** The month whose notice is due at `at`: the latest Nairobi month that began at least the grace ago. */
export function noticeMonth(at: Date): { month: string; start: Date } {
  const { start } = nairobiMonth(new Date(at.getTime() - POOL_NOTICE_GRACE_MS));
  return { month: nairobiDay(start), start };
}

const firstDay = (month: string, language: 'en' | 'sw') =>
  `1 ${DAY_MONTHS[language][Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

const untold = z.object({
  id: col.text,
  last_entry_id: col.bigint.nullable(),
  entries: col.int.nullable(),
  balance_cents: col.bigint.nullable(),
  head: col.text.nullable(),
});

/**
 * Tells up to `batch` communities not yet told this month where their pool's chain stood when the
 * month began (Nairobi): every active member gets a notification and, if they take texts, an SMS with
 * the balance and the head's first 8 characters. The chain continues from the community's previous
 * notice (or its start) through the ledger's postings made before the month began. The notice row,
 * the notifications and the texts are one statement, and the row's key (community, month) lets only
 * one instance or run write it: a month is told once, caught up by the first run after a stop.
 * Returns how many communities it looked at (fewer than `batch`: none left).
 */
export async function sendPoolNoticesBatch(ctx: AppContext, batch = POOL_NOTICE_BATCH): Promise<number> {
  const at = ctx.clock.now();
  const { month, start } = noticeMonth(at);
  const cut = sql`${start.toISOString()}::timestamptz`;
  const due = await queryRows(
    ctx.db,
    untold,
    sql`SELECT c.id::text AS id, prev.last_entry_id, prev.entries, prev.balance_cents, prev.head
        FROM communities c
        LEFT JOIN LATERAL (
          SELECT n.last_entry_id, n.entries, n.balance_cents, n.head FROM community_pool_notices n
          WHERE n.community_id = c.id AND n.month < ${month}::date ORDER BY n.month DESC LIMIT 1
        ) prev ON true
        WHERE c.created_at < ${cut}
          AND NOT EXISTS (SELECT 1 FROM community_pool_notices n WHERE n.community_id = c.id AND n.month = ${month}::date)
        ORDER BY c.id LIMIT ${batch}`,
  );
  if (due.length === 0) return 0;
  const from = new Map<string, { point: ChainPoint; after: bigint; last: bigint | null }>();
  for (const d of due) {
    const point =
      d.head === null
        ? chainOrigin(d.id)
        : { hash: d.head, balanceCents: d.balance_cents ?? 0n, entries: d.entries ?? 0 };
    from.set(d.id, { point, after: d.last_entry_id ?? 0n, last: d.last_entry_id });
  }
  const postings = await queryRows(
    ctx.db,
    z.object({ community_id: col.text, entry_id: col.bigint, created_at: col.timestamp, amount_cents: col.bigint }),
    sql`SELECT c.community_id, p.entry_id, p.created_at, p.amount_cents
        FROM unnest(${`{${due.map((d) => accountSpecs.communityPool(d.id).code).join(',')}}`}::text[],
                    ${`{${due.map((d) => d.id).join(',')}}`}::text[],
                    ${`{${due.map((d) => from.get(d.id)?.after ?? 0n).join(',')}}`}::bigint[]) AS c(code, community_id, after_id)
        JOIN ledger_accounts a ON a.code = c.code
        JOIN postings p ON p.account_id = a.id AND p.entry_id > c.after_id AND p.created_at < ${cut}
        ORDER BY c.community_id, p.entry_id, p.id`,
  );
  const byCommunity = new Map<string, PoolPosting[]>();
  for (const p of postings) {
    const list = byCommunity.get(p.community_id) ?? [];
    list.push({ entryId: p.entry_id, at: p.created_at, amountCents: p.amount_cents });
    byCommunity.set(p.community_id, list);
  }
  const rows = due.map((d) => {
    const f = from.get(d.id) ?? { point: chainOrigin(d.id), last: null };
    const links = linkPostings(f.point, byCommunity.get(d.id) ?? []);
    return { id: d.id, point: pointAfter(f.point, links), last: links.at(-1)?.entryId ?? f.last };
  });
  await tell(ctx, at, month, rows);
  return due.length;
}

/** The notice rows of one pass and, for those this pass wrote, every member's notification and text. */
async function tell(
  ctx: AppContext,
  at: Date,
  month: string,
  rows: Array<{ id: string; point: ChainPoint; last: bigint | null }>,
): Promise<void> {
  const when = sql`${at.toISOString()}::timestamptz`;
  const list = (values: Array<string | number | bigint | null>) => `{${values.map((v) => v ?? 'NULL').join(',')}}`;
  const t = poolNoticeTemplates;
  const [en, sw] = [firstDay(month, 'en'), firstDay(month, 'sw')];
  const fill = (tpl: { en: string; sw: string }, language: 'en' | 'sw') =>
    sql`format(${tpl[language]}, c.name, ${kesLabel(sql`v.balance_cents`)}, ${language === 'en' ? en : sw}::text, left(v.head, 8), v.entries)`;
  await inOneStatement(() =>
    queryRow(
      ctx.db,
      z.object({ told: col.bigint }),
      sql`WITH v AS (
            SELECT * FROM unnest(${list(rows.map((r) => r.id))}::uuid[], ${list(rows.map((r) => r.last))}::bigint[],
                                 ${list(rows.map((r) => r.point.entries))}::int[], ${list(rows.map((r) => r.point.balanceCents))}::bigint[],
                                 ${list(rows.map((r) => r.point.hash))}::text[])
              AS v(community_id, last_entry_id, entries, balance_cents, head)
          ),
          ins AS (
            INSERT INTO community_pool_notices (community_id, month, last_entry_id, entries, balance_cents, head, created_at)
            SELECT community_id, ${month}::date, last_entry_id, entries, balance_cents, head, ${when} FROM v
            ON CONFLICT (community_id, month) DO NOTHING
            RETURNING community_id
          ),
          told AS MATERIALIZED (
            SELECT v.community_id, ${fill(t.notification, 'en')} AS note_en, ${fill(t.notification, 'sw')} AS note_sw,
                   ${fill(t.sms, 'en')} AS sms_en, ${fill(t.sms, 'sw')} AS sms_sw,
                   u.id AS user_id, u.language, u.phone, u.sms_notifications
            FROM ins JOIN v ON v.community_id = ins.community_id JOIN communities c ON c.id = v.community_id
            JOIN community_members m ON m.community_id = v.community_id AND m.left_at IS NULL
            JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL
          ),
          notes AS (${insertNotifications({
            rows: sql`SELECT user_id, language, note_en AS en, note_sw AS sw FROM told`,
            at: when,
          })}),
          texts AS (${insertSms({
            rows: sql`SELECT 'pool-notice:' || community_id::text || ':' || ${month}::text || ':' || user_id AS event_key,
                             user_id, phone, CASE WHEN language = 'sw' THEN sms_sw ELSE sms_en END AS message,
                             sms_notifications AS takes_texts
                      FROM told`,
            category: 'community',
            at: when,
          })})
          SELECT (SELECT count(*) FROM ins)::bigint AS told`,
    ),
  );
}

/** Tells every community not yet told this month, batch after batch. */
export async function sendPoolNotices(ctx: AppContext, batch = POOL_NOTICE_BATCH): Promise<void> {
  for (;;) if ((await sendPoolNoticesBatch(ctx, batch)) < batch) return;
}

export const poolNoticeJob: Job = { name: 'community-pool-notice', everyMs: 10 * 60 * 1000, run: sendPoolNotices };
