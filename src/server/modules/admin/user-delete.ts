import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatKes, toKes } from '../../../shared/money';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import { col, queryRow } from '../../db/typed-rows';
import { ConflictError, NotFoundError } from '../../errors';
import { whatRemains } from '../account';
import { refuseIfCommunityMember } from '../communities';
import { handOverGoalsOf } from '../goals';
import { cancelPendingTransfersOf, refuseIfHolder } from '../shares';
import { audit } from '../../audit/audit';
import { deleteNotificationsOf } from '../../notifications/notification-rows';
import { ADMIN_ERRORS } from './admin-texts';
import { HTTP_TEXTS } from '../../http/http-texts';

/**
 * Deletes a user (see docs/product/console.md): only once no money of theirs remains (wallet, goal shares, payouts in
 * flight), no loan is active, they hold no shares and are in no community; goals they ran pass to a member. Erases the personal data and images, ends every session, and keeps
 * the ledger (its accounts stay, named by the user's id only).
 */
export async function deleteUser(ctx: AppContext, adminId: string, userId: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    const user = await queryRow(
      tx,
      z.object({ id: col.text }),
      sql`SELECT id FROM users WHERE id = ${userId} AND role = 'user' AND deleted_at IS NULL FOR UPDATE`,
    );
    if (!user) throw new NotFoundError(HTTP_TEXTS.userNotFound);
    const left = await whatRemains(tx, userId);
    const held = left.walletCents + left.goalSharesCents + left.withdrawingCents;
    if (held !== 0n) {
      throw new ConflictError(ADMIN_ERRORS.stillHolds(formatKes(toKes(held))), 'user_has_money');
    }
    if (left.loan) {
      throw new ConflictError(ADMIN_ERRORS.activeLoan(left.loan), 'user_has_loan');
    }
    if (left.depositInProgress) {
      throw new ConflictError(ADMIN_ERRORS.depositInProgress, 'user_has_deposit');
    }
    await refuseIfHolder(tx, userId);
    await refuseIfCommunityMember(tx, userId);
    const when = at.toISOString();
    await tx.execute(
      sql`UPDATE users SET full_name = NULL, email = NULL, phone = NULL, password_hash = NULL,
                           front_id_upload_id = NULL, back_id_upload_id = NULL, profile_picture_upload_id = NULL,
                           two_step_enabled = false, deleted_at = ${when}::timestamptz, updated_at = ${when}::timestamptz
          WHERE id = ${userId}`,
    );
    await tx.execute(
      sql`DELETE FROM uploads WHERE owner_user_id = ${userId} AND purpose IN ('id_front', 'id_back', 'profile')`,
    );
    await tx.execute(
      sql`UPDATE sessions SET revoked_at = ${when}::timestamptz WHERE user_id = ${userId} AND revoked_at IS NULL`,
    );
    await tx.execute(deleteNotificationsOf([userId]));
    await tx.execute(sql`DELETE FROM entry_notice_states WHERE user_id = ${userId}`);
    // Their goal shares are empty (checked above): they simply leave every goal, handing on those they ran.
    await handOverGoalsOf(tx, userId, at);
    await tx.execute(
      sql`UPDATE goal_members SET left_at = ${when}::timestamptz WHERE user_id = ${userId} AND left_at IS NULL`,
    );
    await cancelPendingTransfersOf(tx, userId, at);
    await tx.execute(sql`UPDATE feedback SET email = NULL WHERE user_id = ${userId}`);
    await audit(tx, { actorUserId: adminId, action: 'user.delete', target: `user:${userId}`, details: {}, at });
  });
}
