import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { aprNumber, platformQuote } from '../../../shared/key-facts';
import { toCents, toKes } from '../../../shared/money';
import type { LoanKeyFacts } from '../../../shared/schemas/key-facts';
import type { LoanDuration } from '../../../shared/loan-terms';
import { LOAN_MESSAGES, overLimitMessage } from '../../../shared/schemas/loans';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { BusinessRuleError, ConflictError, NotFoundError } from '../../errors';
import { HTTP_TEXTS } from '../../http/http-texts';
import type { AppContext } from '../../context';
import { nairobiDay } from '../../../shared/nairobi-time';

/**
 * The request's own rules, for the quote and the request alike: the user exists, the amount is
 * within the limit the superadmin set (422), and there is no active loan (409).
 */
export async function refuseUnlendable(db: Db, userId: string, amountCents: bigint): Promise<void> {
  const user = await queryRow(
    db,
    z.object({ loan_limit_cents: col.bigint }),
    sql`SELECT loan_limit_cents FROM users WHERE id = ${userId} AND deleted_at IS NULL`,
  );
  if (!user) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  if (amountCents > user.loan_limit_cents)
    throw new BusinessRuleError(overLimitMessage(toKes(amountCents), toKes(user.loan_limit_cents)), 'over_loan_limit');
  const active = await queryRow(
    db,
    z.object({}),
    sql`SELECT 1 FROM loans WHERE user_id = ${userId} AND status IN ('Pending', 'Approved')`,
  );
  if (active) throw new ConflictError(LOAN_MESSAGES.activeLoanExists, 'active_loan_exists');
}

/**
 * `GET /api/loans/quote`: the key facts of the loan the user would get by asking now (docs/product/loans.md):
 * principal, charge, total, APR (one decimal, half up) and due date, counted from today in Nairobi.
 */
export async function quoteLoan(
  ctx: AppContext,
  userId: string,
  q: { amount: number; duration: LoanDuration },
): Promise<LoanKeyFacts> {
  const amountCents = toCents(q.amount);
  await refuseUnlendable(ctx.db, userId, amountCents);
  const quote = platformQuote(amountCents, q.duration, nairobiDay(ctx.clock.now()));
  return {
    principal: toKes(quote.principalCents),
    charge: toKes(quote.chargeCents),
    total: toKes(quote.totalCents),
    apr: aprNumber(quote.aprTenths),
    dueDate: quote.dueDate,
  };
}
