import { formatDay } from '../../../shared/day-format';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { platformQuote } from '../../../shared/key-facts';
import { loanTerms } from '../../../shared/loan-terms';
import { nairobiDay } from '../../../shared/nairobi-time';
import { hasAtMostTwoDecimals, toCents, toKes } from '../../../shared/money';
import {
  type BorrowBody,
  LOAN_MESSAGES,
  loanDuration,
  type LoanRequestView,
  loanStatus,
  type LoansResponse,
  type LoanView,
  termsAmountMessage,
  termsDateMessage,
} from '../../../shared/schemas/loans';
import type { AppContext } from '../../context';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { inTransaction, violatedConstraint } from '../../db/tx';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { loanRow, loanRows, toLoanView } from './loan-queries';
import { holdLiveActor } from '../../auth/live-user';
import { HTTP_TEXTS } from '../../http/http-texts';
import { refuseUnlendable } from './loan-quote';

const ONE_ACTIVE_LOAN = 'loans_one_active_per_user';

/**
 * A loan request: within the limit the superadmin set, one active loan at a time (the unique
 * index decides under any race), and the terms the client showed must be the server's own.
 */
export async function requestLoan(ctx: AppContext, userId: string, body: BorrowBody): Promise<LoanView> {
  const now = ctx.clock.now();
  const today = nairobiDay(now);
  const amountCents = toCents(body.amount);
  const terms = loanTerms(amountCents, body.duration, today);
  // The key facts the borrower confirmed: the loan keeps them (docs/product/loans.md, decision 085).
  const quoted = platformQuote(amountCents, body.duration, today);
  try {
    const id = await inTransaction(ctx.db, async (tx) => {
      await holdLiveActor(tx, userId);
      await refuseUnlendable(tx, userId, amountCents);
      if (!hasAtMostTwoDecimals(body.repaymentAmount) || toCents(body.repaymentAmount) !== terms.repaymentCents) {
        throw new BadRequestError(termsAmountMessage(toKes(terms.repaymentCents)), 'terms_changed');
      }
      if (body.repaymentDueDate !== terms.dueDate) {
        throw new BadRequestError(termsDateMessage(formatDay(terms.dueDate, 'en')), 'terms_changed');
      }
      const inserted = await queryRow(
        tx,
        z.object({ id: col.text }),
        sql`INSERT INTO loans (user_id, amount_cents, duration, purpose, repayment_cents, requested_due_date, requested_at,
                               quoted_apr_tenths)
            VALUES (${userId}, ${amountCents.toString()}::bigint, ${body.duration}, ${body.purpose},
                    ${terms.repaymentCents.toString()}::bigint, ${terms.dueDate}::date, ${now.toISOString()}::timestamptz,
                    ${Number(quoted.aprTenths)})
            RETURNING id::text AS id`,
      );
      if (!inserted) throw new Error('loan insert returned nothing');
      return inserted.id;
    });
    return toLoanView(await loanRow(ctx.db, id), today);
  } catch (err) {
    if (violatedConstraint(err) === ONE_ACTIVE_LOAN)
      throw new ConflictError(LOAN_MESSAGES.activeLoanExists, 'active_loan_exists');
    throw err;
  }
}

/** `GET /api/loan/{userId}`: the user's loans, newest first, and their loan limit. */
export async function listLoans(ctx: AppContext, userId: string): Promise<LoansResponse> {
  const user = await queryRow(
    ctx.db,
    z.object({ loan_limit_cents: col.bigint }),
    sql`SELECT loan_limit_cents FROM users WHERE id = ${userId} AND deleted_at IS NULL`,
  );
  if (!user) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  const today = nairobiDay(ctx.clock.now());
  const loans = await loanRows(ctx.db, sql`l.user_id = ${userId}`);
  return {
    loans: loans.map((l) => toLoanView(l, today)),
    loanLimit: toKes(user.loan_limit_cents),
    today,
  };
}

/** The superadmin's list: Pending first (oldest first, as a queue), then the rest, newest first. */
export async function listLoanRequests(ctx: AppContext): Promise<LoanRequestView[]> {
  const found = await queryRows(
    ctx.db,
    z.object({
      id: col.text,
      user_id: col.text,
      amount_cents: col.bigint,
      duration: loanDuration,
      purpose: col.text,
      status: loanStatus,
      applicant: col.text.nullable(),
      requested_at: col.timestamp,
    }),
    sql`SELECT * FROM ((SELECT l.id::text AS id, l.user_id, l.amount_cents, l.duration, l.purpose, l.status, u.full_name AS applicant, l.requested_at, 0 AS rank
         FROM loans l JOIN users u ON u.id = l.user_id WHERE l.status = 'Pending' ORDER BY l.requested_at LIMIT 1000)
        UNION ALL
        (SELECT l.id::text, l.user_id, l.amount_cents, l.duration, l.purpose, l.status, u.full_name, l.requested_at, 1
         FROM loans l JOIN users u ON u.id = l.user_id WHERE l.status <> 'Pending' ORDER BY l.requested_at DESC LIMIT 200)) t
        ORDER BY rank, CASE WHEN rank = 0 THEN requested_at END, requested_at DESC`,
  );
  return found.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    amount: toKes(r.amount_cents),
    duration: r.duration,
    purpose: r.purpose,
    status: r.status,
    applicant: r.applicant ?? '',
    requested_at: r.requested_at.toISOString(),
  }));
}
