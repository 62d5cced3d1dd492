import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type AdminUser,
  type DeleteRequest,
  encodeListCursor,
  type IncompleteRegistration,
  MAX_LIST_LIMIT,
  type UserDetails,
  type UserListQuery,
} from '../../../shared/schemas/admin';
import { toKes } from '../../../shared/money';
import { purgeAt } from '../../../shared/registration-purge';
import type { Db } from '../../db/client';
import { afterCursor, searchFilter } from '../../db/user-list-filters';
import { col, queryRow, queryRows, type RowSchema } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { uploadUrl } from '../../uploads/images';
import { HTTP_TEXTS } from '../../http/http-texts';

/**
 * The superadmin's lists of users (see docs/product/console.md), newest registrations first, read
 * by keyset pages: a page ends at its last row's (created_at, id), the next one starts after it, so
 * every user appears exactly once across pages even when registrations share an instant.
 */

/** Without ?limit a list answers its newest MAX_LIST_LIMIT rows, as it did before paging. */
export const LIST_LIMIT = MAX_LIST_LIMIT;

const UserRow = z.object({
  id: col.text,
  full_name: col.text.nullable(),
  email: col.text.nullable(),
  phone: col.text.nullable(),
  wallet_cents: col.bigint.nullable(),
  loan_limit_cents: col.bigint,
});
type UserRow = z.output<typeof UserRow>;

/** A row with its position in the list: created_at to the microsecond, in UTC. */
const ListedRow = UserRow.extend({ sort_at: col.text });
type ListedRow = z.output<typeof ListedRow>;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type PageRequest = Pick<UserListQuery, 'cursor' | 'q'> & { limit?: number };

async function selectPage<S extends RowSchema & z.ZodType<ListedRow>>(
  db: Db,
  row: S,
  where: SQL,
  page: PageRequest,
  extra: SQL = sql``,
): Promise<Page<z.output<S>>> {
  const limit = page.limit ?? LIST_LIMIT;
  const found = await queryRows(
    db,
    row,
    sql`SELECT u.id, u.full_name, u.email, u.phone, w.balance_cents AS wallet_cents, u.loan_limit_cents ${extra},
               to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_at
        FROM users u LEFT JOIN ledger_accounts w ON w.code = 'wallet:' || u.id
        WHERE u.role = 'user' AND u.deleted_at IS NULL AND ${where} AND ${searchFilter(page.q)} AND ${afterCursor(page.cursor)}
        ORDER BY u.created_at DESC, u.id LIMIT ${limit + 1}`,
  );
  const items = found.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: found.length > limit && last ? encodeListCursor({ createdAt: last.sort_at, id: last.id }) : null,
  };
}

function toAdminUser(r: UserRow): AdminUser {
  return {
    id: r.id,
    user_id: r.id,
    full_name: r.full_name ?? '',
    email: r.email ?? '',
    phone: r.phone ?? '',
    balance: toKes(r.wallet_cents ?? 0n),
    loan_limit: toKes(r.loan_limit_cents),
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
  const found = await selectPage(db, ListedRow, listFilters[list], page);
  return { items: found.items.map(toAdminUser), nextCursor: found.nextCursor };
}

/** Incomplete registrations, each with the moment it is erased unless completed before. */
export async function listIncompleteRegistrations(
  db: Db,
  purgeDays: number,
  page: PageRequest = {},
): Promise<Page<IncompleteRegistration>> {
  const found = await selectPage(db, ListedRow, listFilters.incomplete, page);
  return {
    items: found.items.map((r) => ({
      ...toAdminUser(r),
      purge_at: purgeAt(new Date(r.sort_at), purgeDays).toISOString(),
    })),
    nextCursor: found.nextCursor,
  };
}

/** Users who asked to be deleted, in the same order as the other lists (newest registration first). */
export async function listDeleteRequests(db: Db, page: PageRequest = {}): Promise<Page<DeleteRequest>> {
  const found = await selectPage(
    db,
    ListedRow.extend({ delete_requested_at: col.timestamp }),
    sql`u.delete_requested_at IS NOT NULL`,
    page,
    sql`, u.delete_requested_at`,
  );
  return {
    items: found.items.map((r) => ({
      ...toAdminUser(r),
      delete_request_date: r.delete_requested_at.toISOString(),
    })),
    nextCursor: found.nextCursor,
  };
}

export async function userDetails(db: Db, userId: string): Promise<UserDetails> {
  const r = await queryRow(
    db,
    UserRow.extend({
      front_id_upload_id: col.text.nullable(),
      back_id_upload_id: col.text.nullable(),
      account_status: z.enum(['active', 'inactive']),
      registration_step: col.int,
      goal_cents: col.bigint,
      created_at: col.timestamp,
      delete_requested_at: col.timestamp.nullable(),
    }),
    sql`SELECT u.id, u.full_name, u.email, u.phone, u.loan_limit_cents, u.front_id_upload_id, u.back_id_upload_id,
               u.account_status, u.registration_step, u.created_at, u.delete_requested_at,
               (SELECT balance_cents FROM ledger_accounts WHERE code = 'wallet:' || u.id) AS wallet_cents,
               (SELECT COALESCE(SUM(balance_cents), 0)::bigint FROM ledger_accounts WHERE user_id = u.id AND kind = 'goal_share') AS goal_cents
        FROM users u WHERE u.id = ${userId} AND u.role = 'user' AND u.deleted_at IS NULL`,
  );
  if (!r) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  return {
    ...toAdminUser(r),
    front_id_path: uploadUrl(r.front_id_upload_id),
    back_id_path: uploadUrl(r.back_id_upload_id),
    account_status: r.account_status,
    registration_step: r.registration_step,
    goal_savings: toKes(r.goal_cents),
    created_at: r.created_at.toISOString(),
    delete_request_date: r.delete_requested_at?.toISOString() ?? null,
  };
}
