import { sql } from 'drizzle-orm';
import type { NotificationView } from '../../../shared/schemas/wallet';
import { type Db, firstRow, rows } from '../../db/client';
import { NotFoundError } from '../../errors';
import { UUID } from './mpesa-gateway';

interface Row {
  id: string;
  user_id: string;
  message: string;
  created_at: Date | string;
  is_read: boolean;
}
const view = (r: Row): NotificationView => ({ id: r.id, user_id: r.user_id, message: r.message, date: new Date(r.created_at).toISOString(), is_read: r.is_read });

export async function listNotifications(db: Db, userId: string): Promise<NotificationView[]> {
  const list = await rows<Row>(
    db,
    sql`SELECT id, user_id, message, created_at, is_read FROM notifications WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 200`,
  );
  return list.map(view);
}

const notFound = () => new NotFoundError('Notification not found.');

/** Marks the caller's own notification read; anyone else's id answers 404 (no leak). */
export async function markRead(db: Db, id: string, userId: string): Promise<void> {
  if (!UUID.test(id)) throw notFound();
  const row = await firstRow(db, sql`UPDATE notifications SET is_read = true WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  if (!row) throw notFound();
}

export async function deleteNotification(db: Db, id: string, userId: string): Promise<void> {
  if (!UUID.test(id)) throw notFound();
  const row = await firstRow(db, sql`DELETE FROM notifications WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  if (!row) throw notFound();
}

export async function createNotification(db: Db, userId: string, message: string, at: Date): Promise<NotificationView> {
  const row = await firstRow<Row>(
    db,
    sql`INSERT INTO notifications (user_id, message, created_at) VALUES (${userId}, ${message}, ${at.toISOString()}::timestamptz)
        RETURNING id, user_id, message, created_at, is_read`,
  );
  if (!row) throw new Error('notification not written');
  return view(row);
}
