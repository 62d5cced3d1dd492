import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { newUserId } from '../../auth/tokens';
import { ConfigError } from '../../config';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';

export const DEFAULT_SUPERADMIN_EMAIL = 'admin@localhost';

const IdRow = z.object({ id: col.text });
const ExistingAccount = z.object({
  id: col.text,
  role: z.enum(['user', 'superadmin']),
  origin: z.enum(['registration', 'bootstrap']),
  password_hash: col.text.nullable(),
});

/** Start-up refuses to run: one line naming the variable and why, as an invalid value does. */
const selfRegistered = (email: string) =>
  new ConfigError(
    `Invalid configuration: SUPERADMIN_EMAIL names ${email}, an account that registered itself; start-up never makes such an account the superadmin, since anyone can register any address with a password of their own. Choose an address that has no account.`,
  );
const passwordNeeded = (email: string) =>
  new ConfigError(
    `Invalid configuration: SUPERADMIN_PASSWORD must be set to make ${email} (SUPERADMIN_EMAIL) the superadmin: that account exists and its current password may not be yours.`,
  );

/**
 * At start-up: SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD create or update that superadmin (role,
 * complete registration, active). With neither set and no superadmin in the database,
 * admin@localhost is created with a random password printed once to the log.
 *
 * An existing account is treated by who made it (users.origin). One that registered itself is
 * never promoted: start-up stops instead, since its email and password were chosen by whoever
 * signed up. One that start-up made but that is not the superadmin now, or a superadmin promoted
 * from a registration by an earlier version, becomes the superadmin only with SUPERADMIN_PASSWORD:
 * the password is set, every session of the account ends, and the promotion is logged at warn.
 */
export async function ensureSuperadmin(ctx: AppContext): Promise<void> {
  const { email: configuredEmail, password: configuredPassword } = ctx.config.superadmin;
  const now = ctx.clock.now().toISOString();
  if (!configuredEmail && !configuredPassword) {
    const any = await queryRow(
      ctx.db,
      IdRow,
      sql`SELECT id FROM users WHERE role = 'superadmin' AND deleted_at IS NULL LIMIT 1`,
    );
    if (any) return;
    const password = randomBytes(12).toString('base64url');
    const inserted = await queryRow(
      ctx.db,
      IdRow,
      sql`INSERT INTO users (id, role, origin, full_name, email, password_hash, registration_step, account_status, email_verified_at, terms_accepted_at, activated_at, created_at, updated_at)
          VALUES (${newUserId()}, 'superadmin', 'bootstrap', 'Superadmin', ${DEFAULT_SUPERADMIN_EMAIL}, ${await hashPassword(password)}, 5, 'active',
                  ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz)
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (inserted)
      ctx.log.warn(
        { email: DEFAULT_SUPERADMIN_EMAIL, password },
        'created the superadmin admin@localhost; this password is shown only once',
      );
    return;
  }
  const email = (configuredEmail ?? DEFAULT_SUPERADMIN_EMAIL).toLowerCase();
  const generated = configuredPassword ? undefined : randomBytes(12).toString('base64url');
  await inTransaction(ctx.db, async (tx) => {
    const existing = await queryRow(
      tx,
      ExistingAccount,
      sql`SELECT id, role, origin, password_hash FROM users WHERE lower(email) = ${email} FOR UPDATE`,
    );
    if (!existing) {
      await tx.execute(
        sql`INSERT INTO users (id, role, origin, full_name, email, password_hash, registration_step, account_status, email_verified_at, terms_accepted_at, activated_at, created_at, updated_at)
            VALUES (${newUserId()}, 'superadmin', 'bootstrap', 'Superadmin', ${email}, ${await hashPassword(configuredPassword ?? generated ?? '')}, 5, 'active',
                    ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz)`,
      );
      if (generated)
        ctx.log.warn({ email, password: generated }, 'created the superadmin; this password is shown only once');
      return;
    }
    if (existing.origin === 'registration' && existing.role !== 'superadmin') throw selfRegistered(email);
    const promotion = existing.role !== 'superadmin' || existing.origin === 'registration';
    if (promotion && !configuredPassword) throw passwordNeeded(email);
    const samePassword =
      !configuredPassword ||
      (!promotion &&
        existing.password_hash !== null &&
        (await verifyPassword(existing.password_hash, configuredPassword)));
    await tx.execute(
      sql`UPDATE users SET role = 'superadmin', origin = 'bootstrap', registration_step = 5, account_status = 'active', deleted_at = NULL, delete_requested_at = NULL,
                           email_verified_at = COALESCE(email_verified_at, ${now}::timestamptz), activated_at = COALESCE(activated_at, ${now}::timestamptz),
                           ${samePassword ? sql`` : sql`password_hash = ${await hashPassword(configuredPassword ?? '')},`}
                           updated_at = ${now}::timestamptz
          WHERE id = ${existing.id}`,
    );
    if (!samePassword) await revokeUserSessions(tx, existing.id, ctx.clock.now());
    if (promotion) {
      ctx.log.warn(
        { email, userId: existing.id },
        'made an existing account the superadmin (SUPERADMIN_EMAIL): its password is now SUPERADMIN_PASSWORD and all its sessions have ended',
      );
    }
  });
}
