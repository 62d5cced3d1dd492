import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { col, queryRows } from '../db/typed-rows';
import { isDatabaseUnavailable } from '../db/unavailable';
import { reconcileDeposits } from '../modules/wallet/wallet-test-kit';
import { createUser } from '../testing/factories';
import { TestClock } from '../testing/test-server';
import { type CallbackGate, startCallbackGate } from './callback-gate';
import { eventually, type FaultApp, once, startFaultApp, within } from './fault-app';
import { createPostgresInstance, type PostgresInstance } from './postgres-instance';

/**
 * An M-Pesa deposit whose callback reaches the app while PostgreSQL is down: the app refuses it
 * cleanly (503, and it keeps running), and once the database is back the reconciliation job asks
 * STK Push Query and credits the wallet, once.
 */
const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
const WAIT_MS = 90_000;
let instance: PostgresInstance | undefined;
let gate: CallbackGate | undefined;
let app: FaultApp | undefined;

const setUp = once(async () => {
  instance = await createPostgresInstance();
  gate = await startCallbackGate();
  app = await startFaultApp(instance.url('pamoja'), {
    clock,
    env: { PUBLIC_URL: gate.url, MPESA_SIMULATOR_DELAY_MS: '50' },
  });
  gate.forwardTo(app.url);
  return { pg: instance, gate, server: app };
});

afterAll(async () => {
  try {
    // A connection the app never gave back would make this wait for ever.
    if (app) await within('closing the app and its pool', 60_000, app.close());
    await gate?.close();
  } finally {
    await instance?.destroy();
  }
});

describe('an M-Pesa callback that arrives while PostgreSQL is down', () => {
  it('is refused with a 503, and the reconciliation job settles the deposit exactly once when the database is back', async () => {
    const { pg, gate: network, server } = await setUp();
    const user = await createUser(server.ctx);
    const started = await server.api.post<{ depositId: string; status: string }>(
      '/api/deposits',
      { amount: 700, mpesaNumber: '0712000001', userId: user.id },
      { token: user.token },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const depositId = started.body.depositId;

    // M-Pesa has taken the payment and its callback is on the way; the database dies before it lands.
    const callback = await network.nextCallback(WAIT_MS);
    expect(callback.path).toContain(`/mpesa/callbacks/stk/${depositId}/`);
    await pg.kill9();
    const refused = await callback.release();
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ message: expect.any(String), code: 'service_unavailable' });
    // The process survived it, and the job, run while the database is down, fails without effect.
    expect((await server.api.get('/healthz')).status).toBe(200);
    const jobError = await reconcileDeposits(server.ctx).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(jobError)).toBe(true);

    await pg.start();
    const pending = await eventually('the app answers again', WAIT_MS, async () => {
      const res = await server.api.get<{ deposit: { status: string } }>(`/api/deposits/${depositId}`, {
        token: user.token,
      });
      return res.status === 200 ? res.body.deposit.status : undefined;
    });
    expect(pending).toBe('processing');
    expect((await server.api.get(`/api/accounts/${user.id}`, { token: user.token })).body).toMatchObject({
      account: { balance: 0 },
    });

    // The callback is lost for good; once it is due, the job asks M-Pesa (two instances at once here).
    clock.advance(4 * 60 * 1000);
    await Promise.all([reconcileDeposits(server.ctx), reconcileDeposits(server.ctx)]);
    const settled = await server.api.get<{ deposit: { status: string } }>(`/api/deposits/${depositId}`, {
      token: user.token,
    });
    expect(settled.body.deposit.status).toBe('completed');
    expect((await server.api.get(`/api/accounts/${user.id}`, { token: user.token })).body).toEqual({
      account: { balance: 700, accountStatus: 'active' },
    });

    // Later runs, and M-Pesa delivering the same callback again, move nothing more.
    clock.advance(60 * 60 * 1000);
    await reconcileDeposits(server.ctx);
    const again = await server.api.post(callback.path, JSON.parse(callback.body));
    expect(again.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const entries = await queryRows(
      server.ctx.db,
      z.object({ kind: col.text, n: col.int }),
      sql`SELECT j.kind, COUNT(*)::int AS n FROM journal_entries j
          JOIN postings p ON p.entry_id = j.id JOIN ledger_accounts a ON a.id = p.account_id
          WHERE a.code = ${`wallet:${user.id}`} GROUP BY j.kind`,
    );
    expect(entries).toEqual([{ kind: 'deposit', n: 1 }]);
    expect((await server.api.get(`/api/accounts/${user.id}`, { token: user.token })).body).toEqual({
      account: { balance: 700, accountStatus: 'active' },
    });
    expect(await server.ledgerViolations()).toEqual([]);
  });
});
