import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { BadRequestError, NotFoundError, type Refusal } from '../../errors';
import { HTTP_TEXTS } from '../../http/http-texts';
import { forgetFailure, reserveFailure } from './failure-limits';

/**
 * Checks a signed-in user's account password before a sensitive change (a new password, a USSD PIN).
 * Every attempt counts towards the per-account change_password limit and is reserved before the
 * check, so a stolen session cannot guess quickly; a right password forgets its attempt. Returns the
 * hash it checked, for an update that must find it unchanged.
 */
export async function checkAccountPassword(
  ctx: AppContext,
  userId: string,
  password: string,
  wrongMessage: Refusal,
): Promise<string> {
  const row = await queryRow(
    ctx.db,
    z.object({ password_hash: col.text.nullable() }),
    sql`SELECT password_hash FROM users WHERE id = ${userId} AND deleted_at IS NULL`,
  );
  if (!row) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  const reservation = await reserveFailure(ctx.db, userId, 'change_password', ctx.clock.now());
  if (!row.password_hash || !(await verifyPassword(row.password_hash, password))) {
    throw new BadRequestError(wrongMessage, 'wrong_password');
  }
  await forgetFailure(ctx.db, reservation);
  return row.password_hash;
}
