import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDuration } from '../../../shared/loan-terms';
import { communityLoanInterest } from '../../../shared/community-cycles';
import { aprNumber } from '../../../shared/key-facts';
import { toCents, toKes } from '../../../shared/money';
import type { CommunityLoanView } from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows, queryRowOrThrow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { notifyMembers, requireMember, todayOf } from './community-store';
import { uuidOr404 } from '../../db/uuid';
import { type PayKind, payIntoPool, payRecipient } from './pool-payment';
import { COMMUNITY_ERRORS, communityTexts } from './community-texts';
import { IdempotencyKeyReusedError } from '../../http/idempotency-key';
import { queueSms } from '../../sms/sms-outbox';
import { keyFactsSms } from './key-facts-texts';
import { rescaleHolds } from './guarantee-holds';
import { movement } from '../../ledger/movement-texts';

/** Table banking's loans (docs/decisions/022-communities-model.md): read and repay. */
const loanRow = z.object({
  id: col.text,
  user_id: col.text,
  payout_id: col.text,
  principal_cents: col.bigint,
  interest_cents: col.bigint,
  repaid_cents: col.bigint,
  months: col.int,
  due_date: col.date,
  status: z.enum(['active', 'repaid', 'recovered']),
  created_at: col.timestamp,
  /** The key facts quoted at the request (migration 1100); null for loans before them. */
  quoted_apr_tenths: col.int.nullable(),
  quoted_due_date: col.date.nullable(),
  quoted_capped: z.boolean().nullable(),
});
type LoanRow = z.infer<typeof loanRow>;

const loanSelect = sql`SELECT id::text AS id, user_id, payout_id::text AS payout_id, principal_cents, interest_cents, repaid_cents, months,
  due_date::text AS due_date, status, created_at, quoted_apr_tenths, quoted_due_date::text AS quoted_due_date, quoted_capped
  FROM community_loans`;

function loanView(l: LoanRow): CommunityLoanView {
  const total = l.principal_cents + l.interest_cents;
  return {
    loan_id: l.id,
    user_id: l.user_id,
    principal: toKes(l.principal_cents),
    interest: toKes(l.interest_cents),
    total: toKes(total),
    repaid: toKes(l.repaid_cents),
    outstanding: toKes(total - l.repaid_cents),
    months: l.months,
    due_date: l.due_date,
    status: l.status,
    created_at: l.created_at.toISOString(),
    key_facts:
      l.quoted_apr_tenths === null || l.quoted_due_date === null
        ? null
        : {
            principal: toKes(l.principal_cents),
            interest: toKes(l.interest_cents),
            total: toKes(total),
            apr: aprNumber(BigInt(l.quoted_apr_tenths)),
            dueDate: l.quoted_due_date,
            capped: l.quoted_capped ?? false,
          },
  };
}

/** Every loan of the community (members see them all: transparency). */
export async function listLoans(ctx: AppContext, rawId: string, userId: string): Promise<CommunityLoanView[]> {
  const { community } = await requireMember(ctx.db, rawId, userId);
  const found = await queryRows(
    ctx.db,
    loanRow,
    sql`${loanSelect} WHERE community_id = ${community.id}::uuid ORDER BY created_at DESC, id`,
  );
  return found.map(loanView);
}

/** Whether the member has a loan in the community not yet repaid. */
export async function hasActiveLoan(tx: Db, communityId: string, userId: string): Promise<boolean> {
  const active = await queryRow(
    tx,
    z.object({ id: col.text }),
    sql`SELECT id::text AS id FROM community_loans WHERE community_id = ${communityId}::uuid AND user_id = ${userId} AND status = 'active'`,
  );
  return active !== undefined;
}

/** A member with an active loan in the community may not borrow again (409). */
export async function refuseActiveLoan(tx: Db, communityId: string, userId: string): Promise<void> {
  if (await hasActiveLoan(tx, communityId, userId)) throw new ConflictError(COMMUNITY_ERRORS.activeLoan);
}

/** An approved loan: the money goes to the borrower's wallet and the loan starts, due in its months. */
export const payLoan: PayKind = async (ctx, tx, community, payout, at) => {
  await refuseActiveLoan(tx, community.id, payout.recipient_user_id ?? '');
  const paid = await payRecipient(tx, community, payout, at);
  if (!paid) return null;
  const months = payout.months ?? 1;
  // The loan keeps what its request was quoted (the interest, the APR, the due date shown): decision 085.
  const interest = communityLoanInterest(paid.amount, community.loan_interest_bp, months);
  await tx.execute(
    sql`INSERT INTO community_loans (community_id, user_id, payout_id, principal_cents, interest_cents, months, due_date, created_at,
                                     quoted_apr_tenths, quoted_due_date, quoted_capped)
        SELECT ${community.id}::uuid, ${payout.recipient_user_id}, p.id, ${paid.amount.toString()}::bigint,
               COALESCE(p.quoted_interest_cents, ${interest.toString()}::bigint), ${months},
               ${addDuration(todayOf(ctx), `${months} month${months === 1 ? '' : 's'}`)}::date, ${at.toISOString()}::timestamptz,
               p.quoted_apr_tenths, p.quoted_due_date, p.quoted_capped
        FROM community_payouts p WHERE p.id = ${payout.id}::uuid`,
  );
  await textLoanTerms(tx, community.name, payout.id, at);
  return paid;
};

/** The borrower is texted the loan's terms with the APR it was quoted (none for a request made before key facts). */
async function textLoanTerms(tx: Db, community: string, payoutId: string, at: Date): Promise<void> {
  const loan = await queryRow(
    tx,
    z.object({ user_id: col.text, total: col.bigint, due: col.date, apr: col.int, capped: z.boolean() }),
    sql`SELECT user_id, principal_cents + interest_cents AS total, due_date::text AS due, quoted_apr_tenths AS apr,
               COALESCE(quoted_capped, false) AS capped
        FROM community_loans WHERE payout_id = ${payoutId}::uuid AND quoted_apr_tenths IS NOT NULL`,
  );
  if (!loan) return;
  await queueSms(tx, {
    userId: loan.user_id,
    text: keyFactsSms.loanTerms(loan.total, loan.due, loan.apr, loan.capped, community),
    category: 'community',
    eventKey: `community-loan-terms:${payoutId}`,
    at,
  });
}

async function lockLoan(tx: Db, communityId: string, loanId: string): Promise<LoanRow> {
  return queryRowOrThrow(
    tx,
    loanRow,
    sql`${loanSelect} WHERE id = ${loanId}::uuid AND community_id = ${communityId}::uuid FOR UPDATE`,
    () => new NotFoundError(COMMUNITY_ERRORS.loanNotFound),
  );
}

/**
 * The borrower repays (wallet → pool) up to what is outstanding. Repayments settle the principal
 * first, so the interest counted as income is what came in beyond the principal.
 */
export async function repayLoan(
  ctx: AppContext,
  rawId: string,
  rawLoanId: string,
  userId: string,
  kes: number,
  clientKey: string,
): Promise<CommunityLoanView> {
  const loanId = uuidOr404(rawLoanId, COMMUNITY_ERRORS.loanNotFound);
  const amount = toCents(kes);
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const { community, me } = await requireMember(tx, rawId, userId);
    const loan = await lockLoan(tx, community.id, loanId);
    if (loan.user_id !== userId) throw new ForbiddenError(COMMUNITY_ERRORS.loanNotYours);
    const key = `community-loan-repayment:${loanId}:${clientKey}`;
    const replay = await queryRow(
      tx,
      z.object({ cents: col.bigint }),
      sql`SELECT COALESCE(SUM(p.amount_cents) FILTER (WHERE p.amount_cents > 0), 0)::bigint AS cents
          FROM journal_entries e JOIN postings p ON p.entry_id = e.id WHERE e.idempotency_key = ${key}
          GROUP BY e.id`,
    );
    if (replay) {
      // The same key for another amount is another request: refused, nothing moved.
      if (replay.cents !== amount) throw new IdempotencyKeyReusedError();
      return loanView(loan);
    }
    if (loan.status === 'repaid') throw new ConflictError(COMMUNITY_ERRORS.loanRepaid);
    const outstanding = loan.principal_cents + loan.interest_cents - loan.repaid_cents;
    if (amount > outstanding) throw new BusinessRuleError(COMMUNITY_ERRORS.overRepay(outstanding));
    const posted = await payIntoPool(tx, community.id, userId, amount, {
      idempotencyKey: key,
      kind: 'community_loan_repayment',
      text: movement('communityLoanRepayment', community.name),
      meta: { communityId: community.id, loanId, userId },
      at,
    });
    const repaid = loan.repaid_cents + amount;
    await tx.execute(
      sql`UPDATE community_loans SET repaid_cents = ${repaid.toString()}::bigint,
                 status = CASE WHEN status = 'recovered' THEN 'recovered'
                               WHEN ${repaid.toString()}::bigint = principal_cents + interest_cents THEN 'repaid' ELSE 'active' END
          WHERE id = ${loanId}::uuid`,
    );
    await tx.execute(
      sql`INSERT INTO community_loan_repayments (loan_id, amount_cents, entry_id, created_at)
          VALUES (${loanId}::uuid, ${amount.toString()}::bigint, ${posted.entryId.toString()}::bigint, ${at.toISOString()}::timestamptz)`,
    );
    const total = loan.principal_cents + loan.interest_cents;
    await rescaleHolds(tx, loan.payout_id, total - repaid, total, at);
    await notifyMembers(tx, community.id, communityTexts.repaid(me.full_name, amount, community.name), at);
    return loanView(await lockLoan(tx, community.id, loanId));
  });
}
