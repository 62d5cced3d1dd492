import { type SQL, sql } from 'drizzle-orm';
import type { AdminUser, DeleteRequest, UserDetails } from '../../../shared/schemas/admin';
import { toKes } from '../../../shared/money';
import { type Db, firstRow, rows } from '../../db/client';
import { NotFoundError } from '../../errors';
import { uploadUrl } from '../../uploads/images';

/** The superadmin's lists of users (spec §2 Superadmin area, §7). */

/** At most this many rows per list; the newest registrations first. */
export const LIST_LIMIT = 1000;

interface UserRow {
  id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  wallet_cents: bigint | string | null;
  loan_limit_cents: bigint | string;
}

const selectUsers = (where: SQL, extra: SQL = sql``) =>
  sql`SELECT u.id, u.full_name, u.email, u.phone, w.balance_cents AS wallet_cents, u.loan_limit_cents ${extra}
      FROM users u LEFT JOIN ledger_accounts w ON w.code = 'wallet:' || u.id
      WHERE u.role = 'user' AND u.deleted_at IS NULL AND ${where}
      ORDER BY u.created_at DESC, u.id LIMIT ${LIST_LIMIT}`;

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

export async function listUsers(db: Db, list: UserList): Promise<AdminUser[]> {
  return (await rows<UserRow>(db, selectUsers(listFilters[list]))).map(toAdminUser);
}

export async function listDeleteRequests(db: Db): Promise<DeleteRequest[]> {
  const found = await rows<UserRow & { delete_requested_at: Date | string }>(
    db,
    selectUsers(sql`u.delete_requested_at IS NOT NULL`, sql`, u.delete_requested_at`),
  );
  return found.map((r) => ({ ...toAdminUser(r), delete_request_date: new Date(r.delete_requested_at).toISOString() }));
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
