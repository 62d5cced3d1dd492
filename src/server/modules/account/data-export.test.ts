import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import { describeEntry } from '../../ledger/movement-texts';
import { insertNotifications } from '../../notifications/notification-rows';
import { TestSmtpServer } from '../../testing/smtp';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { registerUpTo, TINY_PNG } from '../auth/auth-test-kit';
import { chama, contributeVia, joinVia } from '../communities/communities-test-kit';
import { createGoalVia } from '../goals/goals-test-kit';
import { borrow } from '../loans/loans-test-kit';
import { mustBuy, setShares } from '../shares/shares-test-kit';
import { unzip } from './account-test-kit';

const smtp = new TestSmtpServer();
const clock = new TestClock(new Date('2026-11-29T08:00:00Z'));
const server = useTestServer({ clock, smtp });

/** GET /export as the browser asks for it: the archive's bytes, or the refusal. */
async function download(userId: string, token?: string, language = 'en') {
  const res = await fetch(`${server.api.baseUrl}/api/users/${userId}/export`, {
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
}

const json = (files: Map<string, Buffer>, name: string): unknown =>
  JSON.parse(files.get(name)?.toString('utf8') ?? 'null');

describe('Download my data', () => {
  it('streams a ZIP of the user’s own data, with no secrets and no one else’s, and mails the user', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin', fullName: 'Console Admin' });
    await setShares(server, admin, 1000, 10);
    const me = await createUser(server.ctx, {
      fullName: 'Wanjiru Kariuki',
      loanLimitKes: 5000,
      accountStatus: 'active',
    });
    await fundWallet(server.ctx, me.id, 6000);
    const c = await chama(server, { plain: 1, walletKes: 3000 });
    await joinVia(server, c.chair, c.id, me);
    expect((await contributeVia(server, me, c.id, 1000)).status).toBe(201);
    expect((await contributeVia(server, c.chair, c.id, 1000)).status).toBe(201);
    await createGoalVia(server, me, { title: 'Ada ya shule', target: 2000, deposit: 300 });
    await mustBuy(server, me, 5);
    expect((await borrow(server, me, 1500)).status).toBe(201);
    const others: TestUser[] = [c.chair, c.treasurer, c.secretary, ...c.members, admin];

    const res = await download(me.id, me.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="pamoja-data-${me.id}-\\d{4}-\\d{2}-\\d{2}\\.zip"`),
    );
    const files = unzip(res.bytes);
    expect([...files.keys()]).toEqual([
      'README.txt',
      'profile.json',
      'consents.json',
      'transactions.json',
      'goals.json',
      'loans.json',
      'communities.json',
      'shares.json',
      'notifications.json',
      'sessions.json',
      'sms.json',
    ]);
    expect(json(files, 'profile.json')).toMatchObject({
      userId: me.id,
      name: 'Wanjiru Kariuki',
      email: me.email,
      phone: me.localPhone,
      loanLimit: 5000,
    });
    expect(json(files, 'consents.json')).toMatchObject({
      givenAtRegistration: [
        { consent: 'terms-and-conditions', given: true, at: expect.any(String) },
        { consent: 'processing-of-personal-data', given: true, at: expect.any(String) },
      ],
    });
    const transactions = json(files, 'transactions.json') as { kind: string; amount: number; description: string }[];
    expect(transactions).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'deposit', amount: 6000 })]));
    expect(transactions.length).toBeGreaterThanOrEqual(4);
    // Asked in Kiswahili, each movement reads as the wallet history shows it: its keyed sentence in Kiswahili.
    const inSwahili = json(unzip((await download(me.id, me.token, 'sw')).bytes), 'transactions.json') as {
      description: string;
    }[];
    const stored = await queryRows(
      server.ctx.db,
      z.object({ description: col.text, text: z.unknown() }),
      sql`SELECT e.description, e.meta->'text' AS text FROM postings p JOIN journal_entries e ON e.id = p.entry_id
          WHERE p.account_id IN (SELECT id FROM ledger_accounts WHERE user_id = ${me.id}) ORDER BY p.created_at, p.id`,
    );
    expect(inSwahili.map((m) => m.description)).toEqual(stored.map((r) => describeEntry('sw', r.description, r.text)));
    expect(inSwahili.filter((m, i) => m.description !== transactions[i]?.description)).toHaveLength(
      transactions.length,
    );
    expect(json(files, 'goals.json')).toEqual([
      expect.objectContaining({ title: 'Ada ya shule', target: 2000, youContributed: 300, yourRole: 'admin' }),
    ]);
    expect(json(files, 'loans.json')).toEqual([
      expect.objectContaining({ amount: 1500, status: 'Pending', purpose: 'Stock for my duka' }),
    ]);
    expect(json(files, 'communities.json')).toMatchObject({
      memberships: [{ communityId: c.id, community: 'Umoja Chama', yourRole: 'member', youPaid: 1000 }],
      contributions: [{ communityId: c.id, amount: 1000 }],
      fines: [],
      loans: [],
    });
    expect(json(files, 'shares.json')).toMatchObject({
      holding: [{ shares: 5 }],
      purchases: [{ shares: 5, cost: 50 }],
      transfers: [],
      dividends: [],
    });
    expect((json(files, 'notifications.json') as unknown[]).length).toBeGreaterThan(0);
    expect(json(files, 'sessions.json')).toEqual([
      expect.objectContaining({ signedInAt: expect.any(String), signedOutAt: null }),
    ]);
    expect(Array.isArray(json(files, 'sms.json'))).toBe(true);
    const readme = files.get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toContain('Your Pamoja data');
    for (const name of files.keys()) if (name.endsWith('.json')) expect(readme).toContain(name);

    const everything = [...files.values()].map((b) => b.toString('utf8')).join('\n');
    expect(everything).not.toMatch(/password_hash|pin_hash|token_hash|\$argon2/i);
    expect(everything).not.toContain(me.token);
    for (const o of others) {
      for (const trace of [o.id, o.email, o.localPhone, o.phone]) expect(everything).not.toContain(trace);
    }
    // other members' names appear only where the app showed them to the user: in their own notifications
    for (const name of files.keys()) {
      if (name !== 'notifications.json') expect(files.get(name)?.toString('utf8')).not.toContain('Chair Wanjiku');
    }

    const mail = await smtp.waitFor(me.email, (m) => m.subject === 'A copy of your Pamoja data was downloaded');
    expect(mail.text).toContain('Wanjiru Kariuki');
    expect(mail.attachments).toEqual([]);
  });

  it('is the user’s alone: 401 without a session, 403 for another user and for the superadmin', async () => {
    const me = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    expect((await download(me.id)).status).toBe(401);
    for (const token of [other.token, admin.token]) {
      const res = await download(me.id, token);
      expect(res.status).toBe(403);
      expect(JSON.parse(res.bytes.toString('utf8'))).toEqual({ message: expect.any(String) });
    }
    // the superadmin downloads their own data like anyone
    expect((await download(admin.id, admin.token)).status).toBe(200);
  });

  it('allows three downloads an hour per account, then answers 429 until the hour has passed', async () => {
    const me = await createUser(server.ctx);
    for (let i = 0; i < 3; i++) expect((await download(me.id, me.token)).status).toBe(200);
    const refused = await download(me.id, me.token);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.bytes.toString('utf8'))).toEqual({
      message: 'You have downloaded your data several times in the last hour. Please try again later.',
    });
    const sw = await download(me.id, me.token, 'sw');
    expect(JSON.parse(sw.bytes.toString('utf8'))).toEqual({
      message: 'Umepakua data yako mara kadhaa katika saa moja iliyopita. Tafadhali jaribu tena baadaye.',
    });
    // another account is not limited by this one's downloads
    const other = await createUser(server.ctx);
    expect((await download(other.id, other.token)).status).toBe(200);
    clock.advance(61 * 60 * 1000);
    expect((await download(me.id, me.token)).status).toBe(200);
  });

  it('includes the ID images given at registration and the consents’ time, with README in Kiswahili when asked', async () => {
    const registered = await registerUpTo(server, smtp, 5);
    const login = await server.api.post<{ token: string }>('/api/login', {
      email: registered.email,
      password: registered.password,
    });
    expect(login.status).toBe(200);
    const res = await download(registered.userId, login.body.token, 'sw');
    expect(res.status).toBe(200);
    const files = unzip(res.bytes);
    expect(files.get('images/front-id.png')?.equals(TINY_PNG)).toBe(true);
    expect(files.get('images/back-id.png')?.equals(TINY_PNG)).toBe(true);
    const consents = json(files, 'consents.json') as { givenAtRegistration: { at: string }[] };
    expect(consents.givenAtRegistration[0]?.at).toBe(server.ctx.clock.now().toISOString());
    expect(json(files, 'profile.json')).toMatchObject({ images: ['images/front-id', 'images/back-id'] });
    expect(files.get('README.txt')?.toString('utf8')).toContain('Data yako ya Pamoja');
  });

  it('reads a long history a page at a time and writes every row once, even many at one instant', async () => {
    const me = await createUser(server.ctx);
    const count = 1234; // more than two pages of 500, all at the same time: the id breaks the ties
    await server.ctx.db.execute(
      insertNotifications({
        rows: sql`SELECT ${me.id}::text AS user_id, 'en' AS language, 'Note ' || lpad(i::text, 4, '0') AS en,
                         'Taarifa ' || lpad(i::text, 4, '0') AS sw, i AS ord FROM generate_series(1, ${count}) i`,
        at: sql`${clock.now().toISOString()}::timestamptz`,
        ordered: true,
      }),
    );
    const res = await download(me.id, me.token);
    expect(res.status).toBe(200);
    const notes = json(unzip(res.bytes), 'notifications.json') as { message: string }[];
    // every row once (within one instant they follow their ids, which are not the insert order)
    expect(notes).toHaveLength(count);
    expect(notes.map((n) => n.message).sort()).toEqual(
      Array.from({ length: count }, (_, i) => `Note ${String(i + 1).padStart(4, '0')}`),
    );
  });
});
