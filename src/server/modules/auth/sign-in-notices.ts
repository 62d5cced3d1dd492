import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { queryRow } from '../../db/typed-rows';
import { queueSms } from '../../sms/sms-outbox';
import { newSignInSms } from '../notifications';
import { lockNoticeMail, type LockReason } from './mail-texts';
import { issueResetLink } from './password-service';
import type { AuthUser } from './users';

/**
 * Tells the owner that someone is guessing (wrong passwords from unknown addresses, or wrong
 * two-step codes) and gives a reset link, which lifts the delays and locks. Called once per episode;
 * a failure is logged, never thrown at the person signing in.
 */
export async function mailSignInNotice(ctx: AppContext, user: AuthUser, reason: LockReason): Promise<void> {
  if (!user.email) return;
  try {
    const issued = await issueResetLink(ctx, ctx.db, { userId: user.id }, ctx.clock.now());
    await ctx.mail.send(lockNoticeMail(user.email, user.language, reason, issued?.link));
  } catch (err) {
    ctx.log.error({ err, userId: user.id, reason }, 'sign-in notice failed');
  }
}

/**
 * A right password from an address this account has not signed in from (while it has from another):
 * a security text to the owner's phone, whatever their SMS preference. The first sign-in of an
 * account, and sign-ins from known addresses, are not texted. Best effort: a failure is logged.
 */
export async function textNewSignIn(ctx: AppContext, user: AuthUser, email: string, ip: string): Promise<void> {
  if (user.registration_step < 5 || user.delete_requested_at) return;
  try {
    const now = ctx.clock.now();
    const before = await queryRow(
      ctx.db,
      z.object({}),
      sql`SELECT 1 FROM login_known_addresses WHERE email = ${email} AND ip <> ${ip} LIMIT 1`,
    );
    if (!before) return;
    await queueSms(ctx.db, {
      userId: user.id,
      text: newSignInSms(now),
      category: 'security',
      eventKey: `sign-in:${user.id}:${now.getTime()}`,
      at: now,
    });
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'new sign-in text failed');
  }
}
