import { sql } from 'drizzle-orm';
import type { Performance, PerformancePeriod } from '../../../shared/schemas/admin';
import { toKes } from '../../../shared/money';
import { type Db, firstRow } from '../../db/client';

const PERIOD_MONTHS: Record<PerformancePeriod, number> = { '3months': 3, '6months': 6, '1year': 12, '2years': 24 };

function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * A user's investment performance (spec §3 Performance record, DESIGN §8): for each trailing
 * window the interest paid within it, and today's savings (wallet plus goal shares) as the total.
 * Empty when the user has never earned interest.
 */
export async function performance(db: Db, userId: string, now: Date): Promise<Performance> {
  const since = (p: PerformancePeriod) => monthsBefore(now, PERIOD_MONTHS[p]).toISOString();
  const row = await firstRow<Record<string, bigint | string | number | null>>(
    db,
    sql`SELECT COUNT(*) AS payments,
               COALESCE(SUM(amount_cents) FILTER (WHERE paid_at > ${since('3months')}::timestamptz), 0) AS m3,
               COALESCE(SUM(amount_cents) FILTER (WHERE paid_at > ${since('6months')}::timestamptz), 0) AS m6,
               COALESCE(SUM(amount_cents) FILTER (WHERE paid_at > ${since('1year')}::timestamptz), 0) AS y1,
               COALESCE(SUM(amount_cents) FILTER (WHERE paid_at > ${since('2years')}::timestamptz), 0) AS y2,
               (SELECT COALESCE(SUM(balance_cents), 0) FROM ledger_accounts
                 WHERE user_id = ${userId} AND kind IN ('wallet', 'goal_share')) AS savings
        FROM interest_payments WHERE user_id = ${userId} AND paid_at <= ${now.toISOString()}::timestamptz`,
  );
  if (!row || Number(row.payments ?? 0) === 0) return { performance: [] };
  const total = toKes(BigInt(row.savings ?? 0));
  const interest = (v: bigint | string | number | null | undefined) => toKes(BigInt(v ?? 0));
  return {
    performance: [
      { period: '3months', interest: interest(row.m3), total },
      { period: '6months', interest: interest(row.m6), total },
      { period: '1year', interest: interest(row.y1), total },
      { period: '2years', interest: interest(row.y2), total },
    ],
  };
}
