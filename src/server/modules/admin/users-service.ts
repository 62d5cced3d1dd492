import { type SQL, sql } from 'drizzle-orm';
import {
  type AdminUser,
  type DeleteRequest,
  encodeListCursor,
  type ListCursor,
  MAX_LIST_LIMIT,
  type UserDetails,
  type UserListQuery,
} from '../../../shared/schemas/admin';
import { toKes } from '../../../shared/money';
import { type Db, firstRow, rows } from '../../db/client';
import { NotFoundError } from '../../errors';
import { uploadUrl } from '../../uploads/images';

/**
 * The superadmin's lists of users (spec §2 Superadmin area, §7), newest registrations first, read
 * by keyset pages: a page ends at its last row's (created_at, id), the next one starts after it, so
 * every user appears exactly once across pages even when registrations share an instant.
 */

/** Without ?limit a list answers its newest MAX_LIST_LIMIT rows, as it did before paging. */
export const LIST_LIMIT = MAX_LIST_LIMIT;

interface UserRow {
  id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  wallet_cents: bigint | string | null;
  loan_limit_cents: bigint | string;
}

/** A row with its position in the list: created_at to the microsecond, in UTC. */
type ListedRow = UserRow & { sort_at: string };

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type PageRequest = Pick<UserListQuery, 'cursor' | 'q'> & { limit?: number };

/** `LIKE` text matching itself only: %, _ and \ lose their meaning. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Part of a name or email (any case), or digits of a phone typed as 07…/01…, 254… or +254…. */
function searchFilter(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const text = `%${likeText(q)}%`;
  const digits = q.replace(/[\s+-]/g, '');
  const phone = /^\d+$/.test(digits) ? `%${digits.startsWith('0') ? `254${digits.slice(1)}` : digits}%` : null;
  return sql`(u.full_name ILIKE ${text} ESCAPE '\\' OR u.email ILIKE ${text} ESCAPE '\\'${phone ? sql` OR u.phone LIKE ${phone}` : sql``})`;
}

/** Rows after the cursor in the order created_at DESC, id ASC. */
function afterCursor(cursor: ListCursor | undefined): SQL {
  if (!cursor) return sql`true`;
  const at = sql`${cursor.createdAt}::timestamptz`;
  return sql`u.created_at <= ${at} AND (u.created_at < ${at} OR u.id > ${cursor.id})`;
}

async function selectPage<R extends ListedRow>(db: Db, where: SQL, page: PageRequest, extra: SQL = sql``): Promise<Page<R>> {
  const limit = page.limit ?? LIST_LIMIT;
  const found = await rows<R>(
    db,
    sql`SELECT u.id, u.full_name, u.email, u.phone, w.balance_cents AS wallet_cents, u.loan_limit_cents ${extra},
               to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_at
        FROM users u LEFT JOIN ledger_accounts w ON w.code = 'wallet:' || u.id
        WHERE u.role = 'user' AND u.deleted_at IS NULL AND ${where} AND ${searchFilter(page.q)} AND ${afterCursor(page.cursor)}
        ORDER BY u.created_at DESC, u.id LIMIT ${limit + 1}`,
  );
  const items = found.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: found.length > limit && last ? encodeListCursor({ createdAt: last.sort_at, id: last.id }) : null };
}

function toAdminUser(r: UserRow): AdminUser {
  return {
    id: r.id,
    user_id: r.id,
    full_name: r.full_name ?? '',
    email: r.email ?? '',
    phone: r.phone ?? '',
    balance: toKes(BigInt(r.wallet_cents ?? 0)),
    loan_limit: toKes(BigInt(r.loan_limit_cents)),
  };
}

export type UserList = 'all' | 'active' | 'inactive' | 'incomplete';

const listFilters: Record<UserList, SQL> = {
  all: sql`true`,
  active: sql`u.account_status = 'active' AND u.registration_step = 5`,
  inactive: sql`u.account_status = 'inactive' AND u.registration_step = 5`,
  incomplete: sql`u.registration_step < 5`,
};

export async function listUsers(db: Db, list: UserList, page: PageRequest = {}): Promise<Page<AdminUser>> {
  const found = await selectPage<ListedRow>(db, listFilters[list], page);
  return { items: found.items.map(toAdminUser), nextCursor: found.nextCursor };
}

/** Users who asked to be deleted, in the same order as the other lists (newest registration first). */
export async function listDeleteRequests(db: Db, page: PageRequest = {}): Promise<Page<DeleteRequest>> {
  const found = await selectPage<ListedRow & { delete_requested_at: Date | string }>(
    db,
    sql`u.delete_requested_at IS NOT NULL`,
    page,
    sql`, u.delete_requested_at`,
  );
  return {
    items: found.items.map((r) => ({ ...toAdminUser(r), delete_request_date: new Date(r.delete_requested_at).toISOString() })),
    nextCursor: found.nextCursor,
  };
}

export async function userDetails(db: Db, userId: string): Promise<UserDetails> {
  const r = await firstRow<
    UserRow & {
      front_id_upload_id: string | null;
      back_id_upload_id: string | null;
      account_status: 'active' | 'inactive';
      registration_step: number;
      goal_cents: bigint | string | null;
      created_at: Date | string;
      delete_requested_at: Date | string | null;
    }
  >(
    db,
    sql`SELECT u.id, u.full_name, u.email, u.phone, u.loan_limit_cents, u.front_id_upload_id, u.back_id_upload_id,
               u.account_status, u.registration_step, u.created_at, u.delete_requested_at,
               (SELECT balance_cents FROM ledger_accounts WHERE code = 'wallet:' || u.id) AS wallet_cents,
               (SELECT COALESCE(SUM(balance_cents), 0) FROM ledger_accounts WHERE user_id = u.id AND kind = 'goal_share') AS goal_cents
        FROM users u WHERE u.id = ${userId} AND u.role = 'user' AND u.deleted_at IS NULL`,
  );
  if (!r) throw new NotFoundError('User not found.');
  return {
    ...toAdminUser(r),
    front_id_path: uploadUrl(r.front_id_upload_id),
    back_id_path: uploadUrl(r.back_id_upload_id),
    account_status: r.account_status,
    registration_step: Number(r.registration_step),
    goal_savings: toKes(BigInt(r.goal_cents ?? 0)),
    created_at: new Date(r.created_at).toISOString(),
    delete_request_date: r.delete_requested_at ? new Date(r.delete_requested_at).toISOString() : null,
  };
}
