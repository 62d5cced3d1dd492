import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashSecret } from './auth/tokens';
import { z } from 'zod';
import type { Database } from './db/client';
import { col, queryRow } from './db/typed-rows';
import { checkLedger } from './ledger/check';
import { ledgerInvariants } from './modules';
import { receiptNumber, stkCallback, stkOutcomeFor } from './mpesa/simulator/payloads';
import { reconcileDeposits } from './modules/wallet/wallet-test-kit';
import type { RunningServer } from './server';
import { ApiClient } from './testing/api-client';
import { createUser, fundWallet, type TestUser } from './testing/factories';
import { InstanceGroup } from './testing/instances';
import { createTestDatabase } from './testing/test-database';
import { TestClock } from './testing/test-server';

/**
 * Two app instances on one database, sharing nothing else (DESIGN: stateless instances behind a
 * load balancer). On PostgreSQL each instance has its own connection pool to the one database; on
 * PGlite, which one process cannot open twice, both apps are handed the same database object.
 * M-Pesa is instance A's simulator for both (B talks to it as to Safaricom, over HTTP), so that a
 * request made by one instance can be asked about or called back on the other.
 */
const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
let database: Database;
let group: InstanceGroup;
let a: RunningServer;
let b: RunningServer;
let apiA: ApiClient;
let apiB: ApiClient;

beforeAll(async () => {
  database = await createTestDatabase(inject('templates'));
  // No simulated callback arrives by itself: the test delivers each one where it chooses.
  // B plays a live instance, which refuses the simulator's built-in credentials: both share these.
  group = new InstanceGroup(database, clock, {
    MPESA_SIMULATOR_DELAY_MS: '600000',
    RATE_LIMIT_IP_MAX: '1000',
    MPESA_CONSUMER_KEY: 'instances-key',
    MPESA_CONSUMER_SECRET: 'instances-secret',
    MPESA_PASSKEY: 'instances-passkey',
    MPESA_B2C_INITIATOR: 'instances-initiator',
    MPESA_B2C_SECURITY_CREDENTIAL: 'instances-credential',
  });
  a = await group.start();
  b = await group.start(
    { PUBLIC_URL: a.url, MPESA_MODE: 'daraja', MPESA_BASE_URL: `${a.url}/mpesa/simulator` },
    { ownPool: true },
  );
  apiA = new ApiClient(a.url);
  apiB = new ApiClient(b.url);
});

afterAll(async () => {
  await group?.close();
  await database?.close();
});

async function startDeposit(api: ApiClient, user: TestUser, amount: number, phone: string): Promise<string> {
  const res = await api.post<{ depositId: string; status: string }>(
    '/api/deposits',
    { amount, mpesaNumber: phone, userId: user.id },
    { token: user.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.status).toBe('processing');
  return res.body.depositId;
}

async function balance(api: ApiClient, user: TestUser): Promise<number> {
  const res = await api.get<{ account: { balance: number } }>(`/api/accounts/${user.id}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body.account.balance;
}

const Count = z.object({ n: col.int });

async function walletPostings(userId: string): Promise<number> {
  const r = await queryRow(
    database.db,
    Count,
    sql`SELECT COUNT(*)::int AS n FROM postings p JOIN ledger_accounts l ON l.id = p.account_id WHERE l.code = ${`wallet:${userId}`}`,
  );
  return r?.n ?? 0;
}

async function depositStatus(id: string): Promise<string | undefined> {
  return (
    await queryRow(database.db, z.object({ status: col.text }), sql`SELECT status FROM mpesa_deposits WHERE id = ${id}`)
  )?.status;
}

describe('two instances on one database', () => {
  it('applies an STK callback once, whichever instance receives it', async () => {
    const user = await createUser(a.ctx);
    const id = await startDeposit(apiA, user, 700, '0712000001');
    const deposit = await queryRow(
      database.db,
      z.object({ checkout_request_id: col.text.nullable() }),
      sql`SELECT checkout_request_id FROM mpesa_deposits WHERE id = ${id}`,
    );
    const checkout = deposit?.checkout_request_id;
    if (!checkout) throw new Error('the deposit has no CheckoutRequestID');
    // The real token is only in the URL sent to M-Pesa: give the deposit one the test knows.
    const token = `instances-${id}`;
    await database.db.execute(
      sql`UPDATE mpesa_deposits SET callback_token_hash = ${hashSecret(token)} WHERE id = ${id}`,
    );
    const phone = '254712000001';
    const payload = stkCallback({
      merchantRequestId: '29115-1',
      checkoutRequestId: checkout,
      outcome: stkOutcomeFor(phone),
      amount: 700,
      phone,
      receipt: receiptNumber(),
      at: clock.now(),
    });
    const url = `/mpesa/callbacks/stk/${id}/${token}`;

    // Created on A, called back on B.
    expect((await apiB.post(url, payload)).body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await depositStatus(id)).toBe('completed');
    expect(await balance(apiA, user)).toBe(700);

    // Delivered again, to both at once: accepted, and nothing moves.
    const again = await Promise.all([apiA.post(url, payload), apiB.post(url, payload)]);
    expect(again.map((r) => r.body)).toEqual([
      { ResultCode: 0, ResultDesc: 'Accepted' },
      { ResultCode: 0, ResultDesc: 'Accepted' },
    ]);
    expect(await balance(apiB, user)).toBe(700);
    expect(await walletPostings(user.id)).toBe(1);
    expect(await checkLedger(database.db, ledgerInvariants)).toEqual([]);
  });

  it('pays interest once when both instances are asked to update at the same moment', async () => {
    const saver = await createUser(a.ctx);
    await fundWallet(a.ctx, saver.id, 1000, clock.now());
    const admin = await createUser(b.ctx, { role: 'superadmin' });
    clock.advance(3 * 24 * 60 * 60 * 1000);

    const answers = await Promise.all([
      apiA.post('/api/interests/update', undefined, { token: admin.token }),
      apiB.post('/api/interests/update', undefined, { token: admin.token }),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body).toEqual({
      message: 'Interests were updated less than a day ago. Please try again once a full day has passed.',
    });
    // Three whole Nairobi days of KES 1,000 at 10 % a year: floor(100000 × 3 × 0.10 / 365) = 82 cents,
    // paid net of 15 % withholding tax (12.3 → 12 cents): 70 cents.
    expect(await balance(apiB, saver)).toBe(1000.7);
    expect(await balance(apiA, saver)).toBe(1000.7);
    const runs = await queryRow(database.db, Count, sql`SELECT COUNT(*)::int AS n FROM interest_runs`);
    expect(runs?.n).toBe(1);
    expect(await walletPostings(saver.id)).toBe(2);
    expect(await checkLedger(database.db, ledgerInvariants)).toEqual([]);
  });

  it('settles each lost deposit once when the reconciliation job runs on both instances at once', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(a.ctx)));
    const amounts = [150, 250, 350, 450, 550];
    const ids: string[] = [];
    for (const [i, user] of users.entries())
      ids.push(
        await startDeposit(i % 2 === 0 ? apiA : apiB, user, amounts[i] ?? 0, `07120001${String(i).padStart(2, '0')}`),
      );
    clock.advance(4 * 60 * 1000);

    await Promise.all([reconcileDeposits(a.ctx), reconcileDeposits(b.ctx)]);
    for (const [i, user] of users.entries()) {
      expect(await depositStatus(ids[i] ?? '')).toBe('completed');
      expect(await balance(i % 2 === 0 ? apiB : apiA, user)).toBe(amounts[i]);
      expect(await walletPostings(user.id)).toBe(1);
    }

    // Later runs, again on both, find nothing more to do.
    clock.advance(60 * 60 * 1000);
    await Promise.all([reconcileDeposits(a.ctx), reconcileDeposits(b.ctx)]);
    for (const user of users) expect(await walletPostings(user.id)).toBe(1);
    expect(await checkLedger(database.db, ledgerInvariants)).toEqual([]);
  });
});
