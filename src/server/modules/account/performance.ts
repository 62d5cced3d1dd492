import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Performance, PerformancePeriod } from '../../../shared/schemas/admin';
import { toKes } from '../../../shared/money';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';

const PERIOD_MONTHS: Record<PerformancePeriod, number> = { '3months': 3, '6months': 6, '1year': 12, '2years': 24 };

function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * A user's investment performance (see docs/product/interest.md): for each trailing
 * window the interest (its wallet's postings in interest entries: the ledger is the record) and Pamoja dividends paid within it (docs/product/shares.md), and today's
 * savings (wallet plus goal shares) as the total. Empty when the user has never earned either.
 */
export async function performance(db: Db, userId: string, now: Date): Promise<Performance> {
  const since = (p: PerformancePeriod) => monthsBefore(now, PERIOD_MONTHS[p]).toISOString();
  const row = await queryRow(
    db,
    z.object({
      payments: col.bigint,
      m3: col.bigint,
      m6: col.bigint,
      y1: col.bigint,
      y2: col.bigint,
      savings: col.bigint,
    }),
    sql`SELECT COUNT(*) AS payments,
               COALESCE(SUM(amount_cents) FILTER (WHERE paid_at > ${since('3months')}::timestamptz), 0)::bigint AS m3,
               COALESCE(SUM(amount_cents) FILTER (WHERE paid_at > ${since('6months')}::timestamptz), 0)::bigint AS m6,
               COALESCE(SUM(amount_cents) FILTER (WHERE paid_at > ${since('1year')}::timestamptz), 0)::bigint AS y1,
               COALESCE(SUM(amount_cents) FILTER (WHERE paid_at > ${since('2years')}::timestamptz), 0)::bigint AS y2,
               (SELECT COALESCE(SUM(balance_cents), 0)::bigint FROM ledger_accounts
                 WHERE user_id = ${userId} AND kind IN ('wallet', 'goal_share')) AS savings
        FROM (SELECT p.amount_cents, p.created_at AS paid_at
              FROM ledger_accounts a JOIN postings p ON p.account_id = a.id
              JOIN journal_entries e ON e.id = p.entry_id AND e.kind IN ('interest', 'dividend')
              WHERE a.user_id = ${userId} AND a.kind = 'wallet' AND p.amount_cents > 0) earned
        WHERE paid_at <= ${now.toISOString()}::timestamptz`,
  );
  if (!row || row.payments === 0n) return { performance: [] };
  const total = toKes(row.savings);
  return {
    performance: [
      { period: '3months', interest: toKes(row.m3), total },
      { period: '6months', interest: toKes(row.m6), total },
      { period: '1year', interest: toKes(row.y1), total },
      { period: '2years', interest: toKes(row.y2), total },
    ],
  };
}
