import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { col, queryRow } from '../db/typed-rows';
import { ForbiddenError } from '../errors';
import { HTTP_TEXTS } from '../http/http-texts';

export const DELETION_IN_PROCESS = HTTP_TEXTS.deletionInProcess;

/** The one condition of a live account on the `users` row: not deleted, no deletion asked, registration complete. */
export const LIVE_USER = sql`deleted_at IS NULL AND delete_requested_at IS NULL AND registration_step = 5`;

/**
 * Holds a user's row for the rest of the transaction and says whether the account may still take on
 * money or obligations: not deleted, no deletion asked, registration complete (docs/product/account-and-settings.md).
 *
 * The deletion request and the console's delete lock the same row FOR UPDATE before they look at
 * what the user still has, so a deposit, loan, share, goal or community step that runs beside them
 * either finishes first (and the deletion sees it and refuses) or waits and then finds the account
 * leaving. KEY SHARE does not block the profile's own updates.
 */
export async function holdLiveUser(tx: Db, userId: string): Promise<boolean> {
  const row = await queryRow(
    tx,
    z.object({ live: col.boolean }),
    sql`SELECT (${LIVE_USER}) AS live
        FROM users WHERE id = ${userId} FOR KEY SHARE`,
  );
  return row?.live === true;
}

/** As holdLiveUser, for the user acting: one whose account is leaving is refused (403), as sign-in refuses it. */
export async function holdLiveActor(tx: Db, userId: string): Promise<void> {
  if (!(await holdLiveUser(tx, userId))) throw new ForbiddenError(DELETION_IN_PROCESS);
}
