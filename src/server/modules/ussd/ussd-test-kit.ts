import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import { createUser, type TestUser } from '../../testing/factories';
import type { TestServer } from '../../testing/test-server';

/** The PIN the tests set, and one that is wrong for it. */
export const PIN = '4821';
export const WRONG_PIN = '4822';

/** Posts one step as Africa's Talking does (a form) and checks the answer's shape: 200, CON/END, ≤ 182 characters. */
export async function ussdPost(server: TestServer, fields: Record<string, string>): Promise<string> {
  const res = await fetch(`${server.url}/ussd`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(text).toMatch(/^(CON|END) /);
  expect(text.length, text).toBeLessThanOrEqual(182);
  return text;
}

/** A USSD session from `phone` (+2547… as AT sends it): `step('1234*2')` posts the whole text so far. */
export function dial(server: TestServer, phone: string) {
  const sessionId = `ATUid_${randomUUID()}`;
  return (text: string) =>
    ussdPost(server, { sessionId, serviceCode: '*384*123#', phoneNumber: `+${phone}`, networkCode: '63902', text });
}

/** Sets the user's USSD PIN through the settings route. */
export async function setPinVia(server: TestServer, user: TestUser, pin = PIN): Promise<void> {
  const res = await server.api.put(
    `/api/users/${user.id}/ussd-pin`,
    { pin, password: user.password },
    { token: user.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A registered user in `language` with a USSD PIN set. */
export async function ussdUser(server: TestServer, language: 'en' | 'sw' = 'en'): Promise<TestUser> {
  const user = await createUser(server.ctx);
  await server.ctx.db.execute(sql`UPDATE users SET language = ${language} WHERE id = ${user.id}`);
  await setPinVia(server, user);
  return user;
}

/** The texts queued for a user in the SMS outbox, oldest first. */
export async function smsOf(server: TestServer, userId: string) {
  return queryRows(
    server.ctx.db,
    z.object({ message: col.text, category: col.text }),
    sql`SELECT message, category FROM sms_outbox WHERE user_id = ${userId} ORDER BY id`,
  );
}
