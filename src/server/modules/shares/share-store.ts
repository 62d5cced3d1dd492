import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, nairobiDay } from '../../../shared/nairobi-time';
import type { Db } from '../../db/client';
import { col, queryRow, queryRowOrThrow } from '../../db/typed-rows';
import { BusinessRuleError, ConflictError } from '../../errors';
import { RETAINED_INCOME_ACCOUNTS } from '../../ledger/accounts';
import { SHARE_ERRORS } from './share-texts';
import { LIVE_USER } from '../../auth/live-user';

/** Holders below this number: the one-fifth cap does not apply yet (docs/product/shares.md). */
export const CAP_FREE_HOLDERS = 5;

const SettingsRow = z.object({ total_shares: col.bigint, sold_shares: col.bigint, price_cents: col.bigint });
export type Settings = z.output<typeof SettingsRow>;

/**
 * The settings row, locked: every change of holdings (buy, accepted transfer) and every dividend
 * takes this lock first, so they happen one after another and always lock in the same order
 * (settings, then ledger accounts in id order). Without `lock`, a plain read.
 */
export async function readSettings(db: Db, lock = false): Promise<Settings> {
  return queryRowOrThrow(
    db,
    SettingsRow,
    lock
      ? sql`SELECT total_shares, sold_shares, price_cents FROM share_settings WHERE id = 1 FOR UPDATE`
      : sql`SELECT total_shares, sold_shares, price_cents FROM share_settings WHERE id = 1`,
    () => new Error('share_settings has no row (migration 0800)'),
  );
}

/**
 * The one rule for who may acquire shares, by buying or by a transfer (docs/product/shares.md): an
 * ordinary user (members buy shares; the superadmin does not), registered, not deleted and no
 * deletion asked; the row is held (auth/live-user.ts) so a deletion cannot pass it meanwhile. The id is
 * matched whatever its case: ids are issued upper-case (auth/tokens.ts `newUserId`), so the input's
 * upper case finds it through the primary key, not a scan of the users. The stored id, or undefined.
 */
export async function shareholderId(db: Db, userId: string): Promise<string | undefined> {
  const row = await queryRow(
    db,
    z.object({ id: col.text }),
    sql`SELECT id FROM users WHERE id = upper(${userId}) AND role = 'user' AND ${LIVE_USER} FOR KEY SHARE`,
  );
  return row?.id;
}

/** The one who may acquire shares (as `shareholderId`) at a phone stored as 254…, held against a deletion. */
export async function shareholderByPhone(db: Db, phone: string): Promise<string | undefined> {
  const row = await queryRow(
    db,
    z.object({ id: col.text }),
    sql`SELECT id FROM users WHERE phone = ${phone} AND role = 'user' AND ${LIVE_USER} LIMIT 1 FOR KEY SHARE`,
  );
  return row?.id;
}

/** A user's shares now (0 when never held). */
export async function sharesOf(db: Db, userId: string): Promise<bigint> {
  const row = await queryRow(
    db,
    z.object({ shares: col.bigint }),
    sql`SELECT shares FROM share_holdings WHERE user_id = ${userId}`,
  );
  return row?.shares ?? 0n;
}

/** How many users hold shares, counted only up to CAP_FREE_HOLDERS (all the cap rule needs). */
export async function holdersUpToCap(db: Db): Promise<number> {
  const row = await queryRow(
    db,
    z.object({ n: col.bigint }),
    sql`SELECT COUNT(*) AS n FROM (SELECT 1 FROM share_holdings WHERE shares > 0 LIMIT ${CAP_FREE_HOLDERS}) h`,
  );
  return Number(row?.n ?? 0n);
}

/**
 * Most shares a user holding `held` may still acquire when `sold` shares are sold in all, by the
 * one-fifth cap alone: (held + n) × 5 ≤ sold + n for a purchase (the sold total grows), or
 * (held + n) × 5 ≤ sold for a transfer. No cap while fewer than CAP_FREE_HOLDERS would hold shares.
 */
export function capRoom(held: bigint, sold: bigint, holdersAfter: number, purchase: boolean): bigint | null {
  if (holdersAfter < CAP_FREE_HOLDERS) return null;
  const room = purchase ? (sold - 5n * held) / 4n : sold / 5n - held;
  return room > 0n ? room : 0n;
}

/** Holders after `userId` acquires shares: one more when the user held none. */
export async function holdersAfterAcquiring(db: Db, held: bigint): Promise<number> {
  return (await holdersUpToCap(db)) + (held === 0n ? 1 : 0);
}

/** Refuses an acquisition of `n` shares that would break the cap (422, with the most allowed). */
export function checkCap(n: bigint, room: bigint | null): void {
  if (room !== null && n > room) throw new BusinessRuleError(SHARE_ERRORS.overCap(room), 'share_cap');
}

/**
 * Refuses `userId` acquiring `n` more shares (a purchase, or a transfer when `purchase` is false)
 * where the one-fifth cap forbids it, with `sold` shares sold in all before.
 */
export async function refuseOverCap(db: Db, userId: string, n: bigint, sold: bigint, purchase: boolean): Promise<void> {
  const held = await sharesOf(db, userId);
  checkCap(n, capRoom(held, sold, await holdersAfterAcquiring(db, held), purchase));
}

/**
 * Changes a user's holding by `delta` at `at` and keeps the share-day history (decision 032): the
 * shares held at the start of a Nairobi day count for that day, so a change on day d closes the
 * open interval at d and the new quantity counts from d + 1 (a second change the same day replaces
 * the interval that starts tomorrow). The holding's CHECK refuses a negative result.
 */
export async function changeHolding(tx: Db, userId: string, delta: bigint, at: Date): Promise<bigint> {
  // A sale updates the seller's row (an INSERT's proposed row would already break the CHECK).
  const row = await queryRow(
    tx,
    z.object({ shares: col.bigint }),
    delta < 0n
      ? sql`UPDATE share_holdings SET shares = shares + ${delta.toString()}::bigint WHERE user_id = ${userId} RETURNING shares`
      : sql`INSERT INTO share_holdings (user_id, shares, first_acquired_at) VALUES (${userId}, ${delta.toString()}::bigint, ${at.toISOString()}::timestamptz)
            ON CONFLICT (user_id) DO UPDATE SET shares = share_holdings.shares + EXCLUDED.shares
            RETURNING shares`,
  );
  if (!row) throw new Error('holding upsert returned nothing');
  const day = nairobiDay(at);
  await tx.execute(
    sql`UPDATE share_intervals SET valid_to = ${day}::date WHERE user_id = ${userId} AND valid_to IS NULL AND valid_from <= ${day}::date`,
  );
  await tx.execute(sql`DELETE FROM share_intervals WHERE user_id = ${userId} AND valid_to IS NULL`);
  if (row.shares > 0n) {
    await tx.execute(
      sql`INSERT INTO share_intervals (user_id, shares, valid_from) VALUES (${userId}, ${row.shares.toString()}::bigint, ${addDays(day, 1)}::date)`,
    );
  }
  return row.shares;
}

/** Retained income (decision 030): income − expenses − dividends paid, the sum of those accounts' postings. */
export async function retainedIncome(db: Db): Promise<bigint> {
  const ids = sql.join(
    RETAINED_INCOME_ACCOUNTS.map((id) => sql`${id.toString()}::bigint`),
    sql`, `,
  );
  const row = await queryRow(
    db,
    z.object({ cents: col.bigint }),
    sql`SELECT COALESCE(SUM(amount_cents), 0)::bigint AS cents FROM postings WHERE account_id IN (${ids})`,
  );
  return row?.cents ?? 0n;
}

/**
 * An account holding shares cannot be deleted (nor its deletion requested): the shares must first be
 * transferred to another member (409, the same sentence for the user and the superadmin).
 */
export async function refuseIfHolder(db: Db, userId: string): Promise<void> {
  const held = await sharesOf(db, userId);
  if (held > 0n) throw new ConflictError(SHARE_ERRORS.holderCannotDelete(held), 'user_has_shares');
}

/**
 * A leaving account (its deletion asked, or done) can no longer take part in a transfer: the offers
 * still pending to or from it are cancelled, so neither side is left with one nobody can answer.
 */
export async function cancelPendingTransfersOf(db: Db, userId: string, at: Date): Promise<void> {
  await db.execute(
    sql`UPDATE share_transfers SET status = 'cancelled', decided_at = ${at.toISOString()}::timestamptz
        WHERE status = 'pending' AND (from_user_id = ${userId} OR to_user_id = ${userId})`,
  );
}
