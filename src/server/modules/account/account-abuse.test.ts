import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow } from '../../db/typed-rows';
import { createUser } from '../../testing/factories';
import { TestSmtpServer } from '../../testing/smtp';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const smtp = new TestSmtpServer();
const clock = new TestClock(new Date('2026-03-02T08:00:00Z'));
const server = useTestServer({ clock, smtp });

describe('change password: wrong current passwords per account', () => {
  const change = (userId: string, token: string, currentPassword: string) =>
    server.api.put(
      `/api/users/${userId}/change-password`,
      { currentPassword, newPassword: 'Kahawa-Tamu-Asubuhi-7' },
      { token },
    );
  const LOCKED = {
    status: 429,
    body: { message: 'Too many wrong current passwords. Please try again in 15 minutes, or reset your password.' },
  };

  it('after 5 wrong current passwords in 15 minutes refuses even the right one, then lets it through', async () => {
    const u = await createUser(server.ctx);
    for (let i = 0; i < 5; i++) expect((await change(u.id, u.token, `wrong-current-${i}`)).status).toBe(400);
    expect(await change(u.id, u.token, u.password)).toMatchObject(LOCKED);
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await change(u.id, u.token, u.password)).status).toBe(200);
  });

  it('checks at most 5 of many parallel guesses', async () => {
    const u = await createUser(server.ctx);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => change(u.id, u.token, `parallel-guess-${i}`)),
    );
    expect(results.filter((r) => r.status === 400).length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status !== 400).every((r) => r.status === 429)).toBe(true);
  });
});

describe('request-info: 3 mails an hour, also under parallel requests', () => {
  it('sends exactly 3 of 10 parallel requests and records exactly those', async () => {
    const u = await createUser(server.ctx);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.api.post(`/api/users/${u.id}/request-info`, undefined, { token: u.token }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    const recorded = await queryRow(
      server.ctx.db,
      z.object({ n: col.int }),
      sql`SELECT count(*)::int AS n FROM account_info_requests WHERE user_id = ${u.id}`,
    );
    expect(recorded?.n).toBe(3);
    // the mails went out before the 200s were answered
    expect(
      smtp.received.filter(
        (m) => m.to.includes(u.email.toLowerCase()) && m.subject === 'Your Pamoja account information',
      ),
    ).toHaveLength(3);
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await server.api.post(`/api/users/${u.id}/request-info`, undefined, { token: u.token })).status).toBe(200);
  });
});
