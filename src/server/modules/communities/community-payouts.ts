import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { mayApprove } from '../../../shared/payout-approval';
import type { PayoutView } from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { ConflictError, ForbiddenError } from '../../errors';
import { type CommunityRow, notifyMembers, holdOfficial, requireOfficial } from './community-store';
import { uuidOr404 } from '../../db/uuid';
import { COMMUNITY_ERRORS, communityMessages, communityTexts } from './community-texts';
import { type PayoutRow, payoutView, readPayout } from './community-payout-rows';
import { payLoan } from './community-loans';
import { payPayout } from './community-requests';
import { payShareOut } from './community-share-out';
import { type PayKind } from './pool-payment';
import { payRotation } from './rotation-top-up';
import { releaseForPayout } from './guarantee-holds';

/**
 * Money leaves a pool only through a payout request (maker-checker, docs/decisions/022-communities-model.md):
 * an official proposes (a member asks for a loan), other officials approve or reject; neither the
 * proposer nor the recipient may approve (decision 057); one rejection ends it; at the required approvals the money moves in the
 * same transaction, or the request stays pending when the pool lacks it. Locks, in this order: the
 * deciding official's membership (FOR SHARE), the payout row, the approvers' memberships (FOR SHARE,
 * by id); when it pays, the memberships it changes (FOR UPDATE: the recipient's, or every active one
 * by id for a share-out), then the ledger accounts (by id), and last, for a share-out, the community row.
 */
export type Decision = { payout: PayoutView; message: string };

type PendingForOfficial = Awaited<ReturnType<typeof requireOfficial>> & { payout: PayoutRow; payoutId: string };

/**
 * Runs `decide` in one transaction with the caller as an official of the community and its payout,
 * locked, still pending and unexpired at the clock's now.
 */
async function decidePending(
  ctx: AppContext,
  rawId: string,
  rawPayoutId: string,
  userId: string,
  decide: (tx: Db, found: PendingForOfficial, at: Date) => Promise<Decision>,
): Promise<Decision> {
  const payoutId = uuidOr404(rawPayoutId, COMMUNITY_ERRORS.payoutNotFound);
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const official = await requireOfficial(tx, rawId, userId);
    // Memberships before payouts, as leaving locks them: the decider's role holds until the decision is made.
    await holdOfficial(tx, official.me);
    const payout = await readPayout(tx, official.community.id, payoutId, true);
    if (payout.status !== 'pending' || payout.expires_at <= at)
      throw new ConflictError(COMMUNITY_ERRORS.payoutNotPending);
    return decide(tx, { ...official, payout, payoutId }, at);
  });
}

/** An official approves: the approval that reaches the required number pays, if the pool holds the money. */
export function approvePayout(ctx: AppContext, rawId: string, rawPayoutId: string, userId: string): Promise<Decision> {
  return decidePending(ctx, rawId, rawPayoutId, userId, async (tx, { community, payout, payoutId }, at) => {
    // Nobody signs for money paid to themselves (a loan's borrower is also its proposer), nor for their own proposal.
    if (payout.recipient_user_id === userId) throw new ForbiddenError(COMMUNITY_ERRORS.paysYou);
    if (payout.proposed_by === userId) throw new ForbiddenError(COMMUNITY_ERRORS.ownProposal);
    const added = await queryRow(
      tx,
      z.object({ user_id: col.text }),
      sql`INSERT INTO community_payout_approvals (payout_id, user_id, decision, created_at)
          VALUES (${payoutId}::uuid, ${userId}, 'approve', ${at.toISOString()}::timestamptz)
          ON CONFLICT DO NOTHING RETURNING user_id`,
    );
    // Only officials' approvals count (community_payout_signers, migration 0940): the approvers' memberships are held
    // while they are counted, so one leaving or made a plain member meanwhile waits, or is seen gone.
    await tx.execute(
      sql`SELECT m.id FROM community_members m JOIN community_payout_approvals a ON a.user_id = m.user_id
          WHERE a.payout_id = ${payoutId}::uuid AND a.decision = 'approve' AND m.community_id = ${community.id}::uuid
            AND m.left_at IS NULL ORDER BY m.id FOR SHARE OF m`,
    );
    const now = await readPayout(tx, community.id, payoutId);
    // Approving again (no new row) only retries the payment of a request that has its approvals but found the pool short.
    if (!added && !(now.approvals.includes(userId) && mayApprove(now, userId)))
      throw new ConflictError(COMMUNITY_ERRORS.alreadyDecided);
    if (now.approvals.length < now.required)
      return { payout: payoutView(now), message: communityMessages.approvedWaiting };
    const paid = await execute(ctx, tx, community, now, at);
    return {
      payout: payoutView(await readPayout(tx, community.id, payoutId)),
      message: paid ? communityMessages.approvedPaid : communityMessages.approvedPoolShort,
    };
  });
}

/** An official rejects: one rejection ends the request. */
export function rejectPayout(ctx: AppContext, rawId: string, rawPayoutId: string, userId: string): Promise<Decision> {
  return decidePending(ctx, rawId, rawPayoutId, userId, async (tx, { community, me, payout, payoutId }, at) => {
    await tx.execute(
      sql`INSERT INTO community_payout_approvals (payout_id, user_id, decision, created_at)
          VALUES (${payoutId}::uuid, ${userId}, 'reject', ${at.toISOString()}::timestamptz)
          ON CONFLICT (payout_id, user_id) DO UPDATE SET decision = 'reject', created_at = EXCLUDED.created_at`,
    );
    await tx.execute(
      sql`UPDATE community_payouts SET status = 'rejected', rejected_by = ${userId}, decided_at = ${at.toISOString()}::timestamptz
          WHERE id = ${payoutId}::uuid`,
    );
    await releaseForPayout(tx, payoutId, at);
    await notifyMembers(
      tx,
      community.id,
      communityTexts.rejected(me.full_name, payout.amount_cents, community.name),
      at,
    );
    return { payout: payoutView(await readPayout(tx, community.id, payoutId)), message: communityMessages.rejected };
  });
}

/** Each kind's payment, beside the code that requests it. */
const PAY: Record<PayoutRow['kind'], PayKind> = {
  payout: payPayout,
  rotation: payRotation,
  loan: payLoan,
  share_out: payShareOut,
};

/**
 * Moves the money of an approved request, under the payout row's lock (held by the caller), and
 * marks it paid. Returns false, changing nothing, when the pool lacks the money now: the request
 * stays pending.
 */
async function execute(
  ctx: AppContext,
  tx: Db,
  community: CommunityRow,
  payout: PayoutRow,
  at: Date,
): Promise<boolean> {
  const paid = await PAY[payout.kind](ctx, tx, community, payout, at);
  if (!paid) return false;
  await tx.execute(
    sql`UPDATE community_payouts SET status = 'paid', amount_cents = ${paid.amount.toString()}::bigint, entry_id = ${paid.entryId.toString()}::bigint,
               decided_at = ${at.toISOString()}::timestamptz WHERE id = ${payout.id}::uuid`,
  );
  return true;
}
