import { sql } from 'drizzle-orm';
import { type Db, firstRow } from '../../db/client';
import { TooManyRequestsError } from '../../errors';

/** Per-account brute-force limit (DESIGN §2): 5 failed logins per account per 15 minutes. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_LOGIN_FAILURES = 5;
export const TOO_MANY_LOGINS = 'Too many failed login attempts. Please try again in 15 minutes.';

/**
 * Reserves a login attempt for this email before the password is checked, so that concurrent
 * guesses cannot all slip under the limit. Returns the reservation's id: `forgetAttempt` it when the
 * password was right.
 */
export async function reserveLoginAttempt(db: Db, email: string, now: Date): Promise<bigint> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  await db.execute(sql`DELETE FROM login_failures WHERE email = ${email} AND failed_at <= ${since}::timestamptz`);
  const row = await firstRow<{ id: bigint }>(
    db,
    sql`INSERT INTO login_failures (email, failed_at) VALUES (${email}, ${now.toISOString()}::timestamptz) RETURNING id`,
  );
  if (!row) throw new Error('login attempt insert returned nothing');
  const id = BigInt(row.id);
  const count = await firstRow<{ n: bigint }>(
    db,
    sql`SELECT COUNT(*)::bigint AS n FROM login_failures WHERE email = ${email} AND failed_at > ${since}::timestamptz`,
  );
  if (BigInt(count?.n ?? 0) > BigInt(MAX_LOGIN_FAILURES)) {
    // a refused attempt is not a failure: the lock ends 15 minutes after the fifth wrong password
    await forgetAttempt(db, id);
    throw new TooManyRequestsError(TOO_MANY_LOGINS);
  }
  return id;
}

export async function forgetAttempt(db: Db, id: bigint): Promise<void> {
  await db.execute(sql`DELETE FROM login_failures WHERE id = ${id.toString()}::bigint`);
}

/** A right password (or a password reset) wipes the account's failures. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.execute(sql`DELETE FROM login_failures WHERE email = ${email}`);
}
