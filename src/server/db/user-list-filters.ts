import { type SQL, sql } from 'drizzle-orm';
import type { ListCursor } from '../../shared/schemas/admin';

/**
 * The SQL every paged list of users shares (the console's user lists, the share holders): a search
 * and the keyset cursor, over a query that names the users table `u`.
 */

/** `LIKE` text matching itself only: %, _ and \ lose their meaning. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Part of a name or email (any case), or digits of a phone typed as 07…/01…, 254… or +254…. */
export function searchFilter(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const text = `%${likeText(q)}%`;
  const digits = q.replace(/[\s+-]/g, '');
  const phone = /^\d+$/.test(digits) ? `%${digits.startsWith('0') ? `254${digits.slice(1)}` : digits}%` : null;
  return sql`(u.full_name ILIKE ${text} ESCAPE '\\' OR u.email ILIKE ${text} ESCAPE '\\'${phone ? sql` OR u.phone LIKE ${phone}` : sql``})`;
}

/** Rows after the cursor in the order created_at DESC, id ASC. */
export function afterCursor(cursor: ListCursor | undefined): SQL {
  if (!cursor) return sql`true`;
  const at = sql`${cursor.createdAt}::timestamptz`;
  return sql`u.created_at <= ${at} AND (u.created_at < ${at} OR u.id > ${cursor.id})`;
}
