import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { newUserId } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { firstRow } from '../../db/client';
import { inTransaction } from '../../db/tx';

export const DEFAULT_SUPERADMIN_EMAIL = 'admin@localhost';

/**
 * At start-up (DESIGN §2): SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD create or update that superadmin
 * (role, complete registration, active). With neither set and no superadmin in the database,
 * admin@localhost is created with a random password printed once to the log.
 */
export async function ensureSuperadmin(ctx: AppContext): Promise<void> {
  const { email: configuredEmail, password: configuredPassword } = ctx.config.superadmin;
  const now = ctx.clock.now().toISOString();
  if (!configuredEmail && !configuredPassword) {
    const any = await firstRow<{ id: string }>(ctx.db, sql`SELECT id FROM users WHERE role = 'superadmin' AND deleted_at IS NULL LIMIT 1`);
    if (any) return;
    const password = randomBytes(12).toString('base64url');
    const inserted = await firstRow<{ id: string }>(
      ctx.db,
      sql`INSERT INTO users (id, role, full_name, email, password_hash, registration_step, account_status, email_verified_at, terms_accepted_at, activated_at, created_at, updated_at)
          VALUES (${newUserId()}, 'superadmin', 'Superadmin', ${DEFAULT_SUPERADMIN_EMAIL}, ${await hashPassword(password)}, 5, 'active',
                  ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz)
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (inserted) ctx.log.warn({ email: DEFAULT_SUPERADMIN_EMAIL, password }, 'created the superadmin admin@localhost; this password is shown only once');
    return;
  }
  const email = (configuredEmail ?? DEFAULT_SUPERADMIN_EMAIL).toLowerCase();
  const generated = configuredPassword ? undefined : randomBytes(12).toString('base64url');
  await inTransaction(ctx.db, async (tx) => {
    const existing = await firstRow<{ id: string; password_hash: string | null }>(
      tx,
      sql`SELECT id, password_hash FROM users WHERE lower(email) = ${email} FOR UPDATE`,
    );
    if (!existing) {
      await tx.execute(
        sql`INSERT INTO users (id, role, full_name, email, password_hash, registration_step, account_status, email_verified_at, terms_accepted_at, activated_at, created_at, updated_at)
            VALUES (${newUserId()}, 'superadmin', 'Superadmin', ${email}, ${await hashPassword(configuredPassword ?? generated ?? '')}, 5, 'active',
                    ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz)`,
      );
      if (generated) ctx.log.warn({ email, password: generated }, 'created the superadmin; this password is shown only once');
      return;
    }
    const samePassword = !configuredPassword || (existing.password_hash !== null && (await verifyPassword(existing.password_hash, configuredPassword)));
    await tx.execute(
      sql`UPDATE users SET role = 'superadmin', registration_step = 5, account_status = 'active', deleted_at = NULL, delete_requested_at = NULL,
                           email_verified_at = COALESCE(email_verified_at, ${now}::timestamptz), activated_at = COALESCE(activated_at, ${now}::timestamptz),
                           ${samePassword ? sql`` : sql`password_hash = ${await hashPassword(configuredPassword ?? '')},`}
                           updated_at = ${now}::timestamptz
          WHERE id = ${existing.id}`,
    );
    if (!samePassword) await revokeUserSessions(tx, existing.id, ctx.clock.now());
  });
}
