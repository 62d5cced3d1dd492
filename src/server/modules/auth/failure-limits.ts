import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { TooManyRequestsError } from '../../errors';
import { countInWindow } from './failure-window';
import { AUTH_ERRORS } from './auth-texts';
import type { LocalizedText } from '../../../shared/localized-text';

/**
 * Per-account limits on secrets guessed while the account is known: wrong two-step and registration
 * codes (across fresh codes, which each allow 5 tries) and wrong current passwords on change-password. A row is
 * reserved before the secret is checked, so parallel guesses cannot exceed the limit; a right
 * secret (or a refused attempt) takes its row back.
 */
export type FailureKind = 'login_code' | 'registration_code' | 'change_password';

export const FAILURE_LIMITS: Record<FailureKind, { max: number; windowMs: number; message: LocalizedText }> = {
  login_code: {
    max: 10,
    windowMs: 60 * 60 * 1000,
    message: AUTH_ERRORS.loginCodeLocked,
  },
  registration_code: {
    max: 10,
    windowMs: 60 * 60 * 1000,
    message: AUTH_ERRORS.registrationCodeLocked,
  },
  change_password: {
    max: 5,
    windowMs: 15 * 60 * 1000,
    message: AUTH_ERRORS.changePasswordLocked,
  },
};

export interface FailureReservation {
  id: bigint;
  kind: FailureKind;
  /** Failures in the window, this one included. */
  count: number;
}

const iso = (d: Date) => d.toISOString();

/** Reserves a failure for a user, or throws 429 when the user is at the limit. Undefined for an unknown user (nothing to count). */
export async function reserveFailure(
  db: Db,
  userId: string,
  kind: FailureKind,
  now: Date,
): Promise<FailureReservation | undefined> {
  const { max, windowMs, message } = FAILURE_LIMITS[kind];
  const counted = await countInWindow(
    db,
    'auth_failures',
    sql`user_id = ${userId} AND kind = ${kind}`,
    iso(new Date(now.getTime() - windowMs)),
    sql`INSERT INTO auth_failures (user_id, kind, failed_at) SELECT id, ${kind}, ${iso(now)}::timestamptz FROM users WHERE id = ${userId} RETURNING id`,
  );
  if (!counted) return undefined;
  const { id, count } = counted;
  if (count > max) {
    await forgetFailure(db, { id, kind, count });
    throw new TooManyRequestsError(message, `${kind}_locked`);
  }
  return { id, kind, count };
}

export async function forgetFailure(db: Db, reservation: FailureReservation | undefined): Promise<void> {
  if (reservation) await db.execute(sql`DELETE FROM auth_failures WHERE id = ${reservation.id.toString()}::bigint`);
}

/** Whether this confirmed failure is the one that reached the limit (the moment to tell the owner). */
export function reachedLimit(reservation: FailureReservation | undefined): boolean {
  return reservation !== undefined && reservation.count === FAILURE_LIMITS[reservation.kind].max;
}

/** A password reset lifts every per-account lock. */
export async function clearFailures(db: Db, userId: string): Promise<void> {
  await db.execute(sql`DELETE FROM auth_failures WHERE user_id = ${userId}`);
}
