import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Db, firstRow } from '../../db/client';
import type { AfterCommit } from '../../db/tx';

/** A text in both languages; the user's language picks one when it is written. */
export interface LocalizedText {
  en: string;
  sw: string;
}

export interface NotifyOptions {
  at: Date;
  /** Also mail it (subject in both languages), unless the user turned email notifications off. */
  email?: { subject: LocalizedText };
}

/**
 * Writes a notification for a user inside the caller's transaction, in the user's language, and
 * queues the email (if asked and the user allows email notifications) for after the commit.
 */
export async function notify(ctx: AppContext, tx: Db, after: AfterCommit, userId: string, text: LocalizedText, opts: NotifyOptions): Promise<void> {
  const row = await firstRow<{ message: string; email: string | null; language: 'en' | 'sw'; email_notifications: boolean }>(
    tx,
    sql`WITH u AS (SELECT id, email, language, email_notifications FROM users WHERE id = ${userId} AND deleted_at IS NULL),
        ins AS (
          INSERT INTO notifications (user_id, message, created_at)
          SELECT id, CASE WHEN language = 'sw' THEN ${text.sw} ELSE ${text.en} END, ${opts.at.toISOString()}::timestamptz FROM u
          RETURNING message
        )
        SELECT ins.message, u.email, u.language, u.email_notifications FROM ins, u`,
  );
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
