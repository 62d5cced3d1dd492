import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NotificationView } from '../../../shared/schemas/wallet';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import type { ReaderLanguage } from '../../i18n/swahili';

const Row = z.object({
  id: col.text,
  user_id: col.text,
  message: col.text,
  created_at: col.timestamp,
  is_read: col.boolean,
});
const view = (r: z.output<typeof Row>): NotificationView => ({
  id: r.id,
  user_id: r.user_id,
  message: r.message,
  date: r.created_at.toISOString(),
  is_read: r.is_read,
});

/**
 * The user's notifications, newest first: each in the language the reader asks for where it was
 * written in both, else (no language asked) as written, in the account's language at the time.
 */
export async function listNotifications(
  db: Db,
  userId: string,
  language: ReaderLanguage | null,
): Promise<NotificationView[]> {
  const list = await queryRows(
    db,
    Row,
    sql`SELECT id, user_id, ${language === null ? sql`message` : language === 'sw' ? sql`COALESCE(message_sw, message)` : sql`COALESCE(message_en, message)`} AS message,
               created_at, is_read
        FROM notifications WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 200`,
  );
  return list.map(view);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new NotFoundError('Notification not found.');

/** Marks the caller's own notification read; anyone else's id answers 404 (no leak). */
export async function markRead(db: Db, id: string, userId: string): Promise<void> {
  if (!UUID.test(id)) throw notFound();
  const row = await queryRow(
    db,
    z.object({}),
    sql`UPDATE notifications SET is_read = true WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  if (!row) throw notFound();
}

/** Marks every unread notification of the user as read; how many were unread. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await queryRows(
    db,
    z.object({}),
    sql`UPDATE notifications SET is_read = true WHERE user_id = ${userId} AND is_read = false RETURNING id`,
  );
  return rows.length;
}

export async function deleteNotification(db: Db, id: string, userId: string): Promise<void> {
  if (!UUID.test(id)) throw notFound();
  const row = await queryRow(
    db,
    z.object({}),
    sql`DELETE FROM notifications WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  if (!row) throw notFound();
}

export async function createNotification(db: Db, userId: string, message: string, at: Date): Promise<NotificationView> {
  const row = await queryRow(
    db,
    Row,
    sql`INSERT INTO notifications (user_id, message, created_at) VALUES (${userId}, ${message}, ${at.toISOString()}::timestamptz)
        RETURNING id, user_id, message, created_at, is_read`,
  );
  if (!row) throw new Error('notification not written');
  return view(row);
}
