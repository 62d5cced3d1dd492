import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { z } from 'zod';
import { language } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { ConflictError, NotFoundError } from '../../errors';
import type { Mail } from '../../mail/mailer';
import { AUTH_ERRORS } from './auth-texts';
import { HTTP_TEXTS } from '../../http/http-texts';

/** The columns identity work reads about a user. */
const AuthUserRow = z.object({
  id: col.text,
  role: z.enum(['user', 'superadmin']),
  full_name: col.text.nullable(),
  email: col.text.nullable(),
  password_hash: col.text.nullable(),
  registration_step: col.int,
  language,
  two_step_enabled: col.boolean,
  delete_requested_at: col.timestamp.nullable(),
});
export type AuthUser = z.output<typeof AuthUserRow>;

const COLUMNS = sql`id, role, full_name, email, password_hash, registration_step, language, two_step_enabled, delete_requested_at`;

export const USER_NOT_FOUND = HTTP_TEXTS.userNotFound;

export async function userById(db: Db, userId: string, lock = false): Promise<AuthUser | undefined> {
  return queryRow(
    db,
    AuthUserRow,
    sql`SELECT ${COLUMNS} FROM users WHERE id = ${userId} AND deleted_at IS NULL ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

export async function userByEmail(db: Db, email: string): Promise<AuthUser | undefined> {
  return queryRow(
    db,
    AuthUserRow,
    sql`SELECT ${COLUMNS} FROM users WHERE lower(email) = ${email.toLowerCase()} AND deleted_at IS NULL`,
  );
}

/** The user, locked, who must be at this registration step (steps in order, else 409). */
export async function userAtStep(tx: Db, userId: string, step: 2 | 3 | 4): Promise<AuthUser> {
  const user = await userById(tx, userId, true);
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  if (user.registration_step === step) return user;
  if (user.registration_step >= 5) throw new ConflictError(AUTH_ERRORS.registrationComplete);
  throw new ConflictError(AUTH_ERRORS.completeStep(String(user.registration_step)));
}

/** Sends a mail after the commit; a failure is logged, never thrown at the person. */
export function mailLater(ctx: AppContext, mail: Mail): () => Promise<void> {
  return async () => {
    try {
      await ctx.mail.send(mail);
    } catch (err) {
      ctx.log.error({ err, to: mail.to, subject: mail.subject }, 'mail failed');
    }
  };
}
