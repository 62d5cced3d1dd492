import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '../../../shared/schemas/idempotency-key';
import { walletMessages } from '../../../shared/schemas/wallet';
import { col, queryRow } from '../../db/typed-rows';
import { balanceOf as ledgerBalance } from '../../ledger/accounts';
import { expectMessage } from '../../testing/expectations';
import { createFundedUser, createUser, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { reconcileWithdrawals } from './reconcile-jobs';
import { allowNumbers, balanceOf, messagesOf, settled } from './wallet-test-kit';

const server = useTestServer();

// These tests are about paying out, not about new numbers: the simulator's numbers count as confirmed.
const withdraw = async (u: TestUser, body: Record<string, unknown>, headers?: Record<string, string>) => {
  if (typeof body.mpesaNumber === 'string' && /^0[17]\d{8}$/.test(body.mpesaNumber))
    await allowNumbers(server, u, body.mpesaNumber);
  return server.api.post<{ message: string; withdrawalId: string; status: string }>(
    '/api/withdrawals',
    { userId: u.id, ...body },
    { token: u.token, ...(headers ? { headers } : {}) },
  );
};
const pendingOf = (u: TestUser) => ledgerBalance(server.ctx.db, `payout:${u.id}`);

describe('POST /api/withdrawals through the simulator', () => {
  it('takes the money at once into payout pending, then B2C settles it', async () => {
    const u = await createFundedUser(server.ctx, 1000);
    const res = await withdraw(u, { amount: 300, mpesaNumber: '0712345678', description: 'Rent' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Your withdrawal of KES.300 is being processed.',
      withdrawalId: expect.any(String),
      status: 'processing',
    });
    expect(await balanceOf(server, u)).toBe(700);
    const done = await settled(server, u, 'withdrawals', res.body.withdrawalId);
    expect(done).toMatchObject({ status: 'completed', amount: 300, mpesaNumber: '254712345678', failureReason: null });
    expect(await balanceOf(server, u)).toBe(700);
    expect(await pendingOf(u)).toBe(0n);
    const messages = await messagesOf(server, u);
    expect(messages).toContain('Your withdrawal of KES.300 is being processed.');
    expect(messages).toContain('Your withdrawal of KES.300 has been sent to 0712 345 678.');
    const tx = await server.api.get<{ transactions: Array<Record<string, unknown>> }>(`/api/transactions/${u.id}`, {
      token: u.token,
    });
    expect(tx.body.transactions.map((t) => [t.type, t.amount, t.category, t.status])).toEqual([
      ['withdrawal', 300, 'withdrawal', 'completed'],
      ['deposit', 1000, 'deposit', 'completed'],
    ]);
    await server.expectLedgerHealthy();
  });

  it('a B2C failure returns the money to the wallet', async () => {
    const u = await createFundedUser(server.ctx, 500);
    const res = await withdraw(u, { amount: 200, mpesaNumber: '0712342001' });
    expect(res.status).toBe(201);
    const done = await settled(server, u, 'withdrawals', res.body.withdrawalId);
    expect(done).toMatchObject({ status: 'failed', failureReason: 'M-Pesa could not authorise the payment.' });
    expect(await balanceOf(server, u)).toBe(500);
    expect(await pendingOf(u)).toBe(0n);
    expect(await messagesOf(server, u)).toContain(
      'Your withdrawal of KES.200 was not completed. M-Pesa could not authorise the payment. The money is back in your wallet.',
    );
    await server.expectLedgerHealthy();
  });

  it('a queue timeout is reconciled by a status query, not refunded blindly', async () => {
    const u = await createFundedUser(server.ctx, 500);
    const res = await withdraw(u, { amount: 100, mpesaNumber: '0712341037' });
    const id = res.body.withdrawalId;
    for (let i = 0; i < 400; i++) {
      const seen = await queryRow(
        server.ctx.db,
        z.object({}),
        sql`SELECT 1 FROM mpesa_callbacks WHERE ref_id = ${id} AND kind = 'b2c_timeout'`,
      );
      if (seen) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(await balanceOf(server, u)).toBe(400);
    expect(await pendingOf(u)).toBe(10_000n);
    await reconcileWithdrawals(server.ctx);
    expect(await settled(server, u, 'withdrawals', id)).toMatchObject({ status: 'completed' });
    expect(await balanceOf(server, u)).toBe(400);
    expect(await pendingOf(u)).toBe(0n);
    await server.expectLedgerHealthy();
  });

  it('20 concurrent withdrawals race for one balance: never negative, nothing lost', async () => {
    const u = await createFundedUser(server.ctx, 1000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(u, { amount: 100, mpesaNumber: '0712345678' })),
    );
    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status !== 201);
    expect(won).toHaveLength(10);
    for (const r of lost) expectMessage(r, 422, walletMessages.insufficient);
    expect(await balanceOf(server, u)).toBe(0);
    for (const r of won) await settled(server, u, 'withdrawals', r.body.withdrawalId);
    expect(await pendingOf(u)).toBe(0n);
    const count = await queryRow(
      server.ctx.db,
      z.object({ n: col.bigint }),
      sql`SELECT COUNT(*)::bigint AS n FROM mpesa_withdrawals WHERE user_id = ${u.id}`,
    );
    expect(Number(count?.n)).toBe(10);
    await server.expectLedgerHealthy();
  });

  it('refuses amounts M-Pesa cannot pay and amounts above the balance, moving nothing', async () => {
    const u = await createFundedUser(server.ctx, 300_000);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ amount: 10.5, mpesaNumber: '0712345678' }, 400, walletMessages.wholeShillings],
      [{ amount: 9, mpesaNumber: '0712345678' }, 400, walletMessages.minimum],
      [{ amount: -5, mpesaNumber: '0712345678' }, 400, walletMessages.withdrawAmount],
      [{ amount: 250_001, mpesaNumber: '0712345678' }, 400, walletMessages.maximum],
      [{ amount: 100, mpesaNumber: '12345' }, 400, walletMessages.mpesaNumber],
    ];
    for (const [body, status, message] of cases) {
      const res = await withdraw(u, body);
      expectMessage(res, status, message);
    }
    const poor = await createFundedUser(server.ctx, 50);
    const tooMuch = await withdraw(poor, { amount: 51, mpesaNumber: '0712345678' });
    expectMessage(tooMuch, 422, walletMessages.insufficient);
    expect(await balanceOf(server, poor)).toBe(50);
    expect(await balanceOf(server, u)).toBe(300_000);
    await server.expectLedgerHealthy();
  });

  it('an Idempotency-Key replay returns the first withdrawal and moves nothing new', async () => {
    const u = await createFundedUser(server.ctx, 1000);
    const headers = { 'idempotency-key': `wd-${u.id}-0001` };
    const [a, b] = await Promise.all([
      withdraw(u, { amount: 100, mpesaNumber: '0712345678' }, headers),
      withdraw(u, { amount: 100, mpesaNumber: '0712345678' }, headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.withdrawalId).toBe(b.body.withdrawalId);
    expect(await balanceOf(server, u)).toBe(900);
    const other = await withdraw(u, { amount: 200, mpesaNumber: '0712345678' }, headers);
    expect(other).toMatchObject({
      status: 409,
      body: { message: IDEMPOTENCY_KEY_REUSED },
    });
    await settled(server, u, 'withdrawals', a.body.withdrawalId);
    expect(await balanceOf(server, u)).toBe(900);
    expect(
      (await server.api.get(`/api/withdrawals/${a.body.withdrawalId}`, { token: (await createUser(server.ctx)).token }))
        .status,
    ).toBe(404);
    await server.expectLedgerHealthy();
  });
});
