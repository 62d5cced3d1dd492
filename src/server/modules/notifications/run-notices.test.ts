import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/typed-rows';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

/**
 * A run that pays many savers (interest here; a dividend the same way) writes one notice, and each
 * saver reads it with their own amount and keeps their own read and delete marks (decision 048).
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock(new Date('2026-05-01T09:00:00Z'));
const server = useTestServer({ clock });

type Listed = { id: string; user_id: string; message: string; date: string; is_read: boolean };
async function list(u: TestUser, language?: 'en' | 'sw'): Promise<Listed[]> {
  const res = await server.api.get<{ notifications: Listed[] }>(`/api/notifications/${u.id}`, {
    token: u.token,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.status).toBe(200);
  return res.body.notifications;
}

describe('the notice of a run that pays many savers', () => {
  it('is one row; each saver reads their own amount, in their language, and marks only their own copy', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const started = new Date(clock.now().getTime() - 40 * DAY);
    const [a, b, c] = [
      await createUser(server.ctx, { createdAt: started }),
      await createUser(server.ctx, { createdAt: started }),
      await createUser(server.ctx, { createdAt: started }),
    ];
    const unpaid = await createUser(server.ctx, { createdAt: started });
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${b.id}`);
    await fundWallet(server.ctx, a.id, 3650, started);
    await fundWallet(server.ctx, b.id, 36_500, started);
    await fundWallet(server.ctx, c.id, 3650, started);
    const run = await server.api.post('/api/interests/update', undefined, { token: admin.token });
    expect(run.status).toBe(200);
    await server.expectLedgerHealthy();

    const rows = await queryRow(
      server.ctx.db,
      z.object({ notices: col.bigint, notifications: col.bigint }),
      sql`SELECT (SELECT COUNT(*) FROM entry_notices)::bigint AS notices, (SELECT COUNT(*) FROM notifications)::bigint AS notifications`,
    );
    expect(rows).toEqual({ notices: 1n, notifications: 0n });

    // 3,650 KES for 40 days at 10% a year: 40.00 KES, 34.00 after 15% withholding tax; 36,500 KES: 400.00, 340.00 net
    const [forA] = await list(a);
    expect(forA).toMatchObject({
      user_id: a.id,
      message: 'Interest of KES 34.00 has been added to your savings.',
      is_read: false,
    });
    expect(forA?.date).toBe(clock.now().toISOString());
    expect((await list(b)).map((n) => n.message)).toEqual(['Riba ya KES 340.00 imeongezwa kwenye akiba yako.']);
    expect((await list(b, 'en')).map((n) => n.message)).toEqual([
      'Interest of KES 340.00 has been added to your savings.',
    ]);
    expect(await list(unpaid)).toEqual([]);

    // The same id for every saver paid; marks are each saver's own.
    const id = forA!.id;
    expect((await list(c))[0]?.id).toBe(id);
    for (const outsider of [unpaid, admin]) {
      expect(
        await server.api.put(`/api/notifications/${id}/mark-as-read`, undefined, { token: outsider.token }),
      ).toMatchObject({ status: 404, body: { message: 'Notification not found.' } });
      expect(await server.api.delete(`/api/notifications/${id}`, { token: outsider.token })).toMatchObject({
        status: 404,
      });
    }
    expect(await list(unpaid)).toEqual([]);

    const markA = await server.api.put(`/api/notifications/${id}/mark-as-read`, undefined, { token: a.token });
    expect(markA.status).toBe(200);
    // marking again is still fine
    expect((await server.api.put(`/api/notifications/${id}/mark-as-read`, undefined, { token: a.token })).status).toBe(
      200,
    );
    expect((await list(a))[0]?.is_read).toBe(true);
    expect((await list(b))[0]?.is_read).toBe(false);

    clock.advance(60_000);
    await server.api.post('/api/notifications', { user_id: b.id, message: 'A note' }, { token: b.token });
    const all = await server.api.put(`/api/notifications/${b.id}/mark-all-as-read`, undefined, { token: b.token });
    expect(all.status).toBe(200);
    expect((await list(b)).map((n) => [n.message, n.is_read])).toEqual([
      ['A note', true],
      ['Riba ya KES 340.00 imeongezwa kwenye akiba yako.', true],
    ]);
    expect((await list(c))[0]?.is_read).toBe(false);

    expect((await server.api.delete(`/api/notifications/${id}`, { token: c.token })).status).toBe(200);
    expect(await list(c)).toEqual([]);
    expect(await server.api.delete(`/api/notifications/${id}`, { token: c.token })).toMatchObject({ status: 404 });
    expect(await server.api.put(`/api/notifications/${id}/mark-as-read`, undefined, { token: c.token })).toMatchObject({
      status: 404,
    });
    // a deleted notice stays deleted when the saver marks all as read
    await server.api.put(`/api/notifications/${c.id}/mark-all-as-read`, undefined, { token: c.token });
    expect(await list(c)).toEqual([]);
    expect((await list(a)).map((n) => n.message)).toEqual(['Interest of KES 34.00 has been added to your savings.']);
  });

  it('answers 404, changing nothing, for an id that is not a notification at all', async () => {
    const u = await createUser(server.ctx);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      expect(
        await server.api.put(`/api/notifications/${encodeURIComponent(id)}/mark-as-read`, undefined, {
          token: u.token,
        }),
      ).toMatchObject({ status: 404, body: { message: 'Notification not found.' } });
      expect(await server.api.delete(`/api/notifications/${encodeURIComponent(id)}`, { token: u.token })).toMatchObject(
        { status: 404 },
      );
    }
    const states = await queryRow(
      server.ctx.db,
      z.object({ n: col.bigint }),
      sql`SELECT COUNT(*)::bigint AS n FROM entry_notice_states WHERE user_id = ${u.id}`,
    );
    expect(states?.n).toBe(0n);
  });
});
