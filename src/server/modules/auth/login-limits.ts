import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { col, queryRow } from '../../db/typed-rows';
import { TooManyRequestsError } from '../../errors';
import { countInWindow } from './failure-window';
import { AUTH_ERRORS } from './auth-texts';
import type { LocalizedText } from '../../../shared/localized-text';

/**
 * Two limits on wrong passwords (decision 017), both reserved before the password is checked so that
 * concurrent guesses cannot slip under them:
 * - per account and client address: 5 failures in 15 minutes lock that address out of that account
 *   only, so someone elsewhere cannot lock the owner out;
 * - per account, over every address it never signed in from: after 10 failures in a day each further
 *   attempt waits twice as long as the last (30 s, 1 min, 2 min … at most an hour), and the owner is
 *   mailed once with a reset link. A password reset or a right password ends it.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_LOGIN_FAILURES = 5;
export const TOO_MANY_LOGINS = AUTH_ERRORS.tooManyLogins;

export const ACCOUNT_FREE_FAILURES = 10;
export const ACCOUNT_EPISODE_MS = 24 * 60 * 60 * 1000;
export const FIRST_DELAY_MS = 30 * 1000;
export const MAX_DELAY_MS = 60 * 60 * 1000;
/** An address the account signed in from stays trusted this long after its last sign-in. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

/** How long the next attempt must wait after the account's `failures`-th failure. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES));
}

export function accountDelayMessage(waitMs: number): LocalizedText {
  const seconds = Math.ceil(waitMs / 1000);
  const when = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return AUTH_ERRORS.accountDelayed(when);
}

export interface LoginReservation {
  /** The per-address row: forget it when the password was right. */
  id: bigint;
  /** Whether the attempt also counted against the account's delays (an unknown address). */
  throttled: boolean;
}

const iso = (d: Date) => d.toISOString();

/** Reserves an attempt for this email from this address, or throws 429 when either limit refuses it. */
export async function reserveLoginAttempt(db: Db, email: string, ip: string, now: Date): Promise<LoginReservation> {
  const id = await reserveForAddress(db, email, ip, now);
  const known = await queryRow(
    db,
    z.object({ ip: col.text }),
    sql`SELECT ip FROM login_known_addresses
        WHERE email = ${email} AND ip = ${ip} AND last_success_at > ${iso(new Date(now.getTime() - KNOWN_ADDRESS_MS))}::timestamptz`,
  );
  if (known) return { id, throttled: false };
  const waitMs = await reserveForAccount(db, email, now);
  if (waitMs > 0) {
    await forgetAttempt(db, id);
    throw new TooManyRequestsError(accountDelayMessage(waitMs), 'login_delayed');
  }
  return { id, throttled: true };
}

async function reserveForAddress(db: Db, email: string, ip: string, now: Date): Promise<bigint> {
  const counted = await countInWindow(
    db,
    'login_failures',
    sql`email = ${email} AND ip = ${ip}`,
    iso(new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
    sql`INSERT INTO login_failures (email, ip, failed_at) VALUES (${email}, ${ip}, ${iso(now)}::timestamptz) RETURNING id`,
  );
  if (!counted) throw new Error('login attempt insert returned nothing');
  const { id, count } = counted;
  if (count > MAX_LOGIN_FAILURES) {
    // a refused attempt is not a failure: the lock ends 15 minutes after the fifth wrong password
    await forgetAttempt(db, id);
    throw new TooManyRequestsError(TOO_MANY_LOGINS);
  }
  return id;
}

/** Counts the attempt against the account (the row is locked, so parallel guesses queue); returns how long it must wait instead, if it must. */
async function reserveForAccount(db: Db, email: string, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    await tx.execute(
      sql`INSERT INTO login_throttle (email, failures, episode_started_at, next_attempt_at)
          VALUES (${email}, 0, ${iso(now)}::timestamptz, ${iso(now)}::timestamptz) ON CONFLICT (email) DO NOTHING`,
    );
    const row = await queryRow(
      tx,
      z.object({ failures: col.int, episode_started_at: col.timestamp, next_attempt_at: col.timestamp }),
      sql`SELECT failures, episode_started_at, next_attempt_at FROM login_throttle WHERE email = ${email} FOR UPDATE`,
    );
    if (!row) throw new Error('login throttle row vanished');
    const stale = row.episode_started_at.getTime() <= now.getTime() - ACCOUNT_EPISODE_MS;
    const waitMs = stale ? 0 : row.next_attempt_at.getTime() - now.getTime();
    if (waitMs > 0) return waitMs;
    const failures = (stale ? 0 : row.failures) + 1;
    await tx.execute(
      sql`UPDATE login_throttle SET failures = ${failures},
            next_attempt_at = ${iso(new Date(now.getTime() + accountDelayMs(failures)))}::timestamptz
            ${stale ? sql`, episode_started_at = ${iso(now)}::timestamptz, notice_sent_at = NULL` : sql``}
          WHERE email = ${email}`,
    );
    return 0;
  });
}

export async function forgetAttempt(db: Db, id: bigint): Promise<void> {
  await db.execute(sql`DELETE FROM login_failures WHERE id = ${id.toString()}::bigint`);
}

/**
 * After a wrong password counted against the account: true once per episode, when the account has
 * just started to be slowed down and the owner should be told.
 */
export async function claimLockNotice(db: Db, email: string, now: Date): Promise<boolean> {
  const row = await queryRow(
    db,
    z.object({ email: col.text }),
    sql`UPDATE login_throttle SET notice_sent_at = ${iso(now)}::timestamptz
        WHERE email = ${email} AND failures >= ${ACCOUNT_FREE_FAILURES} AND notice_sent_at IS NULL RETURNING email`,
  );
  return row !== undefined;
}

/** A right password: this address's failures and the account's delays end, and the address is known from now on. */
export async function loginSucceeded(
  db: Db,
  reservation: LoginReservation,
  email: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db.execute(sql`DELETE FROM login_failures WHERE email = ${email} AND ip = ${ip}`);
  if (reservation.throttled) await db.execute(sql`DELETE FROM login_throttle WHERE email = ${email}`);
  await db.execute(
    sql`INSERT INTO login_known_addresses (email, ip, last_success_at) VALUES (${email}, ${ip}, ${iso(now)}::timestamptz)
        ON CONFLICT (email, ip) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`,
  );
}

/** A password reset wipes every failure of the account, from every address, and its delays. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.execute(sql`DELETE FROM login_failures WHERE email = ${email}`);
  await db.execute(sql`DELETE FROM login_throttle WHERE email = ${email}`);
}
