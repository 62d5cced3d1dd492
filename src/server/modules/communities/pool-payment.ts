import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { BusinessRuleError } from '../../errors';
import { ensureWallet, lockAccounts } from '../../ledger/accounts';
import { type EntryInput, postEntry, type Posting, postOrRefuse, type PostResult, transfer } from '../../ledger/post';
import { queueSms } from '../../sms/sms-outbox';
import type { PayoutRow } from './community-payout-rows';
import { type CommunityRow, membershipOf, notifyMembers, poolAccount } from './community-store';
import { COMMUNITY_ERRORS, communitySms, communityTexts } from './community-texts';
import { movement, type MovementKey } from '../../ledger/movement-texts';

/**
 * A member pays `amountCents` from their wallet into the community's pool, as one journal entry
 * (a contribution, a loan repayment). A wallet that lacks the money is a readable refusal.
 */
export async function payIntoPool(
  tx: Db,
  communityId: string,
  userId: string,
  amountCents: bigint,
  entry: Omit<EntryInput, 'postings' | 'actorUserId'>,
): Promise<PostResult> {
  const pool = await poolAccount(tx, communityId);
  const wallet = await ensureWallet(tx, userId);
  return await postOrRefuse(
    tx,
    { ...entry, postings: transfer(wallet, pool, amountCents), actorUserId: userId },
    () => new BusinessRuleError(COMMUNITY_ERRORS.insufficientWallet),
  );
}

/** What an approved request moved: the amount and its journal entry; null when the pool lacked it. */
export type PoolPaid = { amount: bigint; entryId: bigint } | null;

/**
 * How one kind of request is paid (community-payouts.ts dispatches to it), under the payout row's
 * lock: the memberships it changes, then the ledger accounts, then the money and what goes with it.
 */
export type PayKind = (
  ctx: AppContext,
  tx: Db,
  community: CommunityRow,
  payout: PayoutRow,
  at: Date,
) => Promise<PoolPaid>;

const TEXTS = {
  payout: 'communityPayout',
  rotation: 'communityPayout',
  loan: 'communityLoan',
  share_out: 'communityShareOut',
} as const satisfies Record<PayoutRow['kind'], MovementKey>;

/**
 * Posts `amount` from the pool account `pool` to `parts` (accounts already locked, with the pool's) as
 * the request's one entry, or changes nothing and returns null when the pool holds less than that now.
 */
export async function postFromPool(
  tx: Db,
  community: CommunityRow,
  payout: PayoutRow,
  pool: bigint,
  amount: bigint,
  parts: Posting[],
  at: Date,
): Promise<PoolPaid> {
  const balance = await queryRow(
    tx,
    z.object({ balance: col.bigint }),
    sql`SELECT balance_cents AS balance FROM ledger_accounts WHERE id = ${pool.toString()}::bigint`,
  );
  if ((balance?.balance ?? 0n) < amount) return null;
  const posted = await postEntry(tx, {
    idempotencyKey: `community-payout-paid:${payout.id}`,
    kind: `community_${payout.kind}`,
    text: movement(TEXTS[payout.kind], community.name),
    postings: [{ accountId: pool, amountCents: -amount }, ...parts],
    actorUserId: null,
    meta: { communityId: community.id, payoutId: payout.id, userId: payout.recipient_user_id },
    at,
  });
  return { amount, entryId: posted.entryId };
}

/**
 * Pays a request's whole amount into its recipient's wallet (a payout, a rotation pot, a loan): the
 * recipient's membership is locked, then the pool's and the wallet's accounts; every other member is
 * told whose wallet it went to, the recipient where the money is.
 */
export async function payRecipient(tx: Db, community: CommunityRow, payout: PayoutRow, at: Date): Promise<PoolPaid> {
  const pool = await poolAccount(tx, community.id);
  const recipient = payout.recipient_user_id ?? '';
  const membership = await membershipOf(tx, community.id, recipient, true);
  if (!membership) throw new BusinessRuleError(COMMUNITY_ERRORS.recipientNotMember);
  const amount = payout.amount_cents;
  const wallet = await ensureWallet(tx, recipient);
  await lockAccounts(tx, [pool, wallet]);
  const paid = await postFromPool(
    tx,
    community,
    payout,
    pool,
    amount,
    [{ accountId: wallet, amountCents: amount }],
    at,
  );
  if (!paid) return null;
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
  return paid;
}
