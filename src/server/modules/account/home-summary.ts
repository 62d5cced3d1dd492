import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import { nairobiDay } from '../../../shared/nairobi-time';
import type { HomeSummary } from '../../../shared/schemas/home';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { accountSpecs } from '../../ledger/accounts';
import { HTTP_TEXTS } from '../../http/http-texts';

const FiguresRow = z.object({
  account_status: z.enum(['active', 'inactive']),
  wallet_cents: col.bigint.nullable(),
  goals_cents: col.bigint,
  shares_cents: col.bigint,
});

const LoanRow = z.object({ id: col.text, due_date: col.date.nullable(), outstanding_cents: col.bigint });

/**
 * What the user owns and owes, for the home screen (decision 038): the wallet (the spec's "total
 * savings balance"), their shares in goals, their Pamoja shares at today's price, the Approved loan
 * still owed, and what is free to withdraw. Read from the ledger's cached balances, so the figures agree with every other screen.
 */
export async function homeSummary(db: Db, userId: string, now: Date): Promise<HomeSummary> {
  const figures = await queryRow(
    db,
    FiguresRow,
    sql`SELECT u.account_status,
               (SELECT balance_cents FROM ledger_accounts WHERE code = ${accountSpecs.wallet(userId).code}) AS wallet_cents,
               (SELECT COALESCE(SUM(balance_cents), 0) FROM ledger_accounts
                 WHERE user_id = u.id AND kind = 'goal_share')::bigint AS goals_cents,
               COALESCE((SELECT h.shares * s.price_cents FROM share_holdings h JOIN share_settings s ON s.id = 1
                 WHERE h.user_id = u.id), 0)::bigint AS shares_cents
        FROM users u WHERE u.id = ${userId} AND u.deleted_at IS NULL`,
  );
  if (!figures) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  const loan = await queryRow(
    db,
    LoanRow,
    sql`SELECT l.id::text AS id, to_char(l.due_date, 'YYYY-MM-DD') AS due_date,
               COALESCE(-la.balance_cents, 0)::bigint AS outstanding_cents
        FROM loans l LEFT JOIN ledger_accounts la ON la.code = 'loan:' || l.id::text
        WHERE l.user_id = ${userId} AND l.status = 'Approved'
        ORDER BY l.requested_at DESC LIMIT 1`,
  );
  const wallet = figures.wallet_cents ?? 0n;
  const owed = loan?.outstanding_cents ?? 0n;
  const today = nairobiDay(now);
  return {
    account: { balance: toKes(wallet), accountStatus: figures.account_status },
    inGoals: toKes(figures.goals_cents),
    inShares: toKes(figures.shares_cents),
    loan: loan
      ? {
          id: loan.id,
          toRepay: toKes(owed),
          dueDate: loan.due_date,
          overdue: loan.due_date !== null && loan.due_date < today,
        }
      : null,
    freeToWithdraw: toKes(wallet),
    ownMoney: toKes(wallet + figures.goals_cents + figures.shares_cents - owed),
  };
}
