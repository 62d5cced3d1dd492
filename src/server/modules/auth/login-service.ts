import type { LoginResponse, NextStep, SignedInResponse } from '../../../shared/schemas/auth';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import { consumeCode, currentCode, hasPendingCode, issueCode, LOGIN_PENDING_MS, refuseCode } from './codes';
import { forgetFailure, reachedLimit, reserveFailure } from './failure-limits';
import { claimLockNotice, loginSucceeded, reserveLoginAttempt } from './login-limits';
import { codeMail } from './mail-texts';
import { mailSignInNotice, textNewSignIn } from './sign-in-notices';
import { DELETION_IN_PROCESS } from '../../auth/live-user';
import { type AuthUser, mailLater, USER_NOT_FOUND, userByEmail, userById } from './users';
import { AUTH_ERRORS } from './auth-texts';

export const INVALID_CREDENTIALS = AUTH_ERRORS.invalidCredentials;
export const INVALID_VERIFICATION_CODE = AUTH_ERRORS.invalidVerificationCode;
export const NOTHING_TO_RESEND = AUTH_ERRORS.nothingToResend;

// Checked when the email is unknown, so that a wrong email takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

function signedIn(user: AuthUser, token: string): SignedInResponse {
  return { token, user: { id: user.id, name: user.full_name ?? '', role: user.role } };
}

/** POST /api/login: every outcome of the specification (§2 Login, §3 Login result). */
export async function login(ctx: AppContext, email: string, password: string, ip: string): Promise<LoginResponse> {
  const now = ctx.clock.now();
  const reservation = await reserveLoginAttempt(ctx.db, email, ip, now);
  const user = await userByEmail(ctx.db, email);
  let ok = false;
  if (user?.password_hash) ok = await verifyPassword(user.password_hash, password);
  else await verifyPassword(await (dummyHash ??= hashPassword('not-a-real-password')), password);
  if (!user || !ok) {
    if (user && reservation.throttled && (await claimLockNotice(ctx.db, email, now)))
      void mailSignInNotice(ctx, user, 'password');
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  // Known addresses are remembered by loginSucceeded: a new one is texted to the owner first.
  if (reservation.throttled) await textNewSignIn(ctx, user, email, ip);
  await loginSucceeded(ctx.db, reservation, email, ip, now);
  if (user.delete_requested_at) throw new ForbiddenError(DELETION_IN_PROCESS);
  if (user.registration_step < 5) {
    return { registrationIncomplete: true, nextStep: `step-${user.registration_step}` as NextStep, userId: user.id };
  }
  if (user.two_step_enabled) {
    await inTransaction(ctx.db, async (tx, after) => {
      const code = await issueCode(tx, user.id, 'login', now, { newLogin: true, keepRecent: true });
      if (code && user.email) after(mailLater(ctx, codeMail(user.email, user.language, 'login', code)));
    });
    return { verificationRequired: true, userId: user.id };
  }
  return signedIn(user, await createSession(ctx.db, user.id, now));
}

/** POST /api/login/verify-code: the two-step code mailed at login gives the session. */
export async function verifyLoginCode(ctx: AppContext, userId: string, code: string): Promise<SignedInResponse> {
  const now = ctx.clock.now();
  // Only guesses at a pending code count: without one no code can succeed, and counting them would
  // let anyone who knows a user id lock that user's two-step sign-in.
  const reservation = (await hasPendingCode(ctx.db, userId, 'login', now))
    ? await reserveFailure(ctx.db, userId, 'login_code', now)
    : undefined;
  let result: SignedInResponse | undefined;
  try {
    result = await inTransaction(ctx.db, async (tx) => {
      const user = await userById(tx, userId);
      if (!user || !(await consumeCode(tx, userId, 'login', code, now))) return undefined;
      if (user.delete_requested_at) throw new ForbiddenError(DELETION_IN_PROCESS);
      return signedIn(user, await createSession(tx, user.id, now));
    });
  } catch (err) {
    await forgetFailure(ctx.db, reservation);
    throw err;
  }
  if (result) {
    await forgetFailure(ctx.db, reservation);
    return result;
  }
  if (reachedLimit(reservation)) {
    const user = await userById(ctx.db, userId);
    if (user) void mailSignInNotice(ctx, user, 'code');
  }
  return refuseCode(ctx.db, userId, 'login', now, INVALID_VERIFICATION_CODE);
}

/** POST /api/login/resend-code: a new registration code (step 4) or two-step code (pending login). */
export async function resendCode(ctx: AppContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx, after) => {
    const user = await userById(tx, userId, true);
    if (!user) throw new NotFoundError(USER_NOT_FOUND);
    let purpose: 'registration' | 'login';
    if (user.registration_step === 4) purpose = 'registration';
    else {
      const pending = await currentCode(tx, userId, 'login');
      const live = pending && !pending.used_at && now.getTime() - pending.started_at.getTime() < LOGIN_PENDING_MS;
      if (!live || user.registration_step < 5 || user.delete_requested_at) throw new ConflictError(NOTHING_TO_RESEND);
      purpose = 'login';
    }
    const code = await issueCode(tx, userId, purpose, now);
    if (code && user.email) after(mailLater(ctx, codeMail(user.email, user.language, purpose, code)));
  });
}
