import { sql } from 'drizzle-orm';
import { toKes } from '../../../shared/money';
import { type Db, firstRow, rows } from '../../db/client';
import { NotFoundError } from '../../errors';
import { walletBalance } from '../../ledger/accounts';
import { displayPhone } from './profile-service';

const kes = (cents: bigint | string | number | null) => (cents === null ? null : toKes(BigInt(cents)));
const when = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

interface UserRow {
  id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  role: string;
  registration_step: number;
  account_status: string;
  two_step_enabled: boolean;
  loan_limit_cents: bigint;
  language: string;
  share_data: boolean;
  profile_visibility: string;
  email_notifications: boolean;
  sms_notifications: boolean;
  push_notifications: boolean;
  terms_accepted_at: Date | null;
  email_verified_at: Date | null;
  activated_at: Date | null;
  delete_requested_at: Date | null;
  created_at: Date;
}

/**
 * Everything Pamoja holds on one user, as a JSON-ready object: profile, preferences, money, goals,
 * loans, referrals, notifications, feedback and support messages. About other people it holds only
 * the names of the friends the user referred.
 */
export async function buildAccountExport(db: Db, userId: string, at: Date): Promise<Record<string, unknown>> {
  const u = await firstRow<UserRow>(db, sql`SELECT * FROM users WHERE id = ${userId} AND deleted_at IS NULL`);
  if (!u) throw new NotFoundError('User not found.');
  const [transactions, goals, loans, referrals, notifications, feedback, support, uploads, sessions, infoRequests] = await Promise.all([
    rows<{ at: Date; kind: string; description: string; account: string; amount_cents: bigint }>(
      db,
      sql`SELECT p.created_at AS at, e.kind, e.description, a.kind AS account, p.amount_cents
          FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
          WHERE a.user_id = ${userId} ORDER BY p.created_at, p.id`,
    ),
    rows<{ title: string; description: string; target_cents: bigint; end_date: string; role: string; contributed_cents: bigint; joined_at: Date; left_at: Date | null; share_cents: bigint | null; deleted_at: Date | null }>(
      db,
      sql`SELECT g.title, g.description, g.target_cents, g.end_date::text AS end_date, m.role, m.contributed_cents, m.joined_at, m.left_at,
                 a.balance_cents AS share_cents, g.deleted_at
          FROM goal_members m JOIN goals g ON g.id = m.goal_id
          LEFT JOIN ledger_accounts a ON a.code = 'goal:' || g.id::text || ':' || m.user_id
          WHERE m.user_id = ${userId} ORDER BY m.joined_at`,
    ),
    rows<{ amount_cents: bigint; duration: string; purpose: string; repayment_cents: bigint; status: string; requested_at: Date; due_date: string | null; repaid_at: Date | null }>(
      db,
      sql`SELECT amount_cents, duration, purpose, repayment_cents, status, requested_at, due_date::text AS due_date, repaid_at
          FROM loans WHERE user_id = ${userId} ORDER BY requested_at`,
    ),
    rows<{ full_name: string | null; registration_step: number; account_status: string; referral_redeemed_at: Date | null }>(
      db,
      sql`SELECT full_name, registration_step, account_status, referral_redeemed_at FROM users WHERE referred_by = ${userId} ORDER BY created_at`,
    ),
    rows<{ message: string; is_read: boolean; created_at: Date }>(db, sql`SELECT message, is_read, created_at FROM notifications WHERE user_id = ${userId} ORDER BY created_at`),
    rows<{ email: string | null; rating: number; feedback: string; created_at: Date }>(db, sql`SELECT email, rating, feedback, created_at FROM feedback WHERE user_id = ${userId} ORDER BY created_at`),
    rows<{ email: string; message: string; created_at: Date }>(db, sql`SELECT email, message, created_at FROM support_messages WHERE user_id = ${userId} ORDER BY created_at`),
    rows<{ purpose: string; content_type: string; size_bytes: number; created_at: Date }>(
      db,
      sql`SELECT purpose, content_type, size_bytes, created_at FROM uploads WHERE owner_user_id = ${userId} ORDER BY created_at`,
    ),
    rows<{ created_at: Date; expires_at: Date; revoked_at: Date | null }>(db, sql`SELECT created_at, expires_at, revoked_at FROM sessions WHERE user_id = ${userId} ORDER BY created_at`),
    rows<{ created_at: Date }>(db, sql`SELECT created_at FROM account_info_requests WHERE user_id = ${userId} ORDER BY created_at`),
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
      loanLimit: kes(u.loan_limit_cents),
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
    transactions: transactions.map((t) => ({ date: when(t.at), kind: t.kind, description: t.description, account: t.account, amount: kes(t.amount_cents) })),
    goals: goals.map((g) => ({
      title: g.title,
      description: g.description,
      target: kes(g.target_cents),
      endDate: g.end_date,
      role: g.role,
      contributed: kes(g.contributed_cents),
      currentShare: kes(g.share_cents ?? 0n),
      joinedAt: when(g.joined_at),
      leftAt: when(g.left_at),
      goalDeleted: g.deleted_at !== null,
    })),
    loans: loans.map((l) => ({
      amount: kes(l.amount_cents),
      duration: l.duration,
      purpose: l.purpose,
      repaymentAmount: kes(l.repayment_cents),
      status: l.status,
      requestedAt: when(l.requested_at),
      dueDate: l.due_date,
      repaidAt: when(l.repaid_at),
    })),
    referrals: referrals.map((r) => ({ name: r.full_name, joined: r.registration_step >= 5, accountStatus: r.account_status, redeemed: r.referral_redeemed_at !== null })),
    notifications: notifications.map((n) => ({ message: n.message, read: n.is_read, date: when(n.created_at) })),
    feedback: feedback.map((f) => ({ email: f.email, rating: f.rating, feedback: f.feedback, date: when(f.created_at) })),
    supportMessages: support.map((s) => ({ email: s.email, message: s.message, date: when(s.created_at) })),
    uploads: uploads.map((x) => ({ purpose: x.purpose, contentType: x.content_type, sizeBytes: x.size_bytes, uploadedAt: when(x.created_at) })),
    sessions: sessions.map((s) => ({ signedInAt: when(s.created_at), expiresAt: when(s.expires_at), signedOutAt: when(s.revoked_at) })),
    accountInfoRequests: infoRequests.map((r) => when(r.created_at)),
  };
}
