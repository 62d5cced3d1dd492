import { sql } from 'drizzle-orm';
import { hashSecret, newSixDigitCode } from '../../auth/tokens';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { BadRequestError, type Refusal, TooManyRequestsError } from '../../errors';
import type { CodePurpose } from './mail-texts';
import { AUTH_ERRORS } from './auth-texts';

/**
 * One-time codes (see docs/product/identity.md): 6 digits, hashed, 10 minutes, 5 wrong tries, single
 * use, 30 s between mails and at most 5 mails an hour.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_COOLDOWN_MS = 30 * 1000;
export const MAX_WRONG_ATTEMPTS = 5;
/** How long after the password check a two-step login may still ask for a new code. */
export const LOGIN_PENDING_MS = 30 * 60 * 1000;

/** Codes of one purpose mailed to one account within an hour, at most (migration 0936). */
export const CODES_PER_HOUR = 5;
const SEND_WINDOW_MS = 60 * 60 * 1000;

export const CODE_TEXT = {
  wait: AUTH_ERRORS.codeWait,
  tooManySent: AUTH_ERRORS.codesTooManySent,
  expired: AUTH_ERRORS.codeExpired,
  tooManyWrong: AUTH_ERRORS.codesTooManyWrong,
} as const;

const codeHash = (userId: string, purpose: CodePurpose, code: string) => hashSecret(`${purpose}:${userId}:${code}`);
const iso = (d: Date) => d.toISOString();

const CodeRow = z.object({
  sent_at: col.timestamp,
  sent_in_window: col.int,
  window_started_at: col.timestamp,
  used_at: col.timestamp.nullable(),
  started_at: col.timestamp,
  wrong_attempts: col.int,
  expires_at: col.timestamp,
});
const UserIdRow = z.object({ user_id: col.text });

export async function currentCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
): Promise<z.output<typeof CodeRow> | undefined> {
  return queryRow(
    db,
    CodeRow,
    sql`SELECT sent_at, sent_in_window, window_started_at, used_at, started_at, wrong_attempts, expires_at
        FROM verification_codes WHERE user_id = ${userId} AND purpose = ${purpose} FOR UPDATE`,
  );
}

/** Whether the user has an unused, unexpired code for this purpose. */
export async function hasPendingCode(db: Db, userId: string, purpose: CodePurpose, now: Date): Promise<boolean> {
  const row = await queryRow(
    db,
    UserIdRow,
    sql`SELECT user_id FROM verification_codes WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > ${iso(now)}::timestamptz`,
  );
  return row !== undefined;
}

/**
 * Issues a new code for the user and purpose, replacing any earlier one, and returns it (to mail).
 * A new code within 30 s of the last mail is refused, unless `keepRecent` asks to keep that code
 * (a second login within 30 s): then it returns undefined and nothing is mailed.
 */
export async function issueCode(
  tx: Db,
  userId: string,
  purpose: CodePurpose,
  now: Date,
  opts: { newLogin?: boolean; keepRecent?: boolean } = {},
): Promise<string | undefined> {
  const existing = await currentCode(tx, userId, purpose);
  if (existing && !existing.used_at && now.getTime() - existing.sent_at.getTime() < RESEND_COOLDOWN_MS) {
    if (opts.keepRecent) {
      if (opts.newLogin)
        await tx.execute(
          sql`UPDATE verification_codes SET started_at = ${iso(now)}::timestamptz WHERE user_id = ${userId} AND purpose = ${purpose}`,
        );
      return undefined;
    }
    throw new TooManyRequestsError(CODE_TEXT.wait);
  }
  const windowOpen = existing !== undefined && now.getTime() - existing.window_started_at.getTime() < SEND_WINDOW_MS;
  if (windowOpen && existing.sent_in_window >= CODES_PER_HOUR) throw new TooManyRequestsError(CODE_TEXT.tooManySent);
  const code = newSixDigitCode();
  const expires = new Date(now.getTime() + CODE_TTL_MS);
  await tx.execute(
    sql`INSERT INTO verification_codes (user_id, purpose, code_hash, sent_at, expires_at, wrong_attempts, used_at, started_at,
                                        sent_in_window, window_started_at)
        VALUES (${userId}, ${purpose}, ${codeHash(userId, purpose, code)}, ${iso(now)}::timestamptz, ${iso(expires)}::timestamptz, 0, NULL,
                ${iso(now)}::timestamptz, 1, ${iso(now)}::timestamptz)
        ON CONFLICT (user_id, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at,
          expires_at = EXCLUDED.expires_at, wrong_attempts = 0, used_at = NULL,
          started_at = ${opts.newLogin ? sql`EXCLUDED.started_at` : sql`verification_codes.started_at`},
          sent_in_window = ${windowOpen ? sql`verification_codes.sent_in_window + 1` : sql`1`},
          window_started_at = ${windowOpen ? sql`verification_codes.window_started_at` : sql`EXCLUDED.window_started_at`}`,
  );
  return code;
}

/** Marks the code used if it is right, live and not worn out; true when it was. Run it in the transaction that acts on it. */
export async function consumeCode(
  tx: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const row = await queryRow(
    tx,
    UserIdRow,
    sql`UPDATE verification_codes SET used_at = ${iso(now)}::timestamptz
        WHERE user_id = ${userId} AND purpose = ${purpose} AND code_hash = ${codeHash(userId, purpose, code)}
          AND used_at IS NULL AND expires_at > ${iso(now)}::timestamptz AND wrong_attempts < ${MAX_WRONG_ATTEMPTS}
        RETURNING user_id`,
  );
  return row !== undefined;
}

/** Counts a wrong code (outside any transaction that will roll back) and throws the fitting error. */
export async function refuseCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  now: Date,
  wrongMessage: Refusal,
): Promise<never> {
  const counted = await queryRow(
    db,
    CodeRow.pick({ wrong_attempts: true, expires_at: true }),
    sql`UPDATE verification_codes SET wrong_attempts = wrong_attempts + 1
        WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL AND wrong_attempts < ${MAX_WRONG_ATTEMPTS}
        RETURNING wrong_attempts, expires_at`,
  );
  if (!counted) {
    const row = await queryRow(
      db,
      CodeRow.pick({ wrong_attempts: true, used_at: true }),
      sql`SELECT wrong_attempts, used_at FROM verification_codes WHERE user_id = ${userId} AND purpose = ${purpose}`,
    );
    if (row && !row.used_at && row.wrong_attempts >= MAX_WRONG_ATTEMPTS)
      throw new TooManyRequestsError(CODE_TEXT.tooManyWrong);
    throw new BadRequestError(wrongMessage);
  }
  if (counted.expires_at.getTime() <= now.getTime()) throw new BadRequestError(CODE_TEXT.expired);
  throw new BadRequestError(wrongMessage);
}
