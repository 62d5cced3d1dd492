import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NotificationView } from '../../../shared/schemas/wallet';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows, queryRowOrThrow } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import type { ReaderLanguage } from '../../http/reader-language';
import { markPaidNotices, paidNotices } from './entry-notices';
import { NOTIFICATION_ERRORS } from './notification-texts';
import { isUuid } from '../../db/uuid';
import {
  deleteNotificationRow,
  insertPlainNotification,
  markNotificationsRead,
} from '../../notifications/notification-rows';

/** How many notifications a user sees: the newest. */
const LIMIT = 200;

const Row = z.object({
  id: col.text,
  user_id: col.text,
  message: col.text,
  created_at: col.timestamp,
  is_read: col.boolean,
});
const ListRow = Row.extend({ link: col.text.nullable() });
const view = ({ created_at, ...r }: z.output<typeof ListRow>): NotificationView => ({
  ...r,
  date: created_at.toISOString(),
});

/**
 * The user's notifications, newest first: their own rows, each in the language the reader asks for
 * where it was written in both, else (no language asked) as written, in the account's language at
 * the time; and the notices of the runs that paid them (interest, dividends: decision 048), each
 * with the reader's own amount.
 */
export async function listNotifications(
  db: Db,
  userId: string,
  language: ReaderLanguage | null,
): Promise<NotificationView[]> {
  const message =
    language === null
      ? sql`message`
      : language === 'sw'
        ? sql`COALESCE(message_sw, message)`
        : sql`COALESCE(message_en, message)`;
  const list = await queryRows(
    db,
    ListRow,
    sql`WITH own AS (
          SELECT id, ${message} AS message, created_at, is_read, link FROM notifications
          WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${LIMIT}
        ),
        runs AS (
          SELECT id, message, created_at, is_read, NULL::text AS link FROM (${paidNotices(userId, language)}) n
          WHERE NOT n.deleted ORDER BY created_at DESC, id DESC LIMIT ${LIMIT}
        )
        SELECT id, ${userId} AS user_id, message, created_at, is_read, link
        FROM (SELECT * FROM own UNION ALL SELECT * FROM runs) t
        ORDER BY created_at DESC, id DESC LIMIT ${LIMIT}`,
  );
  return list.map(view);
}

/** Every notification of the user, oldest first, as the account's data export lists them (no limit). */
export async function everyNotification(db: Db, userId: string) {
  return queryRows(
    db,
    z.object({ message: col.text, is_read: col.boolean, created_at: col.timestamp }),
    sql`SELECT message, is_read, created_at FROM notifications WHERE user_id = ${userId}
        UNION ALL
        SELECT message, is_read, created_at FROM (${paidNotices(userId, null)}) n WHERE NOT n.deleted
        ORDER BY created_at, message`,
  );
}

const notFound = () => new NotFoundError(NOTIFICATION_ERRORS.notFound);

/** Marks the caller's own notification read; anyone else's id answers 404 (no leak). */
export async function markRead(db: Db, id: string, userId: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const row = await queryRow(db, z.object({}), markNotificationsRead(userId, id));
  if (!row && !(await queryRow(db, z.object({}), markPaidNotices(userId, id, 'read')))) {
    // Already read is still a success; only an id that is not the user's answers 404.
    if (!(await isPaidNotice(db, userId, id))) throw notFound();
  }
}

/** Marks every unread notification of the user as read; how many were unread. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await queryRows(db, z.object({}), markNotificationsRead(userId, null));
  const runs = await queryRows(db, z.object({}), markPaidNotices(userId, null, 'read'));
  return rows.length + runs.length;
}

export async function deleteNotification(db: Db, id: string, userId: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const row = await queryRow(db, z.object({}), deleteNotificationRow(userId, id));
  if (!row && !(await queryRow(db, z.object({}), markPaidNotices(userId, id, 'deleted')))) throw notFound();
}

/** Whether `id` is a run notice the user was paid in and has not deleted. */
async function isPaidNotice(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await queryRow(
    db,
    z.object({}),
    sql`SELECT 1 FROM (${paidNotices(userId, 'en')}) n WHERE n.id = ${id}::uuid AND NOT n.deleted`,
  );
  return row !== undefined;
}

export async function createNotification(db: Db, userId: string, message: string, at: Date): Promise<NotificationView> {
  const row = await queryRowOrThrow(
    db,
    ListRow,
    insertPlainNotification(userId, message, at),
    () => new Error('notification not written'),
  );
  return view(row);
}

const PAGE = 500;

/**
 * Every notification of the user, oldest first, a page at a time (the data export's notifications.json,
 * decision 095): their own rows and the notices of the runs that paid them, in the account's language.
 */
export async function* notificationPages(db: Db, userId: string): AsyncGenerator<z.output<typeof Row>[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const cursor = after ? sql`WHERE (t.created_at, t.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
    const page = await queryRows(
      db,
      Row.extend({ cursor_at: col.text }),
      sql`SELECT t.id::text AS id, ${userId} AS user_id, t.message, t.created_at, t.created_at::text AS cursor_at, t.is_read
          FROM (SELECT id, message, created_at, is_read FROM notifications WHERE user_id = ${userId}
                UNION ALL
                SELECT id, message, created_at, is_read FROM (${paidNotices(userId, null)}) n WHERE NOT n.deleted) t
          ${cursor} ORDER BY t.created_at, t.id LIMIT ${PAGE}`,
    );
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < PAGE) return;
    after = { at: last.cursor_at, id: last.id };
  }
}
