import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { col, queryRows } from '../db/typed-rows';
import type { TestServer } from './test-server';

/**
 * A user's notifications as `GET /api/notifications/{userId}` shows them to a reader whose screens
 * are in `language` (the client sends it as Accept-Language, decision 042; null: none asked, so the
 * account's language), newest first.
 */
export async function notificationsReadIn(
  server: TestServer,
  user: { id: string; token: string },
  language: 'en' | 'sw' | null,
): Promise<string[]> {
  const res = await server.api.get<{ notifications: Array<{ message: string }> }>(`/api/notifications/${user.id}`, {
    token: user.token,
    headers: language === null ? {} : { 'accept-language': language },
  });
  if (res.status !== 200) throw new Error(`notifications of ${user.id}: ${res.status}`);
  return res.body.notifications.map((n) => n.message);
}

/** The messages of a user's own notification rows, oldest first, as stored (the account's language). */
export async function notificationsOf(server: TestServer, user: { id: string }): Promise<string[]> {
  const found = await queryRows(
    server.ctx.db,
    z.object({ message: col.text }),
    sql`SELECT message FROM notifications WHERE user_id = ${user.id} ORDER BY created_at, id`,
  );
  return found.map((r) => r.message);
}
