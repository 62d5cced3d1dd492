import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { nairobiDay } from '../../../shared/nairobi-time';
import { toCents, toKes } from '../../../shared/money';
import { LOAN_MESSAGES, type LoanView, overOutstandingMessage, type RepayBody } from '../../../shared/schemas/loans';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, ConflictError, ForbiddenError, InsufficientFundsError } from '../../errors';
import { IdempotencyKeyReusedError, keyOrFresh } from '../../http/idempotency-key';
import { accountSpecs, ensureAccount, ensureWallet, SYSTEM_ACCOUNTS, walletBalance } from '../../ledger/accounts';
import { type Posting, postOrRefuse, transfer } from '../../ledger/post';
import { notify } from '../../notifications/notify';
import { LOAN_NOT_FOUND, loanRow, lockLoan, toLoanView } from './loan-queries';
import { loanTexts } from './loan-texts';
import { uuidOr404 } from '../../db/uuid';
import { LOAN_ERRORS } from './loan-texts';
import { movement } from '../../ledger/movement-texts';

/**
 * How a repayment splits into principal and charge (decision 030): pro rata, cumulatively. After a
 * repayment the charge earned is floor(charge × repaid so far / repayment amount), so every
 * repayment, partial or final, carries its share and the last one completes the charge exactly.
 */
export function splitRepayment(
  principalCents: bigint,
  repaymentCents: bigint,
  outstandingBefore: bigint,
  amountCents: bigint,
): { principalCents: bigint; chargeCents: bigint } {
  const fee = repaymentCents - principalCents;
  const earned = (outstanding: bigint) => (fee * (repaymentCents - outstanding)) / repaymentCents;
  const chargeCents = earned(outstandingBefore - amountCents) - earned(outstandingBefore);
  return { principalCents: amountCents - chargeCents, chargeCents };
}

/** The charge part moves from unearned to earned: platform income. */
function chargePostings(chargeCents: bigint): Posting[] {
  return chargeCents > 0n ? transfer(SYSTEM_ACCOUNTS.loanFeeUnearned, SYSTEM_ACCOUNTS.loanFeeIncome, chargeCents) : [];
}

/**
 * A repayment from the borrower's wallet to the loan's receivable: positive, at most what is
 * still owed, at most the wallet balance (the ledger's CHECK decides under a race). A repeated
 * Idempotency-Key returns the loan as it is and moves nothing. Zero outstanding → Repaid.
 */
export async function repayLoan(
  ctx: AppContext,
  callerId: string,
  rawLoanId: string,
  body: RepayBody,
  clientKey?: string,
): Promise<LoanView> {
  // One spelling of the id: the receivable's code and the entry's key are built from it.
  const loanId = uuidOr404(rawLoanId, LOAN_NOT_FOUND);
  const now = ctx.clock.now();
  const amount = toCents(body.repaymentAmount);
  const entryKey = `loan:${loanId}:repay:${keyOrFresh(clientKey)}`;
  await inTransaction(ctx.db, async (tx, after) => {
    const loan = await lockLoan(tx, loanId);
    if (loan.user_id !== callerId) throw new ForbiddenError(LOAN_ERRORS.notYours);
    if (clientKey) {
      const seen = await queryRow(
        tx,
        z.object({ amount: col.text.nullable() }),
        sql`SELECT meta->>'amountCents' AS amount FROM journal_entries WHERE idempotency_key = ${entryKey}`,
      );
      if (seen) {
        if (seen.amount !== amount.toString()) throw new IdempotencyKeyReusedError();
        return;
      }
    }
    if (loan.status === 'Repaid') throw new ConflictError(LOAN_ERRORS.repaid, 'loan_repaid');
    if (loan.status !== 'Approved') throw new ConflictError(LOAN_ERRORS.notApproved, 'loan_not_approved');
    const outstanding = loan.outstanding_cents;
    if (amount > outstanding)
      throw new BusinessRuleError(overOutstandingMessage(toKes(outstanding)), 'over_outstanding');
    if (amount > (await walletBalance(tx, callerId)))
      throw new InsufficientFundsError(LOAN_MESSAGES.insufficientBalance);
    const split = splitRepayment(loan.amount_cents, loan.repayment_cents, outstanding, amount);
    const wallet = await ensureWallet(tx, callerId);
    const receivable = await ensureAccount(tx, accountSpecs.loanReceivable(loanId, callerId));
    // Another debit of the same wallet may win the race between our read and our posting.
    await postOrRefuse(
      tx,
      {
        idempotencyKey: entryKey,
        kind: 'loan_repayment',
        text: movement('loanRepayment'),
        postings: [...transfer(wallet, receivable, amount), ...chargePostings(split.chargeCents)],
        actorUserId: callerId,
        meta: {
          loanId,
          amountCents: amount.toString(),
          principalCents: split.principalCents.toString(),
          chargeCents: split.chargeCents.toString(),
        },
        at: now,
      },
      () => new InsufficientFundsError(LOAN_MESSAGES.insufficientBalance),
    );
    const left = outstanding - amount;
    if (left === 0n) {
      await tx.execute(
        sql`UPDATE loans SET status = 'Repaid', repaid_at = ${now.toISOString()}::timestamptz WHERE id = ${loanId}::uuid`,
      );
      await notify(ctx, tx, after, callerId, loanTexts.repaid(amount, loan.amount_cents), {
        at: now,
        email: { subject: loanTexts.repaidSubject },
      });
    } else {
      await notify(ctx, tx, after, callerId, loanTexts.repayment(amount, left, loan.due_date ?? nairobiDay(now)), {
        at: now,
        email: { subject: loanTexts.repaymentSubject },
      });
    }
  });
  return toLoanView(await loanRow(ctx.db, loanId), nairobiDay(now));
}
