import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '../../../shared/schemas/idempotency-key';
import { walletMessages } from '../../../shared/schemas/wallet';
import { col, queryRow } from '../../db/typed-rows';
import { expectMessage } from '../../testing/expectations';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { TOO_MANY_PROMPTS } from './deposit-service';
import { balanceOf, entriesFor, knownToken, messagesOf, settled } from './wallet-test-kit';

const server = useTestServer();

const deposit = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  server.api.post<{ message: string; depositId: string; status: string }>('/api/deposits', body, {
    token,
    ...(headers ? { headers } : {}),
  });

describe('POST /api/deposits through the simulator', () => {
  it('credits the wallet only when the STK callback confirms it, and activates the account', async () => {
    const u = await createUser(server.ctx);
    const res = await deposit(u.token, {
      amount: 500,
      mpesaNumber: '254712345678',
      description: 'Savings',
      userId: u.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Your deposit of KES.500 is being processed.',
      depositId: expect.any(String),
      status: 'processing',
    });
    const done = await settled(server, u, 'deposits', res.body.depositId);
    expect(done).toMatchObject({
      id: res.body.depositId,
      amount: 500,
      mpesaNumber: '254712345678',
      status: 'completed',
      failureReason: null,
    });
    expect(done.mpesaReceipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(await balanceOf(server, u)).toBe(500);
    const account = await server.api.get(`/api/accounts/${u.id}`, { token: u.token });
    expect(account.body).toEqual({ account: { balance: 500, accountStatus: 'active' } });
    const user = await queryRow(
      server.ctx.db,
      z.object({ activated_at: col.timestamp.nullable() }),
      sql`SELECT activated_at FROM users WHERE id = ${u.id}`,
    );
    expect(user?.activated_at).not.toBeNull();
    const messages = await messagesOf(server, u);
    expect(messages).toContain('Your deposit of KES.500 is being processed.');
    expect(messages).toContain(`Your deposit of KES.500 has been received (M-Pesa receipt ${done.mpesaReceipt}).`);
    const tx = await server.api.get<{ transactions: Array<Record<string, unknown>> }>(`/api/transactions/${u.id}`, {
      token: u.token,
    });
    expect(tx.body.transactions).toEqual([
      {
        id: expect.any(String),
        type: 'deposit',
        amount: 500,
        tax: 0,
        net: 500,
        date: expect.any(String),
        description: `M-Pesa deposit ${done.mpesaReceipt}`,
        category: 'deposit',
        status: 'completed',
      },
    ]);
    await server.expectLedgerHealthy();
  });

  it('accepts the number as typed (07…) and stores it as 2547…', async () => {
    const u = await createUser(server.ctx);
    const res = await deposit(u.token, { amount: '20', mpesaNumber: '0712345670', userId: u.id });
    expect(res.status).toBe(201);
    expect((await settled(server, u, 'deposits', res.body.depositId)).mpesaNumber).toBe('254712345670');
    expect(await balanceOf(server, u)).toBe(20);
    await server.expectLedgerHealthy();
  });

  it.each(['+254712345671', '254 712 345 671', '712345671', '0712-345-671'])(
    'accepts the number in any form a Kenyan types it (%s)',
    async (typed) => {
      const u = await createUser(server.ctx);
      const res = await deposit(u.token, { amount: 20, mpesaNumber: typed, userId: u.id });
      expect(res.status).toBe(201);
      expect((await settled(server, u, 'deposits', res.body.depositId)).mpesaNumber).toBe('254712345671');
      await server.expectLedgerHealthy();
    },
  );

  it.each([
    ['1032', 'You cancelled the M-Pesa prompt.'],
    ['1037', 'The M-Pesa prompt timed out before you entered your PIN.'],
    ['2001', 'The M-Pesa PIN you entered was wrong.'],
  ])('a number ending %s fails with a reason a person understands and moves nothing', async (ending, reason) => {
    const u = await createUser(server.ctx);
    const res = await deposit(u.token, { amount: 100, mpesaNumber: `25471234${ending}`, userId: u.id });
    expect(res.status).toBe(201);
    const done = await settled(server, u, 'deposits', res.body.depositId);
    expect(done).toMatchObject({ status: 'failed', failureReason: reason, mpesaReceipt: null, resultCode: ending });
    expect(await balanceOf(server, u)).toBe(0);
    expect((await server.api.get(`/api/accounts/${u.id}`, { token: u.token })).body).toEqual({
      account: { balance: 0, accountStatus: 'inactive' },
    });
    expect(await messagesOf(server, u)).toContain(`Your deposit of KES.100 was not completed. ${reason}`);
    const tx = await server.api.get<{ transactions: Array<Record<string, unknown>> }>(`/api/transactions/${u.id}`, {
      token: u.token,
    });
    expect(tx.body.transactions).toEqual([
      {
        id: `d-${res.body.depositId}`,
        type: 'deposit',
        amount: 100,
        tax: 0,
        net: 100,
        date: expect.any(String),
        description: `M-Pesa deposit not completed: ${reason}`,
        category: 'deposit',
        status: 'failed',
      },
    ]);
    await server.expectLedgerHealthy();
  });

  it('names a failed deposit in Kiswahili whole for a Swahili reader, its reason included', async () => {
    // The user's own language is English (the reason was stored in it); the screen asks in Kiswahili.
    const u = await createUser(server.ctx);
    const res = await deposit(u.token, { amount: 100, mpesaNumber: '254712341032', userId: u.id });
    expect(res.status).toBe(201);
    expect(await settled(server, u, 'deposits', res.body.depositId)).toMatchObject({ status: 'failed' });
    const tx = await server.api.get<{ transactions: Array<{ description: string }> }>(`/api/transactions/${u.id}`, {
      token: u.token,
      headers: { 'accept-language': 'sw' },
    });
    expect(tx.body.transactions.map((t) => t.description)).toEqual([
      'Amana ya M-Pesa haikukamilika: Ulighairi ombi la M-Pesa.',
    ]);
  });

  it('replaying the same successful callback 5 times credits once', async () => {
    const u = await createUser(server.ctx);
    const res = await deposit(u.token, { amount: 250, mpesaNumber: '254712340000', userId: u.id });
    await settled(server, u, 'deposits', res.body.depositId);
    const applied = await queryRow(
      server.ctx.db,
      z.object({ payload: z.unknown() }),
      sql`SELECT payload FROM mpesa_callbacks WHERE ref_id = ${res.body.depositId} AND outcome = 'callback:credited'`,
    );
    expect(applied).toBeDefined();
    const token = await knownToken(server, 'mpesa_deposits', res.body.depositId);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.api.post(`/mpesa/callbacks/stk/${res.body.depositId}/${token}`, applied?.payload),
      ),
    );
    for (const r of replays) expect(r.status).toBe(200);
    expect(await balanceOf(server, u)).toBe(250);
    expect(await entriesFor(server, u.id)).toBe(1);
    await server.expectLedgerHealthy();
  });

  it('forged callbacks (unknown id, wrong URL token) are refused and change nothing', async () => {
    const u = await createUser(server.ctx);
    const res = await deposit(u.token, { amount: 300, mpesaNumber: '254712341111', userId: u.id });
    await settled(server, u, 'deposits', res.body.depositId);
    const payload = {
      Body: {
        stkCallback: {
          CheckoutRequestID: 'ws_CO_forged',
          ResultCode: 0,
          ResultDesc: 'ok',
          CallbackMetadata: { Item: [{ Name: 'Amount', Value: 300 }] },
        },
      },
    };
    const unknown = await server.api.post(
      '/mpesa/callbacks/stk/8f0c7f1e-1111-4222-8333-944445555666/anything',
      payload,
    );
    expect(unknown.status).toBe(400);
    const notUuid = await server.api.post("/mpesa/callbacks/stk/1'%20OR%201=1/x", payload);
    expect(notUuid.status).toBe(400);
    const wrongToken = await server.api.post(`/mpesa/callbacks/stk/${res.body.depositId}/wrong-token`, payload);
    expect(wrongToken.status).toBe(400);
    expect(await balanceOf(server, u)).toBe(300);
    await server.expectLedgerHealthy();
  });

  it('refuses bad input with a clear message and creates nothing', async () => {
    const u = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ amount: 100.5, mpesaNumber: '0712345678', userId: u.id }, 400, walletMessages.wholeShillings],
      [{ amount: 0, mpesaNumber: '0712345678', userId: u.id }, 400, walletMessages.depositAmount],
      [{ amount: 'abc', mpesaNumber: '0712345678', userId: u.id }, 400, walletMessages.depositAmount],
      [{ mpesaNumber: '0712345678', userId: u.id }, 400, walletMessages.depositAmount],
      [{ amount: 5, mpesaNumber: '0712345678', userId: u.id }, 400, walletMessages.minimum],
      [{ amount: 250_001, mpesaNumber: '0712345678', userId: u.id }, 400, walletMessages.maximum],
      [{ amount: 100, mpesaNumber: '071234567', userId: u.id }, 400, walletMessages.mpesaNumber],
      [{ amount: 100, mpesaNumber: '0812345678', userId: u.id }, 400, walletMessages.mpesaNumber],
      [{ amount: 100, userId: u.id }, 400, walletMessages.mpesaNumber],
      [{ amount: 100, mpesaNumber: '0712345678', userId: other.id }, 403, 'You can only act on your own account.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await deposit(u.token, body);
      expectMessage(res, status, message);
    }
    const anonymous = await server.api.post('/api/deposits', { amount: 100, mpesaNumber: '0712345678', userId: u.id });
    expect(anonymous.status).toBe(401);
    const n = await queryRow(
      server.ctx.db,
      z.object({ n: col.bigint }),
      sql`SELECT COUNT(*)::bigint AS n FROM mpesa_deposits WHERE user_id = ${u.id}`,
    );
    expect(Number(n?.n)).toBe(0);
  });

  it('an Idempotency-Key replay returns the first deposit and starts nothing new', async () => {
    const u = await createUser(server.ctx);
    const headers = { 'idempotency-key': `dep-${u.id}-0001` };
    const first = await deposit(u.token, { amount: 40, mpesaNumber: '0712345600', userId: u.id }, headers);
    const again = await deposit(u.token, { amount: 40, mpesaNumber: '254712345600', userId: u.id }, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.depositId).toBe(first.body.depositId);
    const different = await deposit(u.token, { amount: 41, mpesaNumber: '0712345600', userId: u.id }, headers);
    expect(different).toMatchObject({
      status: 409,
      body: { message: IDEMPOTENCY_KEY_REUSED },
    });
    await settled(server, u, 'deposits', first.body.depositId);
    expect(await balanceOf(server, u)).toBe(40);
    await server.expectLedgerHealthy();
  });

  it('shows a deposit only to its owner', async () => {
    const u = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const res = await deposit(u.token, { amount: 10, mpesaNumber: '0712345601', userId: u.id });
    expect((await server.api.get(`/api/deposits/${res.body.depositId}`, { token: other.token })).status).toBe(404);
    expect((await server.api.get('/api/deposits/not-a-uuid', { token: u.token })).status).toBe(404);
    await settled(server, u, 'deposits', res.body.depositId);
    await server.expectLedgerHealthy();
  });
});

describe('prompt flooding', () => {
  it('refuses a fourth deposit while three prompts still wait for a PIN', async () => {
    const u = await createUser(server.ctx);
    await server.ctx.db.execute(
      sql`INSERT INTO mpesa_deposits (user_id, amount_cents, phone, callback_token_hash, created_at, next_query_at)
          SELECT ${u.id}, 1000, '254712345678', 'x', ${server.ctx.clock.now().toISOString()}::timestamptz, ${server.ctx.clock.now().toISOString()}::timestamptz
          FROM generate_series(1, 3)`,
    );
    const res = await deposit(u.token, { amount: 10, mpesaNumber: '0712345678', userId: u.id });
    expectMessage(res, 429, TOO_MANY_PROMPTS);
  });
});
