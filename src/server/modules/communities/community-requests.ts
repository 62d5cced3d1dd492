import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { communityLoanInterest } from '../../../shared/community-cycles';
import type { LocalizedText } from '../../../shared/localized-text';
import { toCents, toKes } from '../../../shared/money';
import type { PayoutKind, PayoutView } from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow, queryRowOrThrow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, ConflictError } from '../../errors';
import { IdempotencyKeyReusedError } from '../../http/idempotency-key';
import { PAYOUT_LIFETIME_MS, payoutView, readPayout } from './community-payout-rows';
import { type CommunityRow, membershipOf, notifyMembers, requireOfficial } from './community-store';
import { keepQuote } from './community-loan-quote';
import { communityQuote } from '../../../shared/key-facts';
import { nairobiDay } from '../../../shared/nairobi-time';
import { planShareOut } from './community-share-out';
import { type PayKind, payRecipient } from './pool-payment';
import { COMMUNITY_ERRORS, communitySms, communityTexts } from './community-texts';

/**
 * How money is asked of a pool (docs/decisions/022-communities-model.md): an official proposes a
 * payout or a share-out, a member asks for a loan; each is a request that other officials approve
 * (community-payouts.ts), announced to every member and texted to the officials who must decide.
 */

interface NewRequest {
  kind: PayoutKind;
  amountCents: bigint;
  recipient: string | null;
  reason: string;
  months?: number;
  /** The refusal when one of this kind is already pending (a loan of this member's, a share-out). */
  onePending?: LocalizedText;
}

/** What every member reads of a new request, and the text the officials who must decide get. */
interface Announcement {
  text: LocalizedText;
  sms: LocalizedText;
}

const FirstRequest = z.object({
  id: col.text,
  amount_cents: col.bigint,
  recipient_user_id: col.text.nullable(),
  months: col.int.nullable(),
});

/**
 * Opens a request once per client key: inserts it, tells every member and texts every official but
 * its proposer and its recipient that it awaits their approval; a replay of the key answers the first request, and the key
 * sent with other money is refused.
 */
async function openRequest(
  tx: Db,
  community: CommunityRow,
  proposer: string,
  req: NewRequest,
  createKey: string | null,
  at: Date,
  { text, sms }: Announcement,
): Promise<PayoutView> {
  await refuseWithoutApprovers(tx, community, proposer, req.recipient);
  const row = await queryRow(
    tx,
    z.object({ id: col.text }),
    sql`INSERT INTO community_payouts (community_id, kind, amount_cents, recipient_user_id, reason, proposed_by, required, months,
                                       create_key, created_at, expires_at)
        VALUES (${community.id}::uuid, ${req.kind}, ${req.amountCents.toString()}::bigint, ${req.recipient}, ${req.reason}, ${proposer},
                ${community.approvals_required}, ${req.months ?? null}, ${createKey}, ${at.toISOString()}::timestamptz,
                ${new Date(at.getTime() + PAYOUT_LIFETIME_MS).toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING
        RETURNING id::text AS id`,
  );
  if (row) {
    await notifyMembers(tx, community.id, text, at, {
      text: sms,
      eventKey: `community-proposed:${row.id}`,
      officialsOnly: true,
      except: [proposer, req.recipient],
    });
    return payoutView(await readPayout(tx, community.id, row.id));
  }
  // Nothing inserted: the key's first request, or (on PostgreSQL, a proposal in parallel) the one
  // pending request of this kind that the unique indexes of migrations 0700 and 0935 keep single.
  const first = await queryRowOrThrow(
    tx,
    FirstRequest,
    sql`SELECT id::text AS id, amount_cents, recipient_user_id, months FROM community_payouts WHERE create_key = ${createKey}`,
    () => (req.onePending ? new ConflictError(req.onePending) : new Error('payout request vanished')),
  );
  // The key names one request: the same money again is answered with it, other money is refused (409).
  // A share-out's amount is the pool's at the time, so only its kind (in the key) must match.
  const same =
    req.kind === 'share_out' ||
    (first.amount_cents === req.amountCents &&
      first.recipient_user_id === req.recipient &&
      first.months === (req.months ?? null));
  if (!same) throw new IdempotencyKeyReusedError();
  return payoutView(await readPayout(tx, community.id, first.id));
}

/**
 * A request that could never gather its approvals is refused at once, saying what to do, instead of
 * waiting 7 days to expire: the officials other than its proposer and its recipient, whose approvals
 * are the only ones that count (decision 057), must be at least the approvals it needs (a new chama
 * has only its chairperson until officials are named; paying an official may need one more).
 */
export async function refuseWithoutApprovers(
  tx: Db,
  community: CommunityRow,
  proposer: string,
  recipient: string | null,
) {
  const others = await queryRow(
    tx,
    z.object({ n: col.int }),
    sql`SELECT COUNT(*)::int AS n FROM community_members
        WHERE community_id = ${community.id}::uuid AND left_at IS NULL AND role <> 'member' AND user_id <> ${proposer}
          AND user_id IS DISTINCT FROM ${recipient}`,
  );
  const available = others?.n ?? 0;
  const required = community.approvals_required;
  if (available >= required) return;
  if (recipient === null)
    throw new BusinessRuleError(COMMUNITY_ERRORS.neverApprovable(required, available), 'too_few_officials');
  throw new BusinessRuleError(COMMUNITY_ERRORS.neverApprovableToOfficial(required, available), 'too_few_officials');
}

/** A second request of a kind that may have one pending is refused, unless it replays the first's client key. */
function refuseSecondPending(
  pending: { create_key: string | null } | undefined,
  key: string | null,
  message: LocalizedText,
) {
  if (pending && (key === null || pending.create_key !== key)) throw new ConflictError(message);
}

/** An official proposes paying `kes` from the pool to a member. */
export async function proposePayout(
  ctx: AppContext,
  rawId: string,
  userId: string,
  body: { amount: number; recipientUserId: string; reason: string },
  clientKey: string | null,
): Promise<PayoutView> {
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const { community, me } = await requireOfficial(tx, rawId, userId);
    const recipient = await membershipOf(tx, community.id, body.recipientUserId);
    if (!recipient) throw new BusinessRuleError(COMMUNITY_ERRORS.recipientNotMember);
    const amount = toCents(body.amount);
    const key = clientKey ? `community-payout:${community.id}:${userId}:${clientKey}` : null;
    const req = { kind: 'payout' as const, amountCents: amount, recipient: recipient.user_id, reason: body.reason };
    return openRequest(tx, community, userId, req, key, at, {
      text: communityTexts.proposed(me.full_name, amount, recipient.full_name, community.name),
      sms: communitySms.awaitingApproval('payout', amount, recipient.full_name, community.name),
    });
  });
}

/**
 * A member's loan request goes to the officials (loan-asks.ts decided it may): a request of kind
 * loan, approved like any payout. `key` names it once (the client's, or the application's).
 */
export async function openLoanRequest(
  tx: Db,
  community: CommunityRow,
  borrower: { user_id: string; full_name: string },
  amount: bigint,
  months: number,
  key: string | null,
  at: Date,
): Promise<PayoutView> {
  const interest = communityLoanInterest(amount, community.loan_interest_bp, months);
  const span = `${months} month${months === 1 ? '' : 's'}`;
  const req = {
    kind: 'loan' as const,
    amountCents: amount,
    recipient: borrower.user_id,
    reason: `Loan for ${span}: KES ${toKes(amount + interest)} to repay`,
    months,
    onePending: COMMUNITY_ERRORS.pendingLoan,
  };
  const opened = await openRequest(tx, community, borrower.user_id, req, key, at, {
    text: communityTexts.loanRequested(borrower.full_name, amount, community.name),
    sms: communitySms.awaitingApproval('loan', amount, borrower.full_name, community.name),
  });
  // The key facts of the day the request reaches the officials (decision 085): for a request that
  // waited for its guarantors, the day it was covered.
  await keepQuote(tx, opened.payout_id, communityQuote(amount, community.loan_interest_bp, months, nairobiDay(at)));
  return opened;
}

/** The member's pending loan request's client key, when one is pending: a second is refused unless it replays the key. */
export async function refusePendingLoan(tx: Db, communityId: string, userId: string, key: string | null) {
  const pending = await queryRow(
    tx,
    z.object({ create_key: col.text.nullable() }),
    sql`SELECT create_key FROM community_payouts
        WHERE community_id = ${communityId}::uuid AND recipient_user_id = ${userId} AND kind = 'loan' AND status = 'pending'`,
  );
  refuseSecondPending(pending, key, COMMUNITY_ERRORS.pendingLoan);
}

/** An official proposes a share-out; its amounts are computed when it is executed. */
export async function proposeShareOut(
  ctx: AppContext,
  rawId: string,
  userId: string,
  clientKey: string | null,
): Promise<PayoutView> {
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const { community, me } = await requireOfficial(tx, rawId, userId);
    const key = clientKey ? `community-share-out:${community.id}:${userId}:${clientKey}` : null;
    const pending = await queryRow(
      tx,
      z.object({ create_key: col.text.nullable() }),
      sql`SELECT create_key FROM community_payouts WHERE community_id = ${community.id}::uuid AND kind = 'share_out' AND status = 'pending'`,
    );
    refuseSecondPending(pending, key, COMMUNITY_ERRORS.shareOutPending);
    const plan = await planShareOut(tx, community, null);
    if (plan.total === 0n) throw new BusinessRuleError(COMMUNITY_ERRORS.nothingToShare);
    const req = {
      kind: 'share_out' as const,
      amountCents: plan.total,
      recipient: null,
      reason: 'Share-out of savings and income',
      onePending: COMMUNITY_ERRORS.shareOutPending,
    };
    return openRequest(tx, community, userId, req, key, at, {
      text: communityTexts.shareOutProposed(me.full_name, community.name),
      sms: communitySms.shareOutAwaitingApproval(community.name),
    });
  });
}

/** An approved payout: the money goes to its recipient's wallet. */
export const payPayout: PayKind = (_ctx, tx, community, payout, at) => payRecipient(tx, community, payout, at);
