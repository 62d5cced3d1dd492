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
