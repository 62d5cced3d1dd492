import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ChangePasswordBody } from '../../../shared/schemas/account';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { col, queryRow } from '../../db/typed-rows';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import { checkAccountPassword } from '../auth';
import { notify } from '../../notifications/notify';
import { passwordChangedSms } from '../notifications';
import { cancelPendingTransfersOf } from '../shares';
import { refuseWhileSomethingRemains } from './deletion-request-check';
import { audit } from '../../audit/audit';
import { ACCOUNT_ERRORS } from './account-texts';
import { HTTP_TEXTS } from '../../http/http-texts';

/**
 * Changes the password after checking the current one, and signs out every other session (the
 * one in use stays signed in). The user is told by notification and mail.
 */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  body: ChangePasswordBody,
  keepTokenHash: string,
): Promise<void> {
  const checkedHash = await checkAccountPassword(
    ctx,
    userId,
    body.currentPassword,
    ACCOUNT_ERRORS.wrongCurrentPassword,
  );
  const newHash = await hashPassword(body.newPassword);
  const at = ctx.clock.now();
  await inTransaction(ctx.db, async (tx, after) => {
    // Only if the hash is still the one we checked: two racing changes cannot both pass.
    const updated = await queryRow(
      tx,
      z.object({ id: col.text }),
      sql`UPDATE users SET password_hash = ${newHash}, updated_at = ${at.toISOString()}::timestamptz
          WHERE id = ${userId} AND password_hash = ${checkedHash} RETURNING id`,
    );
    if (!updated) throw new BadRequestError(ACCOUNT_ERRORS.passwordChangedMeanwhile);
    await revokeUserSessions(tx, userId, at, keepTokenHash);
    await notify(
      ctx,
      tx,
      after,
      userId,
      {
        en: 'Your Pamoja password was changed. If this was not you, reset your password now and contact support.',
        sw: 'Nenosiri lako la Pamoja limebadilishwa. Ikiwa si wewe, weka upya nenosiri lako sasa na uwasiliane na huduma kwa wateja.',
      },
      {
        at,
        email: { subject: { en: 'Your Pamoja password was changed', sw: 'Nenosiri lako la Pamoja limebadilishwa' } },
        sms: { text: passwordChangedSms, category: 'security', eventKey: `password-changed:${userId}:${at.getTime()}` },
      },
    );
  });
}

export const SUPERADMIN_NOT_DELETED = ACCOUNT_ERRORS.superadminNotDeleted;

/**
 * Records the user's request to delete the account and signs out every session: the login then
 * answers 403 until the superadmin deletes the account. A repeated request keeps the first date. It
 * is refused while the user still has something to settle (deletion-request-check.ts), which they
 * could no longer do once signed out; the user's row is locked first, so no deposit, loan, share,
 * goal or community step can slip in beside it (auth/live-user.ts). The superadmin's own account
 * is not deleted this way: it would lock the console out.
 */
export async function requestDeletion(db: Db, userId: string, at: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const user = await queryRow(
      tx,
      z.object({ role: z.enum(['user', 'superadmin']) }),
      sql`SELECT role FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR UPDATE`,
    );
    if (!user) throw new NotFoundError(HTTP_TEXTS.userNotFound);
    if (user.role === 'superadmin') throw new ForbiddenError(SUPERADMIN_NOT_DELETED);
    await refuseWhileSomethingRemains(tx, userId);
    await tx.execute(
      sql`UPDATE users SET delete_requested_at = COALESCE(delete_requested_at, ${at.toISOString()}::timestamptz),
                 updated_at = ${at.toISOString()}::timestamptz
          WHERE id = ${userId}`,
    );
    await revokeUserSessions(tx, userId, at);
    await cancelPendingTransfersOf(tx, userId, at);
    await audit(tx, { actorUserId: userId, action: 'account.delete_requested', target: userId, at });
  });
}
