import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type AdminReferral,
  type AdminReferralsResponse,
  referralReason,
  type ReferralReward,
} from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { HTTP_TEXTS } from '../../http/http-texts';

const referralOutcome = z.enum(['earned', 'not_earned']).nullable();

const OutcomeRow = z.object({
  user_id: col.text,
  full_name: col.text.nullable(),
  account_status: z.enum(['active', 'inactive']),
  activated_at: col.timestamp.nullable(),
  referral_outcome: referralOutcome,
  referral_reason: referralReason.nullable(),
  msisdn: col.text.nullable(),
  referral_redeemed_at: col.timestamp.nullable(),
});

const ReferredByRow = z.object({
  referred_by: col.text.nullable(),
  referrer_name: col.text.nullable(),
  referral_outcome: referralOutcome,
  referral_reason: referralReason.nullable(),
});

const rewardOf = (outcome: z.output<typeof referralOutcome>): ReferralReward => outcome ?? 'pending';
const FORMER = 'Former member';

/**
 * What the superadmin sees of a user's referrals: who referred them and whether that earned, and
 * each friend they referred with the outcome, why it earned nothing, and the number that paid.
 */
export async function referralAudit(db: Db, userId: string): Promise<AdminReferralsResponse> {
  const user = await queryRow(
    db,
    ReferredByRow,
    sql`SELECT u.referred_by, r.full_name AS referrer_name, a.referral_outcome, a.referral_reason
        FROM users u
        LEFT JOIN users r ON r.id = u.referred_by
        LEFT JOIN account_activations a ON a.user_id = u.id AND a.referrer_id = u.referred_by
        WHERE u.id = ${userId} AND u.role = 'user' AND u.deleted_at IS NULL`,
  );
  if (!user) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  const list = await queryRows(
    db,
    OutcomeRow,
    sql`SELECT u.id AS user_id, u.full_name, u.account_status, a.activated_at, a.referral_outcome, a.referral_reason, a.msisdn, u.referral_redeemed_at
        FROM users u LEFT JOIN account_activations a ON a.user_id = u.id AND a.referrer_id = u.referred_by
        WHERE u.referred_by = ${userId}
        ORDER BY u.created_at DESC, u.id`,
  );
  return {
    referredBy: user.referred_by
      ? {
          user_id: user.referred_by,
          full_name: user.referrer_name ?? FORMER,
          reward: rewardOf(user.referral_outcome),
          reason: user.referral_reason,
        }
      : null,
    referrals: list.map((r): AdminReferral => ({
      user_id: r.user_id,
      full_name: r.full_name ?? FORMER,
      account_status: r.account_status,
      activated_at: r.activated_at?.toISOString() ?? null,
      reward: r.referral_redeemed_at !== null ? 'earned' : rewardOf(r.referral_outcome),
      reason: r.referral_reason,
      funded_by: r.msisdn,
      redeemed: r.referral_redeemed_at !== null,
    })),
  };
}
