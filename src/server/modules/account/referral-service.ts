import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatKes, hasAtMostTwoDecimals, toCents, toKes } from '../../../shared/money';
import { REFERRAL_REWARD_KES, type ReferralsResponse } from '../../../shared/schemas/account';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { BadRequestError, BusinessRuleError, NotFoundError } from '../../errors';
import { ensureWallet, SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { notify } from '../../notifications/notify';
import { ACCOUNT_ERRORS } from './account-texts';
import { HTTP_TEXTS } from '../../http/http-texts';
import { movement } from '../../ledger/movement-texts';

const REWARD_CENTS = toCents(REFERRAL_REWARD_KES);

const ReferralRow = z.object({
  id: col.text,
  full_name: col.text.nullable(),
  registration_step: col.int,
  email_verified_at: col.timestamp.nullable(),
  created_at: col.timestamp,
  account_status: z.enum(['active', 'inactive']),
  referral_redeemed_at: col.timestamp.nullable(),
  referral_outcome: z.enum(['earned', 'not_earned']).nullable(),
});
type ReferralRow = z.output<typeof ReferralRow>;
const IdRow = z.object({ id: col.text });

/**
 * A referral earns its reward when the referred user's activation was judged to earn it (see
 * referral-activation.ts); an active friend may earn nothing. Redeemed ones stay earned.
 */
const earns = (r: ReferralRow) => r.referral_outcome === 'earned' || r.referral_redeemed_at !== null;
const payable = (r: ReferralRow) => r.referral_outcome === 'earned' && r.referral_redeemed_at === null;

async function referralRows(db: Db, referrerId: string): Promise<ReferralRow[]> {
  return queryRows(
    db,
    ReferralRow,
    sql`SELECT u.id, u.full_name, u.registration_step, u.email_verified_at, u.created_at, u.account_status, u.referral_redeemed_at, a.referral_outcome
        FROM users u LEFT JOIN account_activations a ON a.user_id = u.id AND a.referrer_id = u.referred_by
        WHERE u.referred_by = ${referrerId}
        ORDER BY u.created_at DESC, u.id`,
  );
}

/** The referral screen: who joined through the user's link and what it has earned (server-computed). */
export async function referralSummary(ctx: AppContext, userId: string): Promise<ReferralsResponse> {
  const exists = await queryRow(ctx.db, IdRow, sql`SELECT id FROM users WHERE id = ${userId} AND deleted_at IS NULL`);
  if (!exists) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  const list = await referralRows(ctx.db, userId);
  const earned = BigInt(list.filter(earns).length) * REWARD_CENTS;
  const unredeemed = BigInt(list.filter(payable).length) * REWARD_CENTS;
  return {
    referrals: list.map((r) => {
      const joined = r.registration_step >= 5;
      return {
        name: r.full_name ?? 'Former member',
        joined,
        joinedDate: joined ? (r.email_verified_at ?? r.created_at).toISOString() : null,
        accountStatus: r.account_status,
        redeemed: r.referral_redeemed_at !== null,
        rewarded: earns(r),
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
 * transaction. The referrer's row is locked first, so a second click waits, then finds nothing left;
 * an activation deciding a new reward takes the same lock, so none is half-seen. The referred users'
 * rows are not locked: an activation holds its own row while it waits for the referrer's.
 */
export async function redeemReferralRewards(ctx: AppContext, userId: string, amountKes: number): Promise<number> {
  if (!hasAtMostTwoDecimals(amountKes)) throw new BadRequestError(ACCOUNT_ERRORS.amountDecimals);
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx, after) => {
    const me = await queryRow(
      tx,
      IdRow,
      sql`SELECT id FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR UPDATE`,
    );
    if (!me) throw new NotFoundError(HTTP_TEXTS.userNotFound);
    const due = (await referralRows(tx, userId)).filter(payable);
    if (due.length === 0) throw new BusinessRuleError(ACCOUNT_ERRORS.noRewards, 'nothing_to_redeem');
    const cents = BigInt(due.length) * REWARD_CENTS;
    if (toCents(amountKes) !== cents) {
      throw new BadRequestError(ACCOUNT_ERRORS.rewardsMismatch(formatKes(toKes(cents))), 'amount_mismatch');
    }
    const ids = due.map((r) => r.id).sort();
    const wallet = await ensureWallet(tx, userId);
    const entry = await postEntry(tx, {
      idempotencyKey: `referral-reward:${userId}:${createHash('sha256').update(ids.join(',')).digest('hex')}`,
      kind: 'referral_reward',
      text: movement('referralRewards', String(due.length)),
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
      {
        en: `KES ${kes} in referral rewards has been added to your savings.`,
        sw: `Zawadi za rufaa za KES ${kes} zimeongezwa kwenye akiba yako.`,
      },
      {
        at,
        email: {
          subject: {
            en: 'Referral rewards added to your savings',
            sw: 'Zawadi za rufaa zimeongezwa kwenye akiba yako',
          },
        },
      },
    );
    return toKes(cents);
  });
}
