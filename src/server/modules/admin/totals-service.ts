import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Totals } from '../../../shared/schemas/admin';
import { toKes } from '../../../shared/money';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { shareTotals } from '../shares';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const UserCounts = z.object({ total: col.bigint, active: col.bigint, inactive: col.bigint, week_ago: col.bigint });
const MoneyTotals = z.object({
  wallet: col.bigint,
  wallet_week_ago: col.bigint,
  shares: col.bigint,
  shares_week_ago: col.bigint,
  loans: col.bigint,
  shareholders: col.bigint,
});
const LedgerTotals = z.object({ revenue: col.bigint, revenue_week_ago: col.bigint, interest: col.bigint });
const Counts = z.object({ goals: col.bigint, feedbacks: col.bigint, support: col.bigint, info: col.bigint });

/** Percent change from a week ago to now, to 2 decimals; null when it grew from zero. */
export function growthPercent(now: bigint, weekAgo: bigint): number | null {
  if (weekAgo === 0n) return now === 0n ? 0 : null;
  return Math.round((Number(now - weekAgo) / Math.abs(Number(weekAgo))) * 10_000) / 100;
}

/**
 * The dashboard's figures, all real (see docs/product/console.md): counts of users, goals and messages, the money
 * in wallets, goal shares and loans, and each headline's change since a week ago (the balance a
 * week ago is today's minus the postings made since).
 */
export async function totals(db: Db, now: Date): Promise<Totals> {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const users = await queryRow(
    db,
    UserCounts,
    sql`SELECT COUNT(*) FILTER (WHERE deleted_at IS NULL) AS total,
               COUNT(*) FILTER (WHERE deleted_at IS NULL AND registration_step = 5 AND account_status = 'active') AS active,
               COUNT(*) FILTER (WHERE deleted_at IS NULL AND registration_step = 5 AND account_status = 'inactive') AS inactive,
               COUNT(*) FILTER (WHERE created_at <= ${weekAgo}::timestamptz AND (deleted_at IS NULL OR deleted_at > ${weekAgo}::timestamptz)) AS week_ago
        FROM users WHERE role = 'user'`,
  );
  const money = await queryRow(
    db,
    MoneyTotals,
    sql`WITH acc AS (
          SELECT a.id, a.kind, a.user_id, a.balance_cents FROM ledger_accounts a JOIN users u ON u.id = a.user_id
          WHERE u.role = 'user' AND a.kind IN ('wallet', 'goal_share', 'loan_receivable')
        ),
        recent AS (
          SELECT p.account_id, SUM(p.amount_cents) AS since FROM postings p
          WHERE p.created_at > ${weekAgo}::timestamptz GROUP BY p.account_id
        )
        SELECT
          COALESCE(SUM(acc.balance_cents) FILTER (WHERE acc.kind = 'wallet'), 0)::bigint AS wallet,
          COALESCE(SUM(acc.balance_cents - COALESCE(r.since, 0)) FILTER (WHERE acc.kind = 'wallet'), 0)::bigint AS wallet_week_ago,
          COALESCE(SUM(acc.balance_cents) FILTER (WHERE acc.kind = 'goal_share'), 0)::bigint AS shares,
          COALESCE(SUM(acc.balance_cents - COALESCE(r.since, 0)) FILTER (WHERE acc.kind = 'goal_share'), 0)::bigint AS shares_week_ago,
          COALESCE(-SUM(acc.balance_cents) FILTER (WHERE acc.kind = 'loan_receivable'), 0)::bigint AS loans,
          COUNT(DISTINCT acc.user_id) FILTER (WHERE acc.kind = 'goal_share' AND acc.balance_cents > 0) AS shareholders
        FROM acc LEFT JOIN recent r ON r.account_id = acc.id`,
  );
  const ledger = await queryRow(
    db,
    LedgerTotals,
    sql`SELECT COALESCE(SUM(amount_cents) FILTER (WHERE account_id = ${SYSTEM_ACCOUNTS.loanFeeIncome.toString()}::bigint), 0)::bigint AS revenue,
               COALESCE(SUM(amount_cents) FILTER (WHERE account_id = ${SYSTEM_ACCOUNTS.loanFeeIncome.toString()}::bigint AND created_at <= ${weekAgo}::timestamptz), 0)::bigint AS revenue_week_ago,
               COALESCE(-SUM(amount_cents) FILTER (WHERE account_id = ${SYSTEM_ACCOUNTS.interestExpense.toString()}::bigint), 0)::bigint AS interest
        FROM postings WHERE account_id IN (${SYSTEM_ACCOUNTS.loanFeeIncome.toString()}::bigint, ${SYSTEM_ACCOUNTS.interestExpense.toString()}::bigint)`,
  );
  const counts = await queryRow(
    db,
    Counts,
    sql`SELECT (SELECT COUNT(*) FROM goals WHERE deleted_at IS NULL) AS goals,
               (SELECT COUNT(*) FROM feedback) AS feedbacks,
               (SELECT COUNT(*) FROM support_messages) AS support,
               (SELECT COUNT(*) FROM account_info_requests) AS info`,
  );
  // Aggregates without GROUP BY: each answers exactly one row.
  if (!users || !money || !ledger || !counts) throw new Error('an aggregate query answered no row');
  return {
    totalUsers: Number(users.total),
    totalSavings: toKes(money.wallet + money.shares),
    totalGoals: Number(counts.goals),
    totalFeedbacks: Number(counts.feedbacks),
    totalSupportMessages: Number(counts.support),
    totalAccountInfoRequests: Number(counts.info),
    totalWalletBalance: toKes(money.wallet),
    totalGoalShares: toKes(money.shares),
    totalRevenue: toKes(ledger.revenue),
    loansOutstanding: toKes(money.loans),
    activeUsers: Number(users.active),
    inactiveUsers: Number(users.inactive),
    shareholders: Number(money.shareholders),
    interestPaid: toKes(ledger.interest),
    ...(await shareTotals(db)),
    growth: {
      users: growthPercent(users.total, users.week_ago),
      wallet: growthPercent(money.wallet, money.wallet_week_ago),
      goalShares: growthPercent(money.shares, money.shares_week_ago),
      revenue: growthPercent(ledger.revenue, ledger.revenue_week_ago),
    },
  };
}
