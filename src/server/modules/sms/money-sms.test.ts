import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRows } from '../../db/typed-rows';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { TestClock, type TestServer } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { allowNumbers, balanceOf, settled } from '../wallet/wallet-test-kit';
import { sendDueSms, smsBackoffMs } from './sms-sender';

/**
 * Money events reach the user's SMS inbox (docs/product/sms.md): a deposit, a withdrawal sent or
 * refused, each texted once, in the user's language, only when the user takes texts; the money
 * commits whatever the SMS gateway does, and a text that failed goes out later, once.
 */
const clock = new TestClock(new Date('2026-11-25T09:00:00Z'));
let server: TestServer;

useTestServer(
  {
    clock,
    env: { SMS_MODE: 'simulator', SMS_SIMULATOR_DELAY_MS: '10', MPESA_SIMULATOR_DELAY_MS: '10' },
    ledgerCheckAfterAll: true,
  },
  (s) => {
    server = s;
  },
);

const texts = (userId: string) =>
  queryRows(
    server.ctx.db,
    z.object({ message: col.text, status: col.text, attempts: col.int }),
    sql`SELECT message, status, attempts FROM sms_outbox WHERE user_id = ${userId} ORDER BY id`,
  );

async function saver(opts: { localPhone?: string; sms?: boolean; language?: 'en' | 'sw' } = {}): Promise<TestUser> {
  const user = await createUser(server.ctx, opts.localPhone ? { localPhone: opts.localPhone } : {});
  await server.ctx.db.execute(
    sql`UPDATE users SET sms_notifications = ${opts.sms ?? true}, language = ${opts.language ?? 'en'} WHERE id = ${user.id}`,
  );
  return user;
}

async function deposit(user: TestUser, amount: number, mpesaNumber: string) {
  const res = await server.api.post<{ depositId: string }>(
    '/api/deposits',
    { userId: user.id, amount, mpesaNumber },
    { token: user.token },
  );
  expect(res.status).toBe(201);
  return settled(server, user, 'deposits', res.body.depositId);
}

async function withdraw(user: TestUser, amount: number, mpesaNumber: string) {
  await allowNumbers(server, user, mpesaNumber);
  const res = await server.api.post<{ withdrawalId: string }>(
    '/api/withdrawals',
    { userId: user.id, amount, mpesaNumber, description: 'Rent' },
    { token: user.token },
  );
  expect(res.status).toBe(201);
  return settled(server, user, 'withdrawals', res.body.withdrawalId);
}

describe('money events texted', () => {
  it('texts a deposit received and a withdrawal sent, once each, and the user’s phone gets them', async () => {
    const user = await saver();
    const done = await deposit(user, 1_200, '0712345678');
    expect(done.status).toBe('completed');
    await withdraw(user, 300, '0712345678');
    const queued = await texts(user.id);
    expect(queued.map((t) => t.message)).toEqual([
      expect.stringMatching(
        /^Pamoja: KES 1,200\.00 received from M-Pesa \(ref [A-Z0-9]{10}\) and added to your Pamoja wallet\.$/,
      ),
      expect.stringMatching(/^Pamoja: KES 300\.00 sent to M-Pesa 0712345678 \(ref [A-Z0-9]{10}\)\.$/),
    ]);
    for (const t of queued) expect(t.message.length).toBeLessThanOrEqual(160);
    while ((await sendDueSms(server.ctx)) > 0);
    await expect.poll(async () => (await texts(user.id)).map((t) => t.status)).toEqual(['delivered', 'delivered']);
  });

  it('texts a refused withdrawal in Kiswahili, and nothing to a user who turned texts off', async () => {
    const swahili = await saver({ language: 'sw' });
    await fundWallet(server.ctx, swahili.id, 500);
    expect((await withdraw(swahili, 200, '0712342001')).status).toBe('failed');
    expect((await texts(swahili.id)).map((t) => t.message)).toEqual([
      'Pamoja: utoaji wako wa KES 200.00 haukufanikiwa. Pesa zimerudi kwenye pochi yako ya Pamoja.',
    ]);
    const quiet = await saver({ sms: false });
    expect((await deposit(quiet, 100, '0712345678')).status).toBe('completed');
    expect(await texts(quiet.id)).toEqual([]);
  });

  it('credits the deposit while the SMS gateway fails, and sends the text later, once', async () => {
    const user = await saver({ localPhone: '0711110503' });
    expect((await deposit(user, 250, '0711110503')).status).toBe('completed');
    expect(await balanceOf(server, user)).toBe(250);
    await sendDueSms(server.ctx);
    expect(await texts(user.id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
    clock.advance(smsBackoffMs(1));
    await sendDueSms(server.ctx);
    await sendDueSms(server.ctx);
    await expect
      .poll(async () => (await texts(user.id)).map((t) => [t.status, t.attempts]))
      .toEqual([['delivered', 2]]);
    expect(await balanceOf(server, user)).toBe(250);
  });
});

describe('security texts', () => {
  it('tell of a password change even to a user who turned texts off', async () => {
    const user = await saver({ sms: false, language: 'sw' });
    const res = await server.api.put(
      `/api/users/${user.id}/change-password`,
      { currentPassword: user.password, newPassword: 'Jua-Kali-Mombasa-77' },
      { token: user.token },
    );
    expect(res.status).toBe(200);
    expect((await texts(user.id)).map((t) => t.message)).toEqual([
      'Pamoja: nenosiri lako limebadilishwa. Ikiwa si wewe, liweke upya sasa na uwasiliane na huduma kwa wateja.',
    ]);
  });
});
