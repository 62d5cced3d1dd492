import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDuration } from '../../../shared/loan-terms';
import { communityLoanInterest } from '../../../shared/community-cycles';
import type { PayoutView } from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, ConflictError, ForbiddenError } from '../../errors';
import { ensureWallet, lockAccounts } from '../../ledger/accounts';
import { type Posting, postEntry } from '../../ledger/post';
import {
  type CommunityRow,
  membershipOf,
  notifyMembers,
  poolAccount,
  holdOfficial,
  requireOfficial,
  todayOf,
} from './community-store';
import { uuidOr404 } from '../../db/uuid';
import { planShareOut } from './community-share-out';
import { COMMUNITY_ERRORS, communityMessages, communitySms, communityTexts } from './community-texts';
import { queueSms } from '../notifications/sms-outbox';

import { type PayoutRow, payoutView, readPayout } from './community-payout-rows';

/**
 * Money leaves a pool only through a payout request (maker-checker, docs/decisions/022-communities-model.md):
 * an official proposes (a member asks for a loan), other officials approve or reject; neither the
 * proposer nor the recipient may approve (decision 057); one rejection ends it; at the required approvals the money moves in the
 * same transaction, or the request stays pending when the pool lacks it. Locks: the payout row,
 * then the memberships it touches (by id), then the ledger accounts (by id).
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
    // Approving again only retries the payment of a request that has its approvals but found the pool short.
    if (!added && (now.approvals.length < now.required || !now.approvals.includes(userId)))
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
    await notifyMembers(
      tx,
      community.id,
      communityTexts.rejected(me.full_name, payout.amount_cents, community.name),
      at,
    );
    return { payout: payoutView(await readPayout(tx, community.id, payoutId)), message: communityMessages.rejected };
  });
}

/**
 * Moves the money of an approved request, under the payout row's lock (held by the caller). Returns
 * false, changing nothing, when the pool lacks the money now: the request stays pending.
 */
async function execute(
  ctx: AppContext,
  tx: Db,
  community: CommunityRow,
  payout: PayoutRow,
  at: Date,
): Promise<boolean> {
  const pool = await poolAccount(tx, community.id);
  const key = `community-payout-paid:${payout.id}`;
  let postings: Posting[];
  let shares: Array<{ membershipId: bigint; userId: string; savings: bigint; income: bigint }> = [];
  let amount = payout.amount_cents;
  if (payout.kind === 'share_out') {
    // Every active membership is locked (by id) before the accounts, like a contribution does.
    await tx.execute(
      sql`SELECT id FROM community_members WHERE community_id = ${community.id}::uuid AND left_at IS NULL ORDER BY id FOR UPDATE`,
    );
    const plan = await planShareOut(tx, community, payout.id);
    if (!plan.fits || plan.total === 0n) return false;
    shares = plan.parts;
    amount = plan.total;
    const wallets = new Map<string, bigint>();
    for (const s of shares) wallets.set(s.userId, await ensureWallet(tx, s.userId));
    await lockAccounts(tx, [pool, ...wallets.values()]);
    postings = [{ accountId: pool, amountCents: -amount }];
    for (const s of shares) {
      const part = s.savings + s.income;
      if (part > 0n) postings.push({ accountId: wallets.get(s.userId) ?? 0n, amountCents: part });
    }
  } else {
    const recipient = payout.recipient_user_id ?? '';
    const membership = await membershipOf(tx, community.id, recipient, true);
    if (!membership) throw new BusinessRuleError(COMMUNITY_ERRORS.recipientNotMember);
    if (payout.kind === 'loan') {
      const active = await queryRow(
        tx,
        z.object({ id: col.text }),
        sql`SELECT id::text AS id FROM community_loans WHERE community_id = ${community.id}::uuid AND user_id = ${recipient} AND status = 'active'`,
      );
      if (active) throw new ConflictError(COMMUNITY_ERRORS.activeLoan);
    }
    const wallet = await ensureWallet(tx, recipient);
    await lockAccounts(tx, [pool, wallet]);
    postings = [
      { accountId: pool, amountCents: -amount },
      { accountId: wallet, amountCents: amount },
    ];
  }
  const balance = await queryRow(
    tx,
    z.object({ balance: col.bigint }),
    sql`SELECT balance_cents AS balance FROM ledger_accounts WHERE id = ${pool.toString()}::bigint`,
  );
  if ((balance?.balance ?? 0n) < amount) return false;
  const posted = await postEntry(tx, {
    idempotencyKey: key,
    kind: `community_${payout.kind}`,
    description: `${payout.kind === 'share_out' ? 'Share-out' : payout.kind === 'loan' ? 'Loan' : 'Payout'} from the community "${community.name}"`,
    postings,
    actorUserId: null,
    meta: { communityId: community.id, payoutId: payout.id, userId: payout.recipient_user_id },
    at,
  });
  await tx.execute(
    sql`UPDATE community_payouts SET status = 'paid', amount_cents = ${amount.toString()}::bigint, entry_id = ${posted.entryId.toString()}::bigint,
               decided_at = ${at.toISOString()}::timestamptz WHERE id = ${payout.id}::uuid`,
  );
  if (payout.kind === 'rotation') {
    await tx.execute(
      sql`UPDATE community_members SET received_cents = received_cents + ${amount.toString()}::bigint
          WHERE community_id = ${community.id}::uuid AND user_id = ${payout.recipient_user_id} AND left_at IS NULL`,
    );
  }
  if (payout.kind === 'loan') {
    const months = payout.months ?? 1;
    await tx.execute(
      sql`INSERT INTO community_loans (community_id, user_id, payout_id, principal_cents, interest_cents, months, due_date, created_at)
          VALUES (${community.id}::uuid, ${payout.recipient_user_id}, ${payout.id}::uuid, ${amount.toString()}::bigint,
                  ${communityLoanInterest(amount, community.loan_interest_bp, months).toString()}::bigint, ${months},
                  ${addDuration(todayOf(ctx), `${months} month${months === 1 ? '' : 's'}`)}::date, ${at.toISOString()}::timestamptz)`,
    );
  }
  if (payout.kind === 'share_out') {
    let income = 0n;
    for (const s of shares) {
      income += s.income;
      if (s.savings > 0n)
        await tx.execute(
          sql`UPDATE community_members SET returned_cents = returned_cents + ${s.savings.toString()}::bigint
              WHERE id = ${s.membershipId.toString()}::bigint`,
        );
    }
    await tx.execute(
      sql`UPDATE communities SET income_distributed_cents = income_distributed_cents + ${income.toString()}::bigint
          WHERE id = ${community.id}::uuid`,
    );
    await notifyShareOut(tx, community, amount, shares, at);
  } else {
    const recipient = payout.recipient_user_id ?? '';
    const name = await queryRow(
      tx,
      z.object({ full_name: col.text }),
      sql`SELECT COALESCE(full_name, 'A member') AS full_name FROM users WHERE id = ${payout.recipient_user_id}`,
    );
    await notifyMembers(
      tx,
      community.id,
      communityTexts.paid(payout.kind, amount, name?.full_name ?? 'A member', community.name),
      at,
      {
        text: communitySms.paid(amount, name?.full_name ?? 'A member', community.name),
        eventKey: `community-paid:${payout.id}`,
        except: [recipient],
      },
    );
    // The recipient hears of it in the second person, and where the money is.
    await queueSms(tx, {
      userId: recipient,
      text: communitySms.paidToYou(payout.kind, amount, community.name),
      category: 'community',
      eventKey: `community-paid:${payout.id}:${recipient}`,
      at,
    });
  }
  return true;
}

async function notifyShareOut(
  tx: Db,
  community: CommunityRow,
  total: bigint,
  shares: Array<{ userId: string; savings: bigint; income: bigint }>,
  at: Date,
): Promise<void> {
  for (const s of shares) {
    const text = communityTexts.sharedOut(total, s.savings + s.income, community.name);
    await tx.execute(
      sql`INSERT INTO notifications (user_id, message, message_en, message_sw, created_at)
          SELECT u.id, CASE WHEN u.language = 'sw' THEN ${text.sw} ELSE ${text.en} END, ${text.en}, ${text.sw},
                 ${at.toISOString()}::timestamptz
          FROM users u WHERE u.id = ${s.userId} AND u.deleted_at IS NULL`,
    );
  }
}
