import { sql } from 'drizzle-orm';
import type { Totals } from '../../../shared/schemas/admin';
import { toKes } from '../../../shared/money';
import { type Db, firstRow } from '../../db/client';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

type Num = bigint | string | number | null;
const big = (v: Num) => BigInt(v ?? 0);

/** Percent change from a week ago to now, to 2 decimals; null when it grew from zero. */
export function growthPercent(now: bigint, weekAgo: bigint): number | null {
  if (weekAgo === 0n) return now === 0n ? 0 : null;
  return Math.round((Number(now - weekAgo) / Math.abs(Number(weekAgo))) * 10_000) / 100;
}

/**
 * The dashboard's figures, all real (DESIGN §8): counts of users, goals and messages, the money
 * in wallets, goal shares and loans, and each headline's change since a week ago (the balance a
 * week ago is today's minus the postings made since).
 */
export async function totals(db: Db, now: Date): Promise<Totals> {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const users = await firstRow<Record<string, Num>>(
    db,
    sql`SELECT COUNT(*) FILTER (WHERE deleted_at IS NULL) AS total,
               COUNT(*) FILTER (WHERE deleted_at IS NULL AND registration_step = 5 AND account_status = 'active') AS active,
               COUNT(*) FILTER (WHERE deleted_at IS NULL AND registration_step = 5 AND account_status = 'inactive') AS inactive,
               COUNT(*) FILTER (WHERE created_at <= ${weekAgo}::timestamptz AND (deleted_at IS NULL OR deleted_at > ${weekAgo}::timestamptz)) AS week_ago
        FROM users WHERE role = 'user'`,
  );
  const money = await firstRow<Record<string, Num>>(
    db,
    sql`WITH acc AS (
          SELECT a.id, a.kind, a.user_id, a.balance_cents FROM ledger_accounts a JOIN users u ON u.id = a.user_id
          WHERE u.role = 'user' AND a.kind IN ('wallet', 'goal_share', 'loan_receivable')
        ),
        recent AS (
          SELECT p.account_id, SUM(p.amount_cents) AS since FROM postings p
          WHERE p.created_at > ${weekAgo}::timestamptz GROUP BY p.account_id
        ),
        savers AS (
          SELECT user_id FROM acc WHERE kind IN ('wallet', 'goal_share') GROUP BY user_id HAVING SUM(balance_cents) > 0
        )
        SELECT
          COALESCE(SUM(acc.balance_cents) FILTER (WHERE acc.kind = 'wallet'), 0) AS wallet,
          COALESCE(SUM(acc.balance_cents - COALESCE(r.since, 0)) FILTER (WHERE acc.kind = 'wallet'), 0) AS wallet_week_ago,
          COALESCE(SUM(acc.balance_cents) FILTER (WHERE acc.kind = 'goal_share'), 0) AS shares,
          COALESCE(SUM(acc.balance_cents - COALESCE(r.since, 0)) FILTER (WHERE acc.kind = 'goal_share'), 0) AS shares_week_ago,
          COALESCE(-SUM(acc.balance_cents) FILTER (WHERE acc.kind = 'loan_receivable'), 0) AS loans,
          COUNT(DISTINCT acc.user_id) FILTER (WHERE acc.kind = 'goal_share' AND acc.balance_cents > 0) AS shareholders,
          (SELECT COUNT(*) FROM savers) AS investors
        FROM acc LEFT JOIN recent r ON r.account_id = acc.id`,
  );
  const ledger = await firstRow<Record<string, Num>>(
    db,
    sql`SELECT COALESCE(SUM(amount_cents) FILTER (WHERE account_id = ${SYSTEM_ACCOUNTS.loanFeeIncome.toString()}::bigint), 0) AS revenue,
               COALESCE(SUM(amount_cents) FILTER (WHERE account_id = ${SYSTEM_ACCOUNTS.loanFeeIncome.toString()}::bigint AND created_at <= ${weekAgo}::timestamptz), 0) AS revenue_week_ago,
               COALESCE(-SUM(amount_cents) FILTER (WHERE account_id = ${SYSTEM_ACCOUNTS.interestExpense.toString()}::bigint), 0) AS interest
        FROM postings WHERE account_id IN (${SYSTEM_ACCOUNTS.loanFeeIncome.toString()}::bigint, ${SYSTEM_ACCOUNTS.interestExpense.toString()}::bigint)`,
  );
  const counts = await firstRow<Record<string, Num>>(
    db,
    sql`SELECT (SELECT COUNT(*) FROM goals WHERE deleted_at IS NULL) AS goals,
               (SELECT COUNT(*) FROM feedback) AS feedbacks,
               (SELECT COUNT(*) FROM support_messages) AS support,
               (SELECT COUNT(*) FROM account_info_requests) AS info`,
  );
  const u = users ?? {};
  const m = money ?? {};
  const l = ledger ?? {};
  const c = counts ?? {};
  const wallet = big(m.wallet ?? 0);
  const shares = big(m.shares ?? 0);
  const revenue = big(l.revenue ?? 0);
  return {
    totalUsers: Number(u.total ?? 0),
    totalSavings: toKes(wallet + shares),
    totalGoals: Number(c.goals ?? 0),
    totalFeedbacks: Number(c.feedbacks ?? 0),
    totalSupportMessages: Number(c.support ?? 0),
    totalAccountInfoRequests: Number(c.info ?? 0),
    totalWalletBalance: toKes(wallet),
    totalGoalShares: toKes(shares),
    totalRevenue: toKes(revenue),
    loansOutstanding: toKes(big(m.loans ?? 0)),
    activeUsers: Number(u.active ?? 0),
    inactiveUsers: Number(u.inactive ?? 0),
    totalInvestors: Number(m.investors ?? 0),
    shareholders: Number(m.shareholders ?? 0),
    interestPaid: toKes(big(l.interest ?? 0)),
    growth: {
      users: growthPercent(big(u.total ?? 0), big(u.week_ago ?? 0)),
      wallet: growthPercent(wallet, big(m.wallet_week_ago ?? 0)),
      goalShares: growthPercent(shares, big(m.shares_week_ago ?? 0)),
      revenue: growthPercent(revenue, big(l.revenue_week_ago ?? 0)),
    },
  };
}
