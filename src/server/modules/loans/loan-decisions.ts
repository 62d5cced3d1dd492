import { sql } from 'drizzle-orm';
import { addDuration } from '../../../shared/loan-terms';
import { nairobiDay } from '../../../shared/nairobi-time';
import { LOAN_MESSAGES } from '../../../shared/schemas/loans';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import { ConflictError } from '../../errors';
import { accountSpecs, ensureAccount, ensureWallet, SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry } from '../../ledger/post';
import { notify } from '../../notifications/notify';
import { LOAN_NOT_FOUND, lockLoan } from './loan-queries';
import { disbursementText, loanSms, loanTexts } from './loan-texts';
import { uuidOr404 } from '../../db/uuid';
import { audit } from '../../audit/audit';
import { LOAN_ERRORS } from './loan-texts';

export type Decision = 'approve' | 'decline';

/**
 * The superadmin's decision on a Pending loan. Approval fixes the due date (approval day plus the
 * duration) and disburses in the same transaction: wallet +principal, receivable −repayment,
 * unearned charge +fee (it becomes income as the loan is repaid, decision 030). The row lock and the idempotency key make a second approval disburse nothing.
 */
export async function decideLoan(
  ctx: AppContext,
  adminId: string,
  rawLoanId: string,
  decision: Decision,
): Promise<string> {
  // One spelling of the id: the receivable's code and the disbursement's key are built from it.
  const loanId = uuidOr404(rawLoanId, LOAN_NOT_FOUND);
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx, after) => {
    const loan = await lockLoan(tx, loanId);
    if (loan.status !== 'Pending') {
      throw new ConflictError(LOAN_ERRORS.notPending(decision, loan.status), 'loan_not_pending');
    }
    // the superadmin's decision is kept in the audit log with the money it concerns
    await audit(tx, {
      actorUserId: adminId,
      action: `loan.${decision}`,
      target: loanId,
      details: {
        userId: loan.user_id,
        amountCents: loan.amount_cents.toString(),
        repaymentCents: loan.repayment_cents.toString(),
      },
      at: now,
    });
    if (decision === 'decline') {
      await tx.execute(
        sql`UPDATE loans SET status = 'Declined', decided_at = ${now.toISOString()}::timestamptz, decided_by = ${adminId} WHERE id = ${loanId}::uuid`,
      );
      await notify(ctx, tx, after, loan.user_id, loanTexts.declined(loan.amount_cents), {
        at: now,
        email: { subject: loanTexts.declinedSubject },
      });
      return;
    }
    const dueDate = addDuration(nairobiDay(now), loan.duration);
    await tx.execute(
      sql`UPDATE loans SET status = 'Approved', due_date = ${dueDate}::date, decided_at = ${now.toISOString()}::timestamptz,
                           approved_at = ${now.toISOString()}::timestamptz, decided_by = ${adminId}
          WHERE id = ${loanId}::uuid`,
    );
    const wallet = await ensureWallet(tx, loan.user_id);
    const receivable = await ensureAccount(tx, accountSpecs.loanReceivable(loanId, loan.user_id));
    await postEntry(tx, {
      idempotencyKey: `loan:${loanId}:disburse`,
      kind: 'loan_disbursement',
      text: disbursementText(loan.repayment_cents, dueDate, loan.quoted_apr_tenths),
      postings: [
        { accountId: wallet, amountCents: loan.amount_cents },
        { accountId: receivable, amountCents: -loan.repayment_cents },
        {
          accountId: SYSTEM_ACCOUNTS.loanFeeUnearned,
          amountCents: loan.repayment_cents - loan.amount_cents,
        },
      ],
      actorUserId: adminId,
      meta: { loanId },
      at: now,
    });
    await notify(
      ctx,
      tx,
      after,
      loan.user_id,
      loanTexts.approved(loan.amount_cents, loan.repayment_cents, dueDate, loan.quoted_apr_tenths),
      {
        at: now,
        email: { subject: loanTexts.approvedSubject },
        sms: {
          text: loanSms.approved(loan.amount_cents, loan.repayment_cents, dueDate, loan.quoted_apr_tenths),
          category: 'loan',
          eventKey: `loan-approved:${loanId}`,
        },
      },
    );
  });
  return decision === 'approve' ? LOAN_MESSAGES.approved : LOAN_MESSAGES.declined;
}
