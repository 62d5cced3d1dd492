import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { registerStep1Body } from '../../../shared/schemas/auth';
import { hashPassword } from '../../auth/passwords';
import { newUserId } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { inTransaction, sqlState, violatedConstraint } from '../../db/tx';
import { ConflictError } from '../../errors';
import { ensureWallet } from '../../ledger/accounts';
import { saveImage } from '../../uploads/images';
import { consumeCode, hasPendingCode, issueCode, refuseCode } from './codes';
import { forgetFailure, reserveFailure } from './failure-limits';
import { codeMail, welcomeMail } from './mail-texts';
import { mailLater, userAtStep } from './users';
import { claimPhoneInvitations } from '../communities';
import { AUTH_ERRORS } from './auth-texts';

type Step1 = z.output<typeof registerStep1Body>;

export const DUPLICATE_EMAIL = AUTH_ERRORS.duplicateEmail;
export const DUPLICATE_PHONE = AUTH_ERRORS.duplicatePhone;
export const INVALID_AUTH_CODE = AUTH_ERRORS.invalidAuthCode;

/** Step 1: the account, at registration step 2, with its wallet and the default loan limit. */
export async function registerStep1(ctx: AppContext, body: Step1): Promise<string> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(body.password);
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const taken = await queryRow(
        tx,
        z.object({ email_taken: col.boolean, phone_taken: col.boolean }),
        sql`SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = ${body.email}) AS email_taken,
                   EXISTS (SELECT 1 FROM users WHERE phone = ${body.phone}) AS phone_taken`,
      );
      if (taken?.email_taken) throw new ConflictError(DUPLICATE_EMAIL);
      if (taken?.phone_taken) throw new ConflictError(DUPLICATE_PHONE);
      const ref = body.ref
        ? await queryRow(
            tx,
            z.object({ id: col.text }),
            sql`SELECT id FROM users WHERE id = ${body.ref} AND deleted_at IS NULL`,
          )
        : undefined;
      const id = newUserId();
      const at = now.toISOString();
      await tx.execute(
        sql`INSERT INTO users (id, role, full_name, email, phone, password_hash, registration_step, loan_limit_cents, referred_by, language, created_at, updated_at)
            VALUES (${id}, 'user', ${body.full_name}, ${body.email}, ${body.phone}, ${passwordHash}, 2,
                    ${(BigInt(ctx.config.defaultLoanLimit) * 100n).toString()}::bigint, ${ref?.id ?? null}, ${body.language ?? 'en'},
                    ${at}::timestamptz, ${at}::timestamptz)`,
      );
      await ensureWallet(tx, id);
      return id;
    });
  } catch (err) {
    // two registrations racing for the same email or phone: the unique index decides
    if (sqlState(err) === '23505') {
      const constraint = violatedConstraint(err);
      if (constraint === 'users_email_key') throw new ConflictError(DUPLICATE_EMAIL);
      if (constraint === 'users_phone_key') throw new ConflictError(DUPLICATE_PHONE);
    }
    throw err;
  }
}

/** Step 2: the front and back of the ID, checked by content and stored in the database. */
export async function registerStep2(ctx: AppContext, userId: string, front: Buffer, back: Buffer): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    await userAtStep(tx, userId, 2);
    const invalidMessage = AUTH_ERRORS.idPhotos;
    const frontId = await saveImage(tx, {
      ownerUserId: userId,
      purpose: 'id_front',
      bytes: front,
      at: now,
      invalidMessage,
    });
    const backId = await saveImage(tx, {
      ownerUserId: userId,
      purpose: 'id_back',
      bytes: back,
      at: now,
      invalidMessage,
    });
    await tx.execute(
      sql`UPDATE users SET front_id_upload_id = ${frontId}::uuid, back_id_upload_id = ${backId}::uuid, registration_step = 3,
                           updated_at = ${now.toISOString()}::timestamptz WHERE id = ${userId}`,
    );
  });
}

/** Step 3: consent, then the registration code by mail. */
export async function registerStep3(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx, after) => {
    const user = await userAtStep(tx, userId, 3);
    await tx.execute(
      sql`UPDATE users SET terms_accepted_at = ${now.toISOString()}::timestamptz, registration_step = 4,
                           updated_at = ${now.toISOString()}::timestamptz WHERE id = ${userId}`,
    );
    const code = await issueCode(tx, userId, 'registration', now, { newLogin: true });
    if (code && user.email) after(mailLater(ctx, codeMail(user.email, user.language, 'registration', code)));
  });
}

/** Step 4: the emailed code completes the registration; a welcome mail follows. */
export async function registerStep4(ctx: AppContext, userId: string, code: string): Promise<void> {
  const now = ctx.clock.now();
  // Wrong codes count across fresh codes too (10 an hour), so asking for a new code every 30 s does
  // not buy 5 more guesses each time; only guesses at a pending code count, as for two-step codes.
  const reservation = (await hasPendingCode(ctx.db, userId, 'registration', now))
    ? await reserveFailure(ctx.db, userId, 'registration_code', now)
    : undefined;
  let done: boolean;
  try {
    done = await inTransaction(ctx.db, async (tx, after) => {
      const user = await userAtStep(tx, userId, 4);
      if (!(await consumeCode(tx, userId, 'registration', code, now))) return false;
      await tx.execute(
        sql`UPDATE users SET registration_step = 5, email_verified_at = ${now.toISOString()}::timestamptz,
                             updated_at = ${now.toISOString()}::timestamptz WHERE id = ${userId}`,
      );
      // Chama invitations that waited for this phone become the new user's (decision 060).
      await claimPhoneInvitations(tx, userId, now);
      if (user.email) after(mailLater(ctx, welcomeMail(user.email, user.language, user.full_name ?? '')));
      return true;
    });
  } catch (err) {
    await forgetFailure(ctx.db, reservation);
    throw err;
  }
  if (done) return forgetFailure(ctx.db, reservation);
  await refuseCode(ctx.db, userId, 'registration', now, INVALID_AUTH_CODE);
}
