import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatKes, hasAtMostTwoDecimals, toCents, toKes } from '../../../shared/money';
import { REFERRAL_REWARD_KES, type ReferralsResponse } from '../../../shared/schemas/account';
import type { AppContext } from '../../context';
import { type Db, firstRow, rows } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { BadRequestError, BusinessRuleError, NotFoundError } from '../../errors';
import { ensureWallet, SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { notify } from '../notifications/notify';

const REWARD_CENTS = toCents(REFERRAL_REWARD_KES);

interface ReferralRow {
  id: string;
  full_name: string | null;
  registration_step: number;
  email_verified_at: Date | string | null;
  created_at: Date | string;
  account_status: 'active' | 'inactive';
  referral_redeemed_at: Date | string | null;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** A referral earns its reward once the referred user is active; redeemed ones stay earned. */
const earns = (r: ReferralRow) => r.account_status === 'active' || r.referral_redeemed_at !== null;
const payable = (r: ReferralRow) => r.account_status === 'active' && r.referral_redeemed_at === null;

async function referralRows(db: Db, referrerId: string, lock = false): Promise<ReferralRow[]> {
  return rows<ReferralRow>(
    db,
    sql`SELECT id, full_name, registration_step, email_verified_at, created_at, account_status, referral_redeemed_at
        FROM users WHERE referred_by = ${referrerId}
        ORDER BY created_at DESC, id ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

/** The referral screen: who joined through the user's link and what it has earned (server-computed). */
export async function referralSummary(ctx: AppContext, userId: string): Promise<ReferralsResponse> {
  const exists = await firstRow<{ id: string }>(ctx.db, sql`SELECT id FROM users WHERE id = ${userId} AND deleted_at IS NULL`);
  if (!exists) throw new NotFoundError('User not found.');
  const list = await referralRows(ctx.db, userId);
  const earned = BigInt(list.filter(earns).length) * REWARD_CENTS;
  const unredeemed = BigInt(list.filter(payable).length) * REWARD_CENTS;
  return {
    referrals: list.map((r) => {
      const joined = r.registration_step >= 5;
      return {
        name: r.full_name ?? 'Former member',
        joined,
        joinedDate: joined ? iso(r.email_verified_at ?? r.created_at) : null,
        accountStatus: r.account_status,
        redeemed: r.referral_redeemed_at !== null,
      };
    }),
    rewardsEarned: toKes(earned),
    unredeemedRewards: toKes(unredeemed),
    redeemedRewards: toKes(earned - unredeemed),
    referralLink: `${ctx.publicUrl()}/register/step-1?ref=${encodeURIComponent(userId)}`,
  };
}

/**
 * Pays exactly the unredeemed rewards into the wallet and marks those referrals redeemed, in one
 * transaction. The referrer's row is locked first, so a second click waits, then finds nothing left.
 */
export async function redeemReferralRewards(ctx: AppContext, userId: string, amountKes: number): Promise<number> {
  if (!hasAtMostTwoDecimals(amountKes)) throw new BadRequestError('Amount must have at most two decimals.');
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx, after) => {
    const me = await firstRow<{ id: string }>(tx, sql`SELECT id FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR UPDATE`);
    if (!me) throw new NotFoundError('User not found.');
    const due = (await referralRows(tx, userId, true)).filter(payable);
    if (due.length === 0) throw new BusinessRuleError('You have no unredeemed rewards to add to your savings.', 'nothing_to_redeem');
    const cents = BigInt(due.length) * REWARD_CENTS;
    if (toCents(amountKes) !== cents) {
      throw new BadRequestError(`The amount must equal your unredeemed rewards of KES ${formatKes(toKes(cents))}.`, 'amount_mismatch');
    }
    const ids = due.map((r) => r.id).sort();
    const wallet = await ensureWallet(tx, userId);
    const entry = await postEntry(tx, {
      idempotencyKey: `referral-reward:${userId}:${createHash('sha256').update(ids.join(',')).digest('hex')}`,
      kind: 'referral_reward',
      description: due.length === 1 ? 'Referral reward for 1 friend' : `Referral rewards for ${due.length} friends`,
      postings: transfer(SYSTEM_ACCOUNTS.referralExpense, wallet, cents),
      actorUserId: userId,
      meta: { referrals: due.length },
      at,
    });
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE users SET referral_redeemed_at = ${at.toISOString()}::timestamptz, referral_reward_entry_id = ${entry.entryId.toString()}::bigint
          WHERE id IN (${list}) AND referred_by = ${userId} AND referral_redeemed_at IS NULL`,
    );
    const kes = formatKes(toKes(cents));
    await notify(
      ctx,
      tx,
      after,
      userId,
      { en: `KES ${kes} in referral rewards has been added to your savings.`, sw: `Zawadi za rufaa za KES ${kes} zimeongezwa kwenye akiba yako.` },
      { at, email: { subject: { en: 'Referral rewards added to your savings', sw: 'Zawadi za rufaa zimeongezwa kwenye akiba yako' } } },
    );
    return toKes(cents);
  });
}
