import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { nairobiDate } from '../../../shared/loan-terms';
import { toCents, toKes } from '../../../shared/money';
import { LOAN_MESSAGES, type LoanView, overOutstandingMessage, type RepayBody } from '../../../shared/schemas/loans';
import type { AppContext } from '../../context';
import { firstRow } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { BadRequestError, BusinessRuleError, ConflictError, ForbiddenError, InsufficientFundsError } from '../../errors';
import { accountSpecs, ensureAccount, ensureWallet, walletBalance } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { notify } from '../notifications/notify';
import { loanRow, lockLoan, toLoanView } from './loan-queries';
import { loanTexts } from './loan-texts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The client's Idempotency-Key header, checked, or undefined when none was sent. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !IDEMPOTENCY_KEY.test(value)) {
    throw new BadRequestError('Idempotency-Key must be 8 to 100 letters, digits, dots, colons, dashes or underscores.');
  }
  return value;
}

/**
 * A repayment from the borrower's wallet to the loan's receivable: positive, at most what is
 * still owed, at most the wallet balance (the ledger's CHECK decides under a race). A repeated
 * Idempotency-Key returns the loan as it is and moves nothing. Zero outstanding → Repaid.
 */
export async function repayLoan(ctx: AppContext, callerId: string, loanId: string, body: RepayBody, clientKey?: string): Promise<LoanView> {
  const now = ctx.clock.now();
  const amount = toCents(body.repaymentAmount);
  const entryKey = `loan:${loanId}:repay:${clientKey ?? randomUUID()}`;
  await inTransaction(ctx.db, async (tx, after) => {
    const loan = await lockLoan(tx, loanId);
    if (loan.user_id !== callerId) throw new ForbiddenError('You can only repay your own loan.');
    if (clientKey) {
      const seen = await firstRow<{ amount: string | null }>(
        tx,
        sql`SELECT meta->>'amountCents' AS amount FROM journal_entries WHERE idempotency_key = ${entryKey}`,
      );
      if (seen) {
        if (seen.amount !== amount.toString()) throw new ConflictError('This Idempotency-Key was already used for a different repayment.');
        return;
      }
    }
    if (loan.status === 'Repaid') throw new ConflictError('This loan is already fully repaid.', 'loan_repaid');
    if (loan.status !== 'Approved') throw new ConflictError('Only an approved loan can be repaid.', 'loan_not_approved');
    const outstanding = loan.outstanding_cents;
    if (amount > outstanding) throw new BusinessRuleError(overOutstandingMessage(toKes(outstanding)), 'over_outstanding');
    if (amount > (await walletBalance(tx, callerId))) throw new InsufficientFundsError(LOAN_MESSAGES.insufficientBalance);
    const wallet = await ensureWallet(tx, callerId);
    const receivable = await ensureAccount(tx, accountSpecs.loanReceivable(loanId, callerId));
    try {
      await postEntry(tx, {
        idempotencyKey: entryKey,
        kind: 'loan_repayment',
        description: 'Loan repayment',
        postings: transfer(wallet, receivable, amount),
        actorUserId: callerId,
        meta: { loanId, amountCents: amount.toString() },
        at: now,
      });
    } catch (err) {
      // another debit of the same wallet won the race between our read and our posting
      if (err instanceof InsufficientFundsError) throw new InsufficientFundsError(LOAN_MESSAGES.insufficientBalance);
      throw err;
    }
    const left = outstanding - amount;
    if (left === 0n) {
      await tx.execute(sql`UPDATE loans SET status = 'Repaid', repaid_at = ${now.toISOString()}::timestamptz WHERE id = ${loanId}::uuid`);
      await notify(ctx, tx, after, callerId, loanTexts.repaid(amount, loan.amount_cents), { at: now, email: { subject: loanTexts.repaidSubject } });
    } else {
      await notify(ctx, tx, after, callerId, loanTexts.repayment(amount, left, loan.due_date ?? nairobiDate(now)), {
        at: now,
        email: { subject: loanTexts.repaymentSubject },
      });
    }
  });
  return toLoanView(await loanRow(ctx.db, loanId), nairobiDate(now));
}
