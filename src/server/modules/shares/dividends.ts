import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { toCents, toKes } from '../../../shared/money';
import { addDays, nairobiDay } from '../../../shared/nairobi-time';
import type {
  declareDividendBody,
  DeclareDividendResponse,
  dividendPreviewQuery,
  DividendPreviewResponse,
} from '../../../shared/schemas/shares';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { checkRow, col, queryRow, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, ConflictError } from '../../errors';
import { IdempotencyKeyReusedError } from '../../http/idempotency-key';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { allowBulkPass, bulkCredit } from '../../ledger/bulk-credit';
import { AMOUNT_PLACEHOLDER, kesText } from '../../ledger/entry-notices';
import { lockWithholding, withheldTax } from '../../ledger/withholding';
import { readSettings, retainedIncome } from './share-store';
import { SHARE_ANSWERS, SHARE_ERRORS, shareTexts } from './share-texts';
import { insertSms } from '../../sms/sms-outbox';
import { audit } from '../../audit/audit';
import { movement } from '../../ledger/movement-texts';

/** The days a dividend declared on `day` counts: from the day after the previous dividend (null: since the first sale). */
async function period(db: Db, day: string): Promise<{ since: string | null; day: string; declaredToday: boolean }> {
  const prev = await queryRow(
    db,
    z.object({ last: col.date.nullable() }),
    sql`SELECT to_char(MAX(declared_day), 'YYYY-MM-DD') AS last FROM dividends`,
  );
  const last = prev?.last ?? null;
  return { since: last ? addDays(last, 1) : null, day, declaredToday: last !== null && last >= day };
}

/**
 * The allocation as CTEs (decision 032): each holder's share-days over [since, day] from the
 * holdings intervals (a share counts for every Nairobi day it was held at the start of, the
 * declaration day included), then floor(amount × share-days / total) cents each and the cents left
 * over, one each, to the largest remainders (ties by user id). Exact to the cent; one pass.
 */
function allocation(since: string | null, day: string, amountCents: bigint): SQL {
  const d = sql`${day}::date`;
  const s = sql`${since}::date`;
  const a = sql`${amountCents.toString()}::numeric`;
  return sql`sd AS MATERIALIZED (
      SELECT i.user_id,
             SUM(i.shares * (LEAST(COALESCE(i.valid_to, ${d}), ${d}) - GREATEST(i.valid_from, ${s}) + 1))::bigint AS share_days,
             MIN(GREATEST(i.valid_from, ${s})) AS first_day
      FROM share_intervals i
      WHERE i.valid_from <= ${d} AND (${s} IS NULL OR i.valid_to IS NULL OR i.valid_to >= ${s})
      GROUP BY i.user_id
    ),
    tot AS MATERIALIZED (
      SELECT COALESCE(SUM(share_days), 0)::numeric AS total, COUNT(*) AS holders, MIN(first_day) AS first_day FROM sd
    ),
    base AS MATERIALIZED (
      SELECT sd.user_id, sd.share_days, floor(${a} * sd.share_days / tot.total)::bigint AS base,
             mod(${a} * sd.share_days, tot.total) AS rem
      FROM sd, tot WHERE tot.total > 0
    ),
    lft AS (SELECT ${a} - COALESCE(SUM(base), 0) AS leftover FROM base),
    alloc AS MATERIALIZED (
      SELECT b.user_id, b.share_days,
             b.base + CASE WHEN row_number() OVER (ORDER BY b.rem DESC, b.user_id) <= (SELECT leftover FROM lft) THEN 1 ELSE 0 END AS amount
      FROM base b
    )`;
}

/**
 * Each holder's share-days in a dividend already paid, recomputed from the holdings intervals over
 * the dividend's days (from the day after the previous dividend to its declaration day): those
 * intervals never change for days already past, so this is what the dividend was split by.
 */
export async function paidShareDays(db: Db, dividendId: bigint): Promise<Map<string, bigint>> {
  const d = await queryRow(
    db,
    z.object({ day: col.date, last: col.date.nullable(), amount_cents: col.bigint }),
    sql`SELECT to_char(d.declared_day, 'YYYY-MM-DD') AS day, d.amount_cents,
               (SELECT to_char(MAX(p.declared_day), 'YYYY-MM-DD') FROM dividends p WHERE p.declared_day < d.declared_day) AS last
        FROM dividends d WHERE d.id = ${dividendId.toString()}::bigint`,
  );
  if (!d) return new Map();
  const rows = await queryRows(
    db,
    z.object({ user_id: col.text, share_days: col.bigint }),
    sql`WITH ${allocation(d.last ? addDays(d.last, 1) : null, d.day, d.amount_cents)} SELECT user_id, share_days FROM sd`,
  );
  return new Map(rows.map((r) => [r.user_id, r.share_days]));
}

/** GET /superadmin/dividends/preview: what each holder would get (the `top` largest, and the count), paying nothing. */
export async function previewDividend(
  ctx: AppContext,
  q: z.output<typeof dividendPreviewQuery>,
): Promise<DividendPreviewResponse> {
  const amount = toCents(q.amount);
  const p = await period(ctx.db, nairobiDay(ctx.clock.now()));
  const retained = await retainedIncome(ctx.db);
  // A second dividend today would count no day: the preview shows the empty allocation.
  const rows = await queryRows(
    ctx.db,
    z.object({
      user_id: col.text.nullable(),
      full_name: col.text.nullable(),
      shares: col.bigint.nullable(),
      share_days: col.bigint.nullable(),
      amount: col.bigint.nullable(),
      holders: col.bigint,
      total: col.numeric,
      first_day: col.date.nullable(),
    }),
    sql`WITH ${allocation(p.declaredToday ? addDays(p.day, 1) : p.since, p.day, amount)},
        top AS (SELECT * FROM alloc ORDER BY amount DESC, user_id LIMIT ${q.top})
        SELECT top.user_id, u.full_name, h.shares, top.share_days, top.amount, tot.holders, tot.total::text AS total,
               to_char(tot.first_day, 'YYYY-MM-DD') AS first_day
        FROM tot LEFT JOIN top ON true LEFT JOIN users u ON u.id = top.user_id LEFT JOIN share_holdings h ON h.user_id = top.user_id
        ORDER BY top.amount DESC NULLS LAST, top.user_id`,
  );
  const head = rows[0];
  const shareDays = head ? BigInt(head.total) : 0n;
  return {
    amount: toKes(amount),
    retainedIncome: toKes(retained),
    payable: !p.declaredToday && amount <= retained && shareDays > 0n,
    date: p.day,
    from: head?.first_day ?? null,
    holders: Number(head?.holders ?? 0n),
    share_days: Number(shareDays),
    top: rows.flatMap((r) =>
      r.user_id === null
        ? []
        : [
            {
              user_id: r.user_id,
              full_name: r.full_name ?? '',
              shares: Number(r.shares ?? 0n),
              share_days: Number(r.share_days ?? 0n),
              amount: toKes(r.amount ?? 0n),
            },
          ],
    ),
  };
}

const DividendRow = z.object({
  id: col.bigint,
  day: col.date,
  from_day: col.date,
  amount_cents: col.bigint,
  share_days: col.bigint,
  holders: col.int,
  tax_cents: col.bigint,
});

/** The declaration's answer, from its dividend: the same for the first request and a replay of its key. */
function declared(d: z.output<typeof DividendRow>): DeclareDividendResponse {
  return {
    message: SHARE_ANSWERS.dividendPaid(d.holders, d.amount_cents).en,
    dividend: {
      dividend_id: d.id.toString(),
      date: d.day,
      amount: toKes(d.amount_cents),
      tax: toKes(d.tax_cents),
      net: toKes(d.amount_cents - d.tax_cents),
      holders: d.holders,
      share_days: Number(d.share_days),
      from: d.from_day,
    },
  };
}

/**
 * POST /superadmin/dividends: pays `amount` (at most retained income) to every holder by share-days,
 * in ONE statement: the dividend row (unique per Nairobi day: a second declaration the same day
 * pays nothing) and every holder's SMS in their language, with the ledger's bulk credit
 * (ledger/bulk-credit.ts): one journal entry (dividends paid −amount, each holder's wallet +its
 * cents: the record of who was paid what, decision 048), the wallets locked in id order, and the
 * dividend's one notice (each holder reads it with their own amount).
 * Under the settings lock, so no holding changes meanwhile. The Idempotency-Key is stored on the
 * dividend (decision 023): the same key again with the same amount answers with that dividend, on
 * any later day too, and pays nothing; with another amount it is refused (409).
 */
export async function declareDividend(
  ctx: AppContext,
  adminId: string,
  body: z.output<typeof declareDividendBody>,
  clientKey?: string,
): Promise<DeclareDividendResponse> {
  const amount = toCents(body.amount);
  return inTransaction(ctx.db, async (tx) => {
    await allowBulkPass(tx);
    await readSettings(tx, true);
    // Under the settings lock: a declaration racing with the same key sees this one's dividend.
    if (clientKey) {
      const seen = await queryRow(
        tx,
        DividendRow,
        sql`SELECT id, to_char(declared_day, 'YYYY-MM-DD') AS day, to_char(from_day, 'YYYY-MM-DD') AS from_day,
                   amount_cents, share_days, holders,
                   (SELECT COALESCE(SUM(p.tax_cents), 0)::bigint FROM journal_entries e JOIN postings p ON p.entry_id = e.id
                    WHERE e.idempotency_key = 'dividend:' || dividends.id) AS tax_cents
            FROM dividends WHERE idempotency_key = ${clientKey}`,
      );
      if (seen) {
        if (seen.amount_cents !== amount) throw new IdempotencyKeyReusedError();
        return declared(seen);
      }
    }
    const at = ctx.clock.now();
    const p = await period(tx, nairobiDay(at));
    if (p.declaredToday) throw new ConflictError(SHARE_ERRORS.dividendToday, 'dividend_today');
    const retained = await retainedIncome(tx);
    if (amount > retained) throw new BusinessRuleError(SHARE_ERRORS.overRetained(retained), 'over_retained');
    const when = sql`${at.toISOString()}::timestamptz`;
    // Each holder's share less the withholding tax (WHT_DIVIDEND_RATE, decision 092): its SMS tells the net.
    const wht = await lockWithholding(tx);
    const tax = withheldTax(sql`al.amount`, ctx.config.withholding.dividend);
    const sms = shareTexts.dividendSms(AMOUNT_PLACEHOLDER);
    const paid = await bulkCredit(tx, {
      label: 'dividend pass',
      ctes: sql`${allocation(p.since, p.day, amount)},
          div AS (
            INSERT INTO dividends (declared_day, from_day, amount_cents, share_days, holders, actor_user_id, declared_at, idempotency_key)
            SELECT ${p.day}::date, first_day, ${amount.toString()}::bigint, total::bigint, holders, ${adminId}, ${when}, ${clientKey ?? null}
            FROM tot WHERE total > 0
            RETURNING id
          ),
          pay AS MATERIALIZED (
            SELECT x.*, ${kesText(sql`x.amount - x.tax`)} AS kes FROM (
              SELECT al.user_id, al.amount::bigint AS amount, ${tax} AS tax, w.id AS wallet_id, u.language, u.phone,
                     u.sms_notifications, u.deleted_at
              FROM alloc al JOIN users u ON u.id = al.user_id JOIN ledger_accounts w ON w.code = 'wallet:' || al.user_id
            ) x
          ),
          texts AS (${insertSms({
            rows: sql`SELECT 'dividend:' || div.id || ':' || pay.user_id AS event_key, pay.user_id, pay.phone,
                             replace(CASE WHEN pay.language = 'sw' THEN ${sms.sw} ELSE ${sms.en} END, ${AMOUNT_PLACEHOLDER}, pay.kes) AS message,
                             pay.sms_notifications AS takes_texts
                      FROM div, pay
                      WHERE pay.amount > 0 AND pay.deleted_at IS NULL`,
            category: 'dividend',
            at: when,
          })}          )`,
      credits: sql`SELECT wallet_id, amount, tax FROM pay WHERE EXISTS (SELECT 1 FROM div)`,
      from: SYSTEM_ACCOUNTS.dividendsPaid,
      withholding: { accountId: wht.id },
      entry: {
        key: sql`'dividend:' || div.id`,
        kind: 'dividend',
        text: movement('dividend'),
        actorUserId: adminId,
        meta: sql`jsonb_build_object('dividendId', div.id)`,
        source: sql`div`,
      },
      at,
      notice: shareTexts.dividend(AMOUNT_PLACEHOLDER),
      columns: sql`(SELECT id FROM div) AS dividend_id, (SELECT total::text FROM tot) AS total, (SELECT holders FROM tot) AS holders,
                   (SELECT to_char(first_day, 'YYYY-MM-DD') FROM tot) AS first_day,
                   (SELECT COUNT(*) FROM pay) AS paid, (SELECT COALESCE(SUM(amount), 0)::bigint FROM pay) AS paid_total`,
    });
    const row = checkRow(
      z.object({
        dividend_id: col.bigint.nullable(),
        total: col.numeric,
        holders: col.bigint,
        first_day: col.date.nullable(),
        paid: col.bigint,
        paid_total: col.bigint,
      }),
      paid.row,
    );
    if (!row.dividend_id || !row.first_day) throw new BusinessRuleError(SHARE_ERRORS.noShareDays, 'no_share_days');
    // Every holder has a wallet (bought from it, or got one at acceptance); a missing one would leave
    // the entry unbalanced: refuse the whole dividend rather than pay short.
    if (row.paid !== row.holders || row.paid_total !== amount) {
      throw new Error(`dividend pass: ${row.paid} of ${row.holders} holders, ${row.paid_total} of ${amount} cents`);
    }
    const holders = Number(row.holders);
    await audit(tx, {
      actorUserId: adminId,
      action: 'dividend.declare',
      target: `dividend:${row.dividend_id}`,
      details: { amountCents: amount.toString(), holders, shareDays: row.total, from: row.first_day, day: p.day },
      at,
    });
    return declared({
      id: row.dividend_id,
      day: p.day,
      from_day: row.first_day,
      amount_cents: amount,
      share_days: BigInt(row.total),
      holders,
      tax_cents: paid.taxCents,
    });
  });
}
