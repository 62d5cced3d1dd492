import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { hashSecret, newSecret } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { firstRow } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { BadRequestError } from '../../errors';
import { clearLoginFailures } from './login-limits';
import { resetMail } from './mail-texts';
import { mailLater, userByEmail } from './users';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';

/**
 * Mails a reset link when the email is registered; answers the same either way (DESIGN §8). A new
 * link replaces any earlier one. The mail is not awaited, so timing tells nothing either.
 */
export async function forgotPassword(ctx: AppContext, email: string): Promise<void> {
  const now = ctx.clock.now();
  const user = await userByEmail(ctx.db, email);
  if (!user?.email) return;
  const token = newSecret();
  await inTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`UPDATE password_reset_tokens SET used_at = ${now.toISOString()}::timestamptz WHERE user_id = ${user.id} AND used_at IS NULL`);
    await tx.execute(
      sql`INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at)
          VALUES (${hashSecret(token)}, ${user.id}, ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + RESET_TTL_MS).toISOString()}::timestamptz)`,
    );
  });
  void mailLater(ctx, resetMail(user.email, user.language, `${ctx.publicUrl()}/reset-password/${token}`))();
}

/** Sets the new password with a live, unused reset token, and ends every session of the user. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(password);
  const email = await inTransaction(ctx.db, async (tx) => {
    const row = await firstRow<{ user_id: string }>(
      tx,
      sql`UPDATE password_reset_tokens SET used_at = ${now.toISOString()}::timestamptz
          WHERE token_hash = ${hashSecret(token)} AND used_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz
          RETURNING user_id`,
    );
    if (!row) throw new BadRequestError(INVALID_RESET_LINK);
    const user = await firstRow<{ email: string | null }>(
      tx,
      sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = ${now.toISOString()}::timestamptz
          WHERE id = ${row.user_id} AND deleted_at IS NULL RETURNING email`,
    );
    if (!user) throw new BadRequestError(INVALID_RESET_LINK);
    await revokeUserSessions(tx, row.user_id, now);
    return user.email;
  });
  if (email) await clearLoginFailures(ctx.db, email.toLowerCase());
}
