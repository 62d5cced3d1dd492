import { type SQL, sql } from 'drizzle-orm';

/** What `insertNotifications` writes: one notification per row of `rows`. */
export interface NotificationRows {
  /** A SELECT of `user_id`, `language`, `en`, `sw` (and `ord` when `ordered`). */
  rows: SQL;
  /** When (a timestamptz expression). */
  at: SQL;
  /** Written in the order of the rows' `ord` column (ids are time ordered: the list shows them so). */
  ordered?: boolean;
  /** What the insert returns (`1` unless told): a pass counts it, `notify` mails the message. */
  returning?: SQL;
  /** The app screen the notification leads to (an in-app path such as `/user/communities/guarantees`). */
  link?: NotificationLink;
}

/** The app screens a notification may lead to (migration 1200 admits only `/user…` paths). */
export type NotificationLink = '/user/communities/guarantees';

/**
 * The one INSERT into `notifications`, for a CTE of a set-based pass or a statement of its own: each
 * row's text in both languages, the message in the row's language (decision 069).
 */
export function insertNotifications(n: NotificationRows): SQL {
  return sql`INSERT INTO notifications (user_id, message, message_en, message_sw, created_at, link)
    SELECT n.user_id, CASE WHEN n.language = 'sw' THEN n.sw ELSE n.en END, n.en, n.sw, ${n.at}, ${n.link ?? null}::text
    FROM (${n.rows}) n${n.ordered ? sql` ORDER BY n.ord` : sql``}
    RETURNING ${n.returning ?? sql`1`}`;
}

/** A plain message (the console's), in no language of its own; returns the row. */
export function insertPlainNotification(userId: string, message: string, at: Date): SQL {
  return sql`INSERT INTO notifications (user_id, message, created_at) VALUES (${userId}, ${message}, ${at.toISOString()}::timestamptz)
    RETURNING id, user_id, message, created_at, is_read, link`;
}

/** Marks the user's notification `id` read, or all their unread ones (`id` null); returns their ids. */
export function markNotificationsRead(userId: string, id: string | null): SQL {
  return id === null
    ? sql`UPDATE notifications SET is_read = true WHERE user_id = ${userId} AND is_read = false RETURNING id`
    : sql`UPDATE notifications SET is_read = true WHERE id = ${id} AND user_id = ${userId} RETURNING id`;
}

/** Deletes the user's notification `id`; returns its id. */
export function deleteNotificationRow(userId: string, id: string): SQL {
  return sql`DELETE FROM notifications WHERE id = ${id} AND user_id = ${userId} RETURNING id`;
}

/** Deletes every notification of these users (an account erased, a registration purged). */
export function deleteNotificationsOf(userIds: readonly string[]): SQL {
  return sql`DELETE FROM notifications WHERE user_id IN (${sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
