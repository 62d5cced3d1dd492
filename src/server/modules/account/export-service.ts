import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { HTTP_TEXTS } from '../../http/http-texts';
import { walletBalance } from '../../ledger/accounts';
import { notificationPages } from '../notifications';
import { goalJson, goalPages, loanJson, loanPages, movementJson, movementPages } from './data-export-money';
import {
  notificationJson,
  profileFields,
  readExportUser,
  referralJson,
  referralPages,
  sessionJson,
  sessionPages,
} from './data-export-profile';
import { collect, when } from './export-pages';

/** The user's rows of one table (its `owner` column names them), oldest first: the columns `shape` names. */
function ownRows<S extends z.ZodRawShape>(db: Db, table: string, owner: string, userId: string, shape: S) {
  const columns = sql.raw(Object.keys(shape).join(', '));
  return queryRows(
    db,
    z.object(shape),
    sql`SELECT ${columns} FROM ${sql.identifier(table)} WHERE ${sql.identifier(owner)} = ${userId} ORDER BY created_at`,
  );
}

/**
 * Everything Pamoja holds on one user, as a JSON-ready object: profile, preferences, money, goals,
 * loans, referrals, notifications, feedback and support messages. About other people it holds only
 * the names of the friends the user referred. What Download my data also writes is read by its
 * queries and written by its functions (decision 103); feedback, support messages, uploads and
 * these requests are this mail's alone.
 */
export async function buildAccountExport(db: Db, userId: string, at: Date): Promise<Record<string, unknown>> {
  const u = await readExportUser(db, userId, false);
  if (!u) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  const [transactions, goals, loans, referrals, notifications, sessions, feedback, support, uploads, infoRequests] =
    await Promise.all([
      collect(movementPages(db, userId), movementJson(u.language)),
      collect(goalPages(db, userId), goalJson),
      collect(loanPages(db, userId), loanJson),
      collect(referralPages(db, userId), referralJson),
      collect(notificationPages(db, userId), notificationJson),
      collect(sessionPages(db, userId), sessionJson),
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
      ownRows(db, 'account_info_requests', 'user_id', userId, { created_at: col.timestamp }),
    ]);
  return {
    exportedAt: at.toISOString(),
    profile: { ...profileFields(u), termsAcceptedAt: when(u.terms_accepted_at) },
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
    transactions,
    goals,
    loans,
    referrals,
    notifications,
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
    sessions,
    accountInfoRequests: infoRequests.map((r) => when(r.created_at)),
  };
}
