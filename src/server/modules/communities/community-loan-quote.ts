import { sql } from 'drizzle-orm';
import { aprNumber, type CommunityQuote, communityQuote } from '../../../shared/key-facts';
import { toCents, toKes } from '../../../shared/money';
import type { CommunityLoanKeyFacts } from '../../../shared/schemas/key-facts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { refuseActiveLoan } from './community-loans';
import { type CommunityRow, requireMember, todayOf } from './community-store';

/**
 * Key facts before a chama loan (docs/product/communities.md, decision 085): what a member would owe by asking now —
 * principal, interest after the in duplum cap, total, APR and due date — and the figures the loan
 * request keeps from it (the loan paid out from the request takes them over, community-loans.ts).
 */

export function keyFactsView(q: {
  principalCents: bigint;
  interestCents: bigint;
  aprTenths: bigint;
  dueDate: string;
  capped: boolean;
}): CommunityLoanKeyFacts {
  return {
    principal: toKes(q.principalCents),
    interest: toKes(q.interestCents),
    total: toKes(q.principalCents + q.interestCents),
    apr: aprNumber(q.aprTenths),
    dueDate: q.dueDate,
    capped: q.capped,
  };
}

/** The quote of a loan in this community today, by the community's monthly rate. */
export const quoteFor = (ctx: AppContext, community: CommunityRow, amountCents: bigint, months: number) =>
  communityQuote(amountCents, community.loan_interest_bp, months, todayOf(ctx));

/** `GET /api/communities/{id}/loans/quote?amount&months`: members only, the request's own refusals. */
export async function quoteCommunityLoan(
  ctx: AppContext,
  rawId: string,
  userId: string,
  q: { amount: number; months: number },
): Promise<CommunityLoanKeyFacts> {
  const { community } = await requireMember(ctx.db, rawId, userId);
  await refuseActiveLoan(ctx.db, community.id, userId);
  return keyFactsView(quoteFor(ctx, community, toCents(q.amount), q.months));
}

/**
 * The request keeps its quote, once: a replay of the request's key on a later day changes nothing of
 * what the borrower was first quoted.
 */
export async function keepQuote(tx: Db, payoutId: string, q: CommunityQuote): Promise<void> {
  await tx.execute(
    sql`UPDATE community_payouts SET quoted_interest_cents = ${q.interestCents.toString()}::bigint,
               quoted_apr_tenths = ${Number(q.aprTenths)}, quoted_due_date = ${q.dueDate}::date, quoted_capped = ${q.capped}
        WHERE id = ${payoutId}::uuid AND kind = 'loan' AND quoted_apr_tenths IS NULL`,
  );
}
