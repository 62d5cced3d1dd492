import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LocalizedText } from '../../shared/localized-text';
import { language } from '../../shared/schemas/auth';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { col, queryRow } from '../db/typed-rows';
import type { AfterCommit } from '../db/tx';
import { insertNotifications } from './notification-rows';
import { queueSms, type SmsCategory } from '../sms/sms-outbox';

export interface NotifyOptions {
  at: Date;
  /** Also mail it (subject in both languages), unless the user turned email notifications off. */
  email?: { subject: LocalizedText };
  /**
   * Also text it: a short SMS (≤ 160 characters) written to the SMS outbox in the same transaction,
   * named by its event so a replay texts once; sent only if the user takes texts of this category.
   */
  sms?: { text: LocalizedText; category: SmsCategory; eventKey: string };
}

/**
 * Writes a notification for a user inside the caller's transaction, in the user's language, and
 * queues the email (if asked and the user allows email notifications) for after the commit.
 */
export async function notify(
  ctx: AppContext,
  tx: Db,
  after: AfterCommit,
  userId: string,
  text: LocalizedText,
  opts: NotifyOptions,
): Promise<void> {
  const row = await queryRow(
    tx,
    z.object({
      message: col.text,
      email: col.text.nullable(),
      language,
      email_notifications: col.boolean,
    }),
    sql`WITH u AS (SELECT id, email, language, email_notifications FROM users WHERE id = ${userId} AND deleted_at IS NULL),
        ins AS (${insertNotifications({
          rows: sql`SELECT id AS user_id, language, ${text.en}::text AS en, ${text.sw}::text AS sw FROM u`,
          at: sql`${opts.at.toISOString()}::timestamptz`,
          returning: sql`message`,
        })})
        SELECT ins.message, u.email, u.language, u.email_notifications FROM ins, u`,
  );
  if (opts.sms) await queueSms(tx, { userId, at: opts.at, ...opts.sms });
  const subject = opts.email?.subject;
  if (!row || !subject || !row.email || !row.email_notifications) return;
  const to = row.email;
  const mail = { to, subject: row.language === 'sw' ? subject.sw : subject.en, text: row.message };
  after(async () => {
    try {
      await ctx.mail.send(mail);
    } catch (err) {
      ctx.log.error({ err, to }, 'notification mail failed');
    }
  });
}
