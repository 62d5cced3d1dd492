import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { language } from '../../../shared/schemas/auth';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { hashSecret, newSecret } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { col, queryRow } from '../../db/typed-rows';
import { BadRequestError } from '../../errors';
import { clearFailures } from './failure-limits';
import { clearLoginFailures } from './login-limits';
import { type Language, resetMail } from './mail-texts';
import { mailLater } from './users';
import { passwordChangedSms } from '../notifications';
import { queueSms } from '../../sms/sms-outbox';
import { AUTH_ERRORS } from './auth-texts';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Reset mails to one recipient per rolling hour: a flood of requests cannot fill someone's inbox. */
export const MAX_RESET_MAILS_PER_HOUR = 3;
export const INVALID_RESET_LINK = AUTH_ERRORS.invalidResetLink;

const iso = (d: Date) => d.toISOString();
const UserIdRow = z.object({ user_id: col.text });

interface IssuedLink {
  email: string;
  language: Language;
  link: string;
}

/**
 * Mints a reset link for the user found by `who` (email or id), unless the recipient already got
 * MAX_RESET_MAILS_PER_HOUR in the last hour. Earlier links stay valid until they expire or one is
 * used, so a new request never breaks the link the owner is about to open. The user row is locked
 * first, so that parallel requests count each other; an unknown email takes the same two statements.
 */
export async function issueResetLink(
  ctx: AppContext,
  db: Db,
  who: { email: string } | { userId: string },
  now: Date,
): Promise<IssuedLink | undefined> {
  const token = newSecret();
  const row = await inTransaction(db, async (tx) => {
    const user = await queryRow(
      tx,
      z.object({ id: col.text, email: col.text.nullable(), language }),
      'email' in who
        ? sql`SELECT id, email, language FROM users WHERE lower(email) = ${who.email.toLowerCase()} AND deleted_at IS NULL FOR UPDATE`
        : sql`SELECT id, email, language FROM users WHERE id = ${who.userId} AND deleted_at IS NULL FOR UPDATE`,
    );
    const inserted = await queryRow(
      tx,
      UserIdRow,
      sql`INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at)
          SELECT ${hashSecret(token)}, ${user?.id ?? ''}, ${iso(now)}::timestamptz, ${iso(new Date(now.getTime() + RESET_TTL_MS))}::timestamptz
          WHERE ${user?.email ? sql`TRUE` : sql`FALSE`}
            AND (SELECT count(*) FROM password_reset_tokens
                 WHERE user_id = ${user?.id ?? ''} AND created_at > ${iso(new Date(now.getTime() - 60 * 60 * 1000))}::timestamptz) < ${MAX_RESET_MAILS_PER_HOUR}
          RETURNING user_id`,
    );
    return inserted && user?.email ? { email: user.email, language: user.language } : undefined;
  });
  return row && { ...row, link: `${ctx.publicUrl()}/reset-password/${token}` };
}

/**
 * Mails a reset link when the email is registered and under its hourly cap; answers the same either
 * way (see docs/product/identity.md). The mail is not awaited, so timing tells nothing either.
 */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const issued = await issueResetLink(ctx, ctx.db, { email }, ctx.clock.now());
  if (issued) void mailLater(ctx, resetMail(issued.email, issued.language, issued.link))();
}

/**
 * Sets the new password with a live, unused reset token, ends every session of the user and every
 * other live link, and lifts the sign-in delays and locks.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(password);
  const done = await inTransaction(ctx.db, async (tx) => {
    const row = await queryRow(
      tx,
      UserIdRow,
      sql`UPDATE password_reset_tokens SET used_at = ${iso(now)}::timestamptz
          WHERE token_hash = ${hashSecret(token)} AND used_at IS NULL AND expires_at > ${iso(now)}::timestamptz
          RETURNING user_id`,
    );
    if (!row) throw new BadRequestError(INVALID_RESET_LINK);
    const user = await queryRow(
      tx,
      z.object({ email: col.text.nullable() }),
      sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = ${iso(now)}::timestamptz
          WHERE id = ${row.user_id} AND deleted_at IS NULL RETURNING email`,
    );
    if (!user) throw new BadRequestError(INVALID_RESET_LINK);
    await tx.execute(
      sql`UPDATE password_reset_tokens SET used_at = ${iso(now)}::timestamptz WHERE user_id = ${row.user_id} AND used_at IS NULL`,
    );
    await revokeUserSessions(tx, row.user_id, now);
    await queueSms(tx, {
      userId: row.user_id,
      text: passwordChangedSms,
      category: 'security',
      eventKey: `password-reset:${row.user_id}:${now.getTime()}`,
      at: now,
    });
    return { userId: row.user_id, email: user.email };
  });
  await clearFailures(ctx.db, done.userId);
  if (done.email) await clearLoginFailures(ctx.db, done.email.toLowerCase());
}
