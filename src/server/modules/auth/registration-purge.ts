import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { purgeAt } from '../../../shared/registration-purge';
import type { AppContext } from '../../context';
import { col, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import type { Job } from '../../module';
import { auditMany } from '../../audit/audit';
import { deleteNotificationsOf } from '../../notifications/notification-rows';

const ErasedRow = z.object({ id: col.text, registration_step: col.int, created_at: col.timestamp });

const BATCH = 200;

/**
 * Erases registrations still incomplete `registrationPurgeDays` after step 1, so that nobody can hold
 * an email address or phone number (or keep ID images on our disks) by starting a registration and
 * never finishing it. Erasing works as a deletion does: the personal data and every image go, the
 * sessions, codes and reset links with them, and the row stays (named by its id only) so the ledger
 * keeps its accounts; a registration that holds money or has a loan or deposit under way is left for
 * the superadmin. Rows are claimed with SKIP LOCKED and re-checked in the UPDATE, so two instances
 * running the job erase each registration once, and one completing its last step at that moment is
 * either finished first (and kept) or erased first (and its step answers "not found").
 * Returns how many were erased.
 */
export async function purgeIncompleteRegistrations(ctx: AppContext): Promise<number> {
  let purged = 0;
  for (;;) {
    const now = ctx.clock.now();
    const at = now.toISOString();
    // begun at or before this instant: purgeAt(begun) <= now
    const cutoff = purgeAt(now, -ctx.config.registrationPurgeDays).toISOString();
    const erased = await inTransaction(ctx.db, async (tx) => {
      const done = await queryRows(
        tx,
        ErasedRow,
        sql`UPDATE users u SET full_name = NULL, email = NULL, phone = NULL, password_hash = NULL,
                   front_id_upload_id = NULL, back_id_upload_id = NULL, profile_picture_upload_id = NULL,
                   two_step_enabled = false, deleted_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
            WHERE u.id IN (
                    SELECT c.id FROM users c
                    WHERE c.role = 'user' AND c.registration_step < 5 AND c.deleted_at IS NULL AND c.created_at <= ${cutoff}::timestamptz
                      AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.user_id = c.id AND a.balance_cents <> 0)
                      AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.user_id = c.id AND l.status IN ('Pending', 'Approved'))
                      AND NOT EXISTS (SELECT 1 FROM mpesa_deposits d WHERE d.user_id = c.id AND d.status = 'processing')
                    ORDER BY c.created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
              AND u.registration_step < 5 AND u.deleted_at IS NULL
            RETURNING u.id, u.registration_step, u.created_at`,
      );
      if (done.length === 0) return 0;
      const ids = sql.join(
        done.map((u) => sql`${u.id}`),
        sql`, `,
      );
      await tx.execute(sql`DELETE FROM uploads WHERE owner_user_id IN (${ids})`);
      await tx.execute(sql`DELETE FROM verification_codes WHERE user_id IN (${ids})`);
      await tx.execute(sql`DELETE FROM password_reset_tokens WHERE user_id IN (${ids})`);
      await tx.execute(sql`DELETE FROM sessions WHERE user_id IN (${ids})`);
      await tx.execute(deleteNotificationsOf(done.map((u) => u.id)));
      await tx.execute(sql`DELETE FROM entry_notice_states WHERE user_id IN (${ids})`);
      await tx.execute(
        sql`UPDATE goal_members SET left_at = ${at}::timestamptz WHERE user_id IN (${ids}) AND left_at IS NULL`,
      );
      await auditMany(
        tx,
        done.map((u) => ({
          actorUserId: null,
          action: 'registration.purge',
          target: `user:${u.id}`,
          details: { step: u.registration_step, startedAt: u.created_at.toISOString() },
          at: now,
        })),
      );
      return done.length;
    });
    purged += erased;
    if (erased > 0) ctx.log.info({ erased }, 'incomplete registrations purged');
    if (erased < BATCH) return purged;
  }
}

export const registrationPurgeJob: Job = {
  name: 'registration-purge',
  everyMs: 60 * 60 * 1000,
  run: async (ctx) => void (await purgeIncompleteRegistrations(ctx)),
};
