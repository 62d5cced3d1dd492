import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { nairobiMonth } from '../../../shared/nairobi-time';
import type { ReferralReason } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';

export interface Activation {
  userId: string;
  /** The confirmed deposit that activated the account. */
  depositId: string | null;
  /** The payer's number as M-Pesa reported it; undefined when M-Pesa reported none (an STK query says nothing of it). */
  msisdn: string | undefined;
  at: Date;
  /** Rewards one referrer may earn per Nairobi calendar month. */
  monthlyCap: number;
}

/**
 * Records an account's activation with the number that funded it and decides, once and for good,
 * whether it earns the referrer a reward. Runs in the transaction that credits the activating
 * deposit, after the account became active.
 *
 * A reward needs a number M-Pesa vouched for, that is not the referrer's and that funded no other
 * account's activation before: otherwise one person with one phone could open any number of
 * accounts and collect a reward for each. Two guards make this hold under concurrency: the unique
 * index on the first activation per number (a second activation from the same number, even at
 * the same instant, finds the number taken), and the referrer's row lock, taken before counting
 * this month's rewards, so that two friends activating at once cannot both pass the monthly cap.
 */
export async function recordActivation(tx: Db, a: Activation): Promise<void> {
  const at = a.at.toISOString();
  const claimed = a.msisdn
    ? await queryRow(
        tx,
        z.object({ user_id: col.text }),
        sql`INSERT INTO account_activations (user_id, deposit_id, msisdn, first_from_msisdn, activated_at)
            VALUES (${a.userId}, ${a.depositId}, ${a.msisdn}, true, ${at}::timestamptz)
            ON CONFLICT (msisdn) WHERE first_from_msisdn DO NOTHING
            RETURNING user_id`,
      )
    : undefined;
  if (!claimed) {
    await tx.execute(
      sql`INSERT INTO account_activations (user_id, deposit_id, msisdn, first_from_msisdn, activated_at)
          VALUES (${a.userId}, ${a.depositId}, ${a.msisdn ?? null}, false, ${at}::timestamptz)`,
    );
  }

  const user = await queryRow(
    tx,
    z.object({ referred_by: col.text.nullable() }),
    sql`SELECT referred_by FROM users WHERE id = ${a.userId}`,
  );
  if (!user?.referred_by) return;
  const referrer = await queryRow(
    tx,
    z.object({ id: col.text, phone: col.text.nullable() }),
    sql`SELECT id, phone FROM users WHERE id = ${user.referred_by} FOR UPDATE`,
  );
  if (!referrer) return;
  const reason = await refusal(tx, a, referrer, claimed !== undefined);
  await tx.execute(
    sql`UPDATE account_activations SET referrer_id = ${referrer.id}, referral_outcome = ${reason ? 'not_earned' : 'earned'}, referral_reason = ${reason ?? null}
        WHERE user_id = ${a.userId}`,
  );
}

/** Why this activation earns the referrer nothing, or undefined when it earns. The referrer's row is locked. */
async function refusal(
  tx: Db,
  a: Activation,
  referrer: { id: string; phone: string | null },
  firstFromNumber: boolean,
): Promise<ReferralReason | undefined> {
  if (!a.msisdn) return 'no_mpesa_number';
  if (a.msisdn === referrer.phone) return 'same_number_as_referrer';
  // The typed number counts too: deposits confirmed before payers were recorded only have that one.
  const referrersOwn = await queryRow(
    tx,
    z.object({ n: col.int }),
    sql`SELECT 1 AS n FROM mpesa_deposits
        WHERE user_id = ${referrer.id} AND status = 'completed' AND (payer_msisdn = ${a.msisdn} OR phone = ${a.msisdn}) LIMIT 1`,
  );
  if (referrersOwn) return 'same_number_as_referrer';
  if (!firstFromNumber) return 'number_funded_another_account';
  const month = nairobiMonth(a.at);
  const earned = await queryRow(
    tx,
    z.object({ n: col.int }),
    sql`SELECT COUNT(*)::int AS n FROM account_activations
        WHERE referrer_id = ${referrer.id} AND referral_outcome = 'earned'
          AND activated_at >= ${month.start.toISOString()}::timestamptz AND activated_at < ${month.end.toISOString()}::timestamptz`,
  );
  if ((earned?.n ?? 0) >= a.monthlyCap) return 'monthly_cap_reached';
  return undefined;
}
