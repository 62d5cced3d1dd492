import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeKenyanPhone } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { LIVE_USER } from '../../auth/live-user';

/**
 * A paybill account number (BillRefNumber), as the payer typed it: a phone (07…, 01…, 254…, +254…)
 * pays into that user's wallet; `C<community id>-<phone>` pays that member's community dues. The
 * community id is the whole id or its first 8 characters (M-Pesa's account field is short).
 */
export type PaybillAccount =
  { kind: 'wallet'; phone: string } | { kind: 'community'; communityRef: string; phone: string };

const FULL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHORT_ID = /^[0-9a-f]{8}$/;

export function parsePaybillAccount(raw: string): PaybillAccount | undefined {
  const text = raw.replace(/\s+/g, '');
  const community = /^[Cc](.+)-([^-]+)$/.exec(text);
  if (community) {
    const ref = (community[1] ?? '').toLowerCase();
    const phone = normalizeKenyanPhone(community[2] ?? '');
    if (!phone || !(FULL_ID.test(ref) || SHORT_ID.test(ref))) return undefined;
    return { kind: 'community', communityRef: ref, phone };
  }
  const phone = normalizeKenyanPhone(text);
  return phone ? { kind: 'wallet', phone } : undefined;
}

/** The account the operator pays its own capital into (docs/product/proof.md): any case, spaces ignored. */
export const CAPITAL_ACCOUNT = 'CAPITAL';
export const isCapitalAccount = (raw: string): boolean => raw.replace(/\s+/g, '').toUpperCase() === CAPITAL_ACCOUNT;

/** Whom a paybill account names today: a user's wallet, or a member's dues in a community. */
export type PaybillTarget =
  | { kind: 'wallet'; userId: string }
  | { kind: 'community'; userId: string; communityId: string; communityName: string };

/** Why an account names nobody: no such user, community, or membership. */
export type PaybillMiss = 'unknown_phone' | 'unknown_community' | 'not_member';

const UserRow = z.object({ id: col.text });

/**
 * The one rule for whose wallet a paybill payment may go to, by account number or by the
 * superadmin's assignment (docs/product/paybill.md): an ordinary user (not the superadmin),
 * registered, not deleted, no deletion requested. The user's id, or undefined. Within a transaction
 * the row is held, so a deletion asked meanwhile waits for the credit and then sees it (auth/live-user.ts).
 */
async function paybillUser(db: Db, which: SQL): Promise<string | undefined> {
  const row = await queryRow(
    db,
    UserRow,
    sql`SELECT id FROM users WHERE ${which} AND role = 'user' AND ${LIVE_USER}
        FOR KEY SHARE`,
  );
  return row?.id;
}

const userByPhone = (db: Db, phone: string) => paybillUser(db, sql`phone = ${phone}`);

/** The user a suspense payment may be assigned to, by id (the same rule as an account number's). */
export const paybillUserById = (db: Db, userId: string) => paybillUser(db, sql`id = ${userId}`);

async function communityByRef(db: Db, ref: string): Promise<{ id: string; name: string } | undefined> {
  const Row = z.object({ id: col.text, name: col.text });
  if (FULL_ID.test(ref))
    return queryRow(db, Row, sql`SELECT id::text AS id, name FROM communities WHERE id = ${ref}::uuid`);
  // A short id names a community only when exactly one id starts with it (a range, so the key's index serves).
  const found = await queryRows(
    db,
    Row,
    sql`SELECT id::text AS id, name FROM communities
        WHERE id BETWEEN ${`${ref}-0000-0000-0000-000000000000`}::uuid AND ${`${ref}-ffff-ffff-ffff-ffffffffffff`}::uuid LIMIT 2`,
  );
  return found.length === 1 ? found[0] : undefined;
}

/** The target of a paybill account now, or why there is none. */
export async function resolvePaybillAccount(db: Db, account: PaybillAccount): Promise<PaybillTarget | PaybillMiss> {
  const userId = await userByPhone(db, account.phone);
  if (account.kind === 'wallet') return userId ? { kind: 'wallet', userId } : 'unknown_phone';
  const community = await communityByRef(db, account.communityRef);
  if (!community) return 'unknown_community';
  if (!userId) return 'unknown_phone';
  const member = await queryRow(
    db,
    z.object({}),
    sql`SELECT 1 FROM community_members WHERE community_id = ${community.id}::uuid AND user_id = ${userId} AND left_at IS NULL`,
  );
  if (!member) return 'not_member';
  return { kind: 'community', userId, communityId: community.id, communityName: community.name };
}
