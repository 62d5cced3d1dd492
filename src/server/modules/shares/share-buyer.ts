import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BuyerLookupResponse } from '../../../shared/schemas/shares';
import { LIVE_USER } from '../../auth/live-user';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { SHARE_ERRORS } from './share-texts';

/** At most this many buyer look-ups per user in BUYER_LOOKUP_WINDOW (decision 066). */
export const BUYER_LOOKUPS = 10;
export const BUYER_LOOKUP_WINDOW = '10 minutes';

/** "Wanjiru Kamau Njeri" → "Wanjiru N.": the first name and the initial of the last, enough to recognise. */
export function shortName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/**
 * GET /api/shares/buyer?phone=…: who an offer to that number would go to, shown before the seller
 * confirms (decision 066). Only someone who may acquire shares (an ordinary, live user other than the
 * caller) is named, and only by first name and initial; any other number gets the same 404.
 */
export async function buyerAt(db: Db, callerId: string, phone: string): Promise<BuyerLookupResponse> {
  const row = await queryRow(
    db,
    z.object({ full_name: col.text }),
    sql`SELECT full_name FROM users
        WHERE phone = ${phone} AND role = 'user' AND id <> ${callerId} AND ${LIVE_USER} LIMIT 1`,
  );
  if (!row) throw new NotFoundError(SHARE_ERRORS.noBuyerAtPhone);
  return { name: shortName(row.full_name) };
}
