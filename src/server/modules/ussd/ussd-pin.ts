import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { USSD_PIN_TEXTS, type UssdPinBody, type UssdPinStatus } from '../../../shared/schemas/ussd';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { checkAccountPassword } from '../auth';
import { notify } from '../../notifications/notify';
import { ussdTexts } from './ussd-texts';

/** Wrong PINs in a row that lock USSD, and for how long (docs/product/ussd.md). */
export const MAX_PIN_TRIES = 3;
export const PIN_LOCK_MS = 30 * 60 * 1000;

export type PinCheck =
  | { ok: true }
  | { ok: false; reason: 'no_pin' }
  | { ok: false; reason: 'locked'; until: Date }
  /** More tries at once than are left: this one was not compared, and nothing is locked by it. */
  | { ok: false; reason: 'busy' }
  | { ok: false; reason: 'wrong'; left: number };

const iso = (d: Date) => d.toISOString();

/**
 * Checks a USSD PIN. The try is counted before the PIN is compared (so parallel guesses cannot
 * pass three); a right PIN clears the count, the third wrong one in a row locks USSD for 30
 * minutes and tells the owner by SMS (a security text: it goes whatever the SMS preference).
 */
export async function checkPin(ctx: AppContext, userId: string, pin: string): Promise<PinCheck> {
  const now = ctx.clock.now();
  const reserved = await queryRow(
    ctx.db,
    z.object({ failed_tries: col.int, pin_hash: col.text }),
    sql`UPDATE ussd_pins SET failed_tries = failed_tries + 1, locked_until = NULL
        WHERE user_id = ${userId} AND (locked_until IS NULL OR locked_until <= ${iso(now)}::timestamptz)
        RETURNING failed_tries, pin_hash`,
  );
  if (!reserved) {
    const lock = await queryRow(
      ctx.db,
      z.object({ locked_until: col.timestamp.nullable() }),
      sql`SELECT locked_until FROM ussd_pins WHERE user_id = ${userId}`,
    );
    if (!lock) return { ok: false, reason: 'no_pin' };
    return { ok: false, reason: 'locked', until: lock.locked_until ?? new Date(now.getTime() + PIN_LOCK_MS) };
  }
  // Tries past the third came in parallel with it: they are not even compared.
  if (reserved.failed_tries > MAX_PIN_TRIES) return { ok: false, reason: 'busy' };
  if (await verifyPassword(reserved.pin_hash, pin)) {
    await ctx.db.execute(sql`UPDATE ussd_pins SET failed_tries = 0 WHERE user_id = ${userId}`);
    return { ok: true };
  }
  if (reserved.failed_tries < MAX_PIN_TRIES) {
    return { ok: false, reason: 'wrong', left: MAX_PIN_TRIES - reserved.failed_tries };
  }
  const until = new Date(now.getTime() + PIN_LOCK_MS);
  await inTransaction(ctx.db, async (tx, after) => {
    await tx.execute(
      sql`UPDATE ussd_pins SET locked_until = ${iso(until)}::timestamptz, failed_tries = 0 WHERE user_id = ${userId}`,
    );
    await notify(ctx, tx, after, userId, ussdTexts.lockedNotice, {
      at: now,
      sms: { text: ussdTexts.lockedSms, category: 'security', eventKey: `ussd-locked:${userId}:${now.getTime()}` },
    });
  });
  return { ok: false, reason: 'locked', until };
}

/**
 * Sets (or changes) the user's USSD PIN after checking the account password; wrong passwords count
 * towards the same per-account limit as change-password's. A new PIN lifts a lock. The owner is told
 * by notification and security SMS, so a PIN set by someone else does not go unnoticed.
 */
export async function setPin(ctx: AppContext, userId: string, body: UssdPinBody): Promise<void> {
  await checkAccountPassword(ctx, userId, body.password, USSD_PIN_TEXTS.wrongPassword);
  const pinHash = await hashPassword(body.pin);
  const at = ctx.clock.now();
  await inTransaction(ctx.db, async (tx, after) => {
    await tx.execute(
      sql`INSERT INTO ussd_pins (user_id, pin_hash, failed_tries, locked_until, updated_at)
          VALUES (${userId}, ${pinHash}, 0, NULL, ${iso(at)}::timestamptz)
          ON CONFLICT (user_id) DO UPDATE
            SET pin_hash = EXCLUDED.pin_hash, failed_tries = 0, locked_until = NULL, updated_at = EXCLUDED.updated_at`,
    );
    await notify(ctx, tx, after, userId, ussdTexts.pinSetNotice, {
      at,
      sms: { text: ussdTexts.pinSetSms, category: 'security', eventKey: `ussd-pin-set:${userId}:${at.getTime()}` },
    });
  });
}

/** Whether the user has a PIN, and the lock if one is on (the settings screen shows both). */
export async function pinStatus(db: Db, userId: string, now: Date): Promise<UssdPinStatus> {
  const row = await queryRow(
    db,
    z.object({ locked_until: col.timestamp.nullable() }),
    sql`SELECT locked_until FROM ussd_pins WHERE user_id = ${userId}`,
  );
  const locked = row?.locked_until && row.locked_until > now ? row.locked_until.toISOString() : null;
  return { pinSet: row !== undefined, lockedUntil: locked };
}
