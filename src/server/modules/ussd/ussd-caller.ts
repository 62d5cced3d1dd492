import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { language, normalizeKenyanPhone } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import type { Language } from './ussd-reply';
import { LIVE_USER } from '../../auth/live-user';

/** The Pamoja user behind a USSD session: found by the calling phone as users store it (2547…/2541…). */
export interface Caller {
  userId: string;
  phone: string;
  language: Language;
  /** Whether the user takes SMS receipts: a screen promises a text only then. */
  sms: boolean;
  sessionId: string;
}

/**
 * The user whose phone calls, if registered (registration complete, not deleted nor being
 * deleted). Africa's Talking sends +2547…; any form the registration accepts is read.
 */
export async function callerOf(db: Db, phoneNumber: string, sessionId: string): Promise<Caller | undefined> {
  const phone = normalizeKenyanPhone(phoneNumber);
  if (!phone) return undefined;
  const row = await queryRow(
    db,
    z.object({ id: col.text, language, sms_notifications: col.boolean }),
    sql`SELECT id, language, sms_notifications FROM users
        WHERE phone = ${phone} AND ${LIVE_USER}`,
  );
  return row ? { userId: row.id, phone, language: row.language, sms: row.sms_notifications, sessionId } : undefined;
}

/**
 * The Idempotency-Key of a money step: the same session, user and inputs give the same key, so a
 * callback Africa's Talking sends again moves nothing twice. The PIN is not part of it.
 */
export function stepKey(caller: Caller, steps: readonly string[]): string {
  const digest = createHash('sha256').update(`${caller.userId}|${caller.sessionId}|${steps.join('*')}`);
  return `ussd-${digest.digest('base64url').slice(0, 40)}`;
}
