import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { walletBalance } from '../../ledger/accounts';
import { everyNotification } from '../notifications';
import { displayPhone } from './profile-service';
import { HTTP_TEXTS } from '../../http/http-texts';

const when = (v: Date | null) => (v === null ? null : v.toISOString());

/** The user's rows of one table (its `owner` column names them), oldest first: the columns `shape` names. */
function ownRows<S extends z.ZodRawShape>(db: Db, table: string, owner: string, userId: string, shape: S) {
  const columns = sql.raw(Object.keys(shape).join(', '));
  return queryRows(
    db,
    z.object(shape),
    sql`SELECT ${columns} FROM ${sql.identifier(table)} WHERE ${sql.identifier(owner)} = ${userId} ORDER BY created_at`,
  );
}

const UserRow = z.object({
  id: col.text,
  full_name: col.text.nullable(),
  email: col.text.nullable(),
  phone: col.text.nullable(),
  role: col.text,
  registration_step: col.int,
  account_status: col.text,
  two_step_enabled: col.boolean,
  loan_limit_cents: col.bigint,
  language: col.text,
  share_data: col.boolean,
  profile_visibility: col.text,
  email_notifications: col.boolean,
  sms_notifications: col.boolean,
  push_notifications: col.boolean,
  terms_accepted_at: col.timestamp.nullable(),
  email_verified_at: col.timestamp.nullable(),
  activated_at: col.timestamp.nullable(),
  delete_requested_at: col.timestamp.nullable(),
  created_at: col.timestamp,
});

/**
 * Everything Pamoja holds on one user, as a JSON-ready object: profile, preferences, money, goals,
 * loans, referrals, notifications, feedback and support messages. About other people it holds only
 * the names of the friends the user referred.
 */
export async function buildAccountExport(db: Db, userId: string, at: Date): Promise<Record<string, unknown>> {
  const u = await queryRow(db, UserRow, sql`SELECT * FROM users WHERE id = ${userId} AND deleted_at IS NULL`);
  if (!u) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  const [transactions, goals, loans, referrals, notifications, feedback, support, uploads, sessions, infoRequests] =
    await Promise.all([
      queryRows(
        db,
        z.object({
          at: col.timestamp,
          kind: col.text,
          description: col.text,
          account: col.text,
          amount_cents: col.bigint,
        }),
        sql`SELECT p.created_at AS at, e.kind, e.description, a.kind AS account, p.amount_cents
          FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
          WHERE a.user_id = ${userId} ORDER BY p.created_at, p.id`,
      ),
      queryRows(
        db,
        z.object({
          title: col.text,
          description: col.text,
          target_cents: col.bigint,
          end_date: col.text,
          role: col.text,
          contributed_cents: col.bigint,
          joined_at: col.timestamp,
          left_at: col.timestamp.nullable(),
          share_cents: col.bigint.nullable(),
          deleted_at: col.timestamp.nullable(),
        }),
        sql`SELECT g.title, g.description, g.target_cents, g.end_date::text AS end_date, m.role, m.contributed_cents, m.joined_at, m.left_at,
                 a.balance_cents AS share_cents, g.deleted_at
          FROM goal_members m JOIN goals g ON g.id = m.goal_id
          LEFT JOIN ledger_accounts a ON a.code = 'goal:' || g.id::text || ':' || m.user_id
          WHERE m.user_id = ${userId} ORDER BY m.joined_at`,
      ),
      queryRows(
        db,
        z.object({
          amount_cents: col.bigint,
          duration: col.text,
          purpose: col.text,
          repayment_cents: col.bigint,
          status: col.text,
          requested_at: col.timestamp,
          due_date: col.text.nullable(),
          repaid_at: col.timestamp.nullable(),
        }),
        sql`SELECT amount_cents, duration, purpose, repayment_cents, status, requested_at, due_date::text AS due_date, repaid_at
          FROM loans WHERE user_id = ${userId} ORDER BY requested_at`,
      ),
      queryRows(
        db,
        z.object({
          full_name: col.text.nullable(),
          registration_step: col.int,
          account_status: col.text,
          referral_redeemed_at: col.timestamp.nullable(),
        }),
        sql`SELECT full_name, registration_step, account_status, referral_redeemed_at FROM users WHERE referred_by = ${userId} ORDER BY created_at`,
      ),
      everyNotification(db, userId),
      ownRows(db, 'feedback', 'user_id', userId, {
        email: col.text.nullable(),
        rating: col.int,
        feedback: col.text,
        created_at: col.timestamp,
      }),
      ownRows(db, 'support_messages', 'user_id', userId, {
        email: col.text,
        message: col.text,
        created_at: col.timestamp,
      }),
      ownRows(db, 'uploads', 'owner_user_id', userId, {
        purpose: col.text,
        content_type: col.text,
        size_bytes: col.int,
        created_at: col.timestamp,
      }),
      ownRows(db, 'sessions', 'user_id', userId, {
        created_at: col.timestamp,
        expires_at: col.timestamp,
        revoked_at: col.timestamp.nullable(),
      }),
      ownRows(db, 'account_info_requests', 'user_id', userId, { created_at: col.timestamp }),
    ]);
  return {
    exportedAt: at.toISOString(),
    profile: {
      userId: u.id,
      name: u.full_name,
      email: u.email,
      phone: displayPhone(u.phone),
      role: u.role,
      registrationComplete: u.registration_step >= 5,
      accountStatus: u.account_status,
      loanLimit: toKes(u.loan_limit_cents),
      registeredAt: when(u.created_at),
      termsAcceptedAt: when(u.terms_accepted_at),
      emailVerifiedAt: when(u.email_verified_at),
      activatedAt: when(u.activated_at),
      deleteRequestedAt: when(u.delete_requested_at),
    },
    preferences: {
      language: u.language,
      twoStepEnabled: u.two_step_enabled,
      shareData: u.share_data,
      profileVisibility: u.profile_visibility,
      emailNotifications: u.email_notifications,
      smsNotifications: u.sms_notifications,
      pushNotifications: u.push_notifications,
    },
    wallet: { balance: toKes(await walletBalance(db, userId)) },
    transactions: transactions.map((t) => ({
      date: when(t.at),
      kind: t.kind,
      description: t.description,
      account: t.account,
      amount: toKes(t.amount_cents),
    })),
    goals: goals.map((g) => ({
      title: g.title,
      description: g.description,
      target: toKes(g.target_cents),
      endDate: g.end_date,
      role: g.role,
      contributed: toKes(g.contributed_cents),
      currentShare: toKes(g.share_cents ?? 0n),
      joinedAt: when(g.joined_at),
      leftAt: when(g.left_at),
      goalDeleted: g.deleted_at !== null,
    })),
    loans: loans.map((l) => ({
      amount: toKes(l.amount_cents),
      duration: l.duration,
      purpose: l.purpose,
      repaymentAmount: toKes(l.repayment_cents),
      status: l.status,
      requestedAt: when(l.requested_at),
      dueDate: l.due_date,
      repaidAt: when(l.repaid_at),
    })),
    referrals: referrals.map((r) => ({
      name: r.full_name,
      joined: r.registration_step >= 5,
      accountStatus: r.account_status,
      redeemed: r.referral_redeemed_at !== null,
    })),
    notifications: notifications.map((n) => ({ message: n.message, read: n.is_read, date: when(n.created_at) })),
    feedback: feedback.map((f) => ({
      email: f.email,
      rating: f.rating,
      feedback: f.feedback,
      date: when(f.created_at),
    })),
    supportMessages: support.map((s) => ({ email: s.email, message: s.message, date: when(s.created_at) })),
    uploads: uploads.map((x) => ({
      purpose: x.purpose,
      contentType: x.content_type,
      sizeBytes: x.size_bytes,
      uploadedAt: when(x.created_at),
    })),
    sessions: sessions.map((s) => ({
      signedInAt: when(s.created_at),
      expiresAt: when(s.expires_at),
      signedOutAt: when(s.revoked_at),
    })),
    accountInfoRequests: infoRequests.map((r) => when(r.created_at)),
  };
}
