import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { language } from '../../../shared/schemas/auth';
import { PAYOUT_CODE_REQUIRED, walletMessages } from '../../../shared/schemas/wallet';
import { hashSecret, newSixDigitCode } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { type AfterCommit, inTransaction } from '../../db/tx';
import { AppError, BadRequestError, NotFoundError, TooManyRequestsError } from '../../errors';
import { CODE_TEXT, CODE_TTL_MS, mailLater, MAX_WRONG_ATTEMPTS, RESEND_COOLDOWN_MS } from '../auth';
import { notify } from '../../notifications/notify';
import { payoutCodeMail, payoutNumberTexts } from './payout-number-texts';
import { HTTP_TEXTS } from '../../http/http-texts';

/**
 * A stolen session must not be enough to empty an account into a stranger's phone: money goes
 * without a second step only to the account's own phone or to a number the owner confirmed once
 * with a code mailed to them. The code is bound to the number, like the app's other codes
 * (6 digits, hashed, 10 minutes, 5 wrong tries, single use, 30 s between mails).
 */
export class PayoutCodeRequiredError extends AppError {
  constructor() {
    super(428, walletMessages.payoutCodeRequired, PAYOUT_CODE_REQUIRED);
  }
}

/** Fresh codes per hour per account: each one allows five guesses, so they are few. */
export const MAX_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

const iso = (d: Date) => d.toISOString();
const codeHash = (userId: string, phone: string, code: string) => hashSecret(`payout:${userId}:${phone}:${code}`);

const CodeRow = z.object({
  phone: col.text,
  sent_at: col.timestamp,
  used_at: col.timestamp.nullable(),
  expires_at: col.timestamp,
  wrong_attempts: col.int,
  window_started_at: col.timestamp,
  codes_in_window: col.int,
});

/** The account's own phone, or a number its owner confirmed. */
export async function isKnownPayoutNumber(tx: Db, userId: string, phone: string): Promise<boolean> {
  const row = await queryRow(
    tx,
    z.object({ known: col.boolean }),
    sql`SELECT EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND phone = ${phone})
            OR EXISTS (SELECT 1 FROM payout_numbers WHERE user_id = ${userId} AND phone = ${phone}) AS known`,
  );
  return row?.known === true;
}

/** Uses the code if it is right for this number, live and not worn out, and remembers the number. */
async function confirmPayoutNumber(
  ctx: AppContext,
  tx: Db,
  after: AfterCommit,
  userId: string,
  phone: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await queryRow(
    tx,
    z.object({ user_id: col.text }),
    sql`UPDATE payout_number_codes SET used_at = ${iso(now)}::timestamptz
        WHERE user_id = ${userId} AND phone = ${phone} AND code_hash = ${codeHash(userId, phone, code)}
          AND used_at IS NULL AND expires_at > ${iso(now)}::timestamptz AND wrong_attempts < ${MAX_WRONG_ATTEMPTS}
        RETURNING user_id`,
  );
  if (!used) return false;
  await tx.execute(
    sql`INSERT INTO payout_numbers (user_id, phone, confirmed_at) VALUES (${userId}, ${phone}, ${iso(now)}::timestamptz)
        ON CONFLICT (user_id, phone) DO NOTHING`,
  );
  await notify(ctx, tx, after, userId, payoutNumberTexts.numberConfirmed(phone), { at: now });
  return true;
}

export type PayoutGate = 'open' | 'code_needed' | 'code_wrong';

/**
 * Decides, inside the withdrawal's transaction, whether money may go to this number now. A right
 * code is used up in that same transaction, so a withdrawal that fails (balance) leaves it unused.
 */
export async function payoutGate(
  ctx: AppContext,
  tx: Db,
  after: AfterCommit,
  userId: string,
  phone: string,
  code: string | undefined,
  now: Date,
): Promise<PayoutGate> {
  if (await isKnownPayoutNumber(tx, userId, phone)) return 'open';
  if (code === undefined) return 'code_needed';
  if (await confirmPayoutNumber(ctx, tx, after, userId, phone, code, now)) return 'open';
  // A replay of the same request (same code) may have confirmed the number while this one waited.
  return (await isKnownPayoutNumber(tx, userId, phone)) ? 'open' : 'code_wrong';
}

/**
 * Mails the owner a code for this number (and says so in their notifications), then answers 428.
 * Within 30 s of the last mail the code already sent for the same number stands; a code for
 * another number waits; at most a few codes an hour.
 */
export async function requestPayoutCode(ctx: AppContext, userId: string, phone: string): Promise<never> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx, after) => {
    // The user's row is the lock that keeps two first requests from mailing two different codes.
    const user = await queryRow(
      tx,
      z.object({ email: col.text.nullable(), language }),
      sql`SELECT email, language FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR UPDATE`,
    );
    if (!user?.email) throw new NotFoundError(HTTP_TEXTS.userNotFound);
    const last = await queryRow(tx, CodeRow, sql`SELECT * FROM payout_number_codes WHERE user_id = ${userId}`);
    if (last && !last.used_at && now.getTime() - last.sent_at.getTime() < RESEND_COOLDOWN_MS) {
      if (last.phone === phone && last.wrong_attempts < MAX_WRONG_ATTEMPTS) return;
      throw new TooManyRequestsError(CODE_TEXT.wait);
    }
    const sameWindow = last !== undefined && now.getTime() - last.window_started_at.getTime() < HOUR_MS;
    if (sameWindow && last.codes_in_window >= MAX_CODES_PER_HOUR)
      throw new TooManyRequestsError(walletMessages.payoutCodesPerHour);
    const code = newSixDigitCode();
    await tx.execute(
      sql`INSERT INTO payout_number_codes (user_id, phone, code_hash, sent_at, expires_at, wrong_attempts, used_at, window_started_at, codes_in_window)
          VALUES (${userId}, ${phone}, ${codeHash(userId, phone, code)}, ${iso(now)}::timestamptz, ${iso(new Date(now.getTime() + CODE_TTL_MS))}::timestamptz,
                  0, NULL, ${iso(now)}::timestamptz, 1)
          ON CONFLICT (user_id) DO UPDATE SET phone = EXCLUDED.phone, code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at,
            expires_at = EXCLUDED.expires_at, wrong_attempts = 0, used_at = NULL,
            window_started_at = ${sameWindow ? sql`payout_number_codes.window_started_at` : sql`EXCLUDED.window_started_at`},
            codes_in_window = ${sameWindow ? sql`payout_number_codes.codes_in_window + 1` : sql`1`}`,
    );
    await notify(ctx, tx, after, userId, payoutNumberTexts.codeRequested(phone), { at: now });
    // Always mailed, whatever the notification preferences: the code is the owner's to give.
    after(mailLater(ctx, payoutCodeMail(user.email, user.language, phone, code)));
  });
  throw new PayoutCodeRequiredError();
}

/** Counts a wrong code for this number (outside the withdrawal's transaction) and throws the fitting error. */
export async function refusePayoutCode(ctx: AppContext, userId: string, phone: string): Promise<never> {
  const now = ctx.clock.now();
  const counted = await queryRow(
    ctx.db,
    z.object({ expires_at: col.timestamp }),
    sql`UPDATE payout_number_codes SET wrong_attempts = wrong_attempts + 1
        WHERE user_id = ${userId} AND phone = ${phone} AND used_at IS NULL AND wrong_attempts < ${MAX_WRONG_ATTEMPTS}
        RETURNING expires_at`,
  );
  if (!counted) {
    const row = await queryRow(
      ctx.db,
      CodeRow,
      sql`SELECT * FROM payout_number_codes WHERE user_id = ${userId} AND phone = ${phone}`,
    );
    if (row && !row.used_at && row.wrong_attempts >= MAX_WRONG_ATTEMPTS)
      throw new TooManyRequestsError(CODE_TEXT.tooManyWrong);
    throw new BadRequestError(walletMessages.payoutCodeWrong);
  }
  if (counted.expires_at.getTime() <= now.getTime()) throw new BadRequestError(CODE_TEXT.expired);
  throw new BadRequestError(walletMessages.payoutCodeWrong);
}
