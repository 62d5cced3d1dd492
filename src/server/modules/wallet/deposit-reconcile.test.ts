import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { createUser, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { reconcileDeposits } from './reconcile-jobs';
import { balanceOf, checkoutIdOf, entriesFor, knownToken, stkSuccess } from './wallet-test-kit';

// The simulator's callbacks are held back for ten minutes here: every callback of this file is lost
// (or posted by the test itself), so the reconciliation job and forged callbacks can be examined.
const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
const server = useTestServer({ clock, env: { MPESA_SIMULATOR_DELAY_MS: '600000' } });

async function startDeposit(u: TestUser, amount: number, phone: string): Promise<string> {
  const res = await server.api.post<{ depositId: string; status: string }>(
    '/api/deposits',
    { amount, mpesaNumber: phone, userId: u.id },
    { token: u.token },
  );
  expect(res.status).toBe(201);
  expect(res.body.status).toBe('processing');
  return res.body.depositId;
}
const statusOf = async (id: string) =>
  await queryRow(
    server.ctx.db,
    z.object({ status: col.text, failure_reason: col.text.nullable() }),
    sql`SELECT status, failure_reason FROM mpesa_deposits WHERE id = ${id}`,
  );

describe('the STK reconciliation job', () => {
  it('settles a deposit whose callback was lost, once, and only when it is due', async () => {
    const u = await createUser(server.ctx);
    const id = await startDeposit(u, 700, '0712000001');
    await reconcileDeposits(server.ctx);
    expect(await statusOf(id)).toEqual({ status: 'processing', failure_reason: null });
    clock.advance(4 * 60 * 1000);
    await Promise.all([reconcileDeposits(server.ctx), reconcileDeposits(server.ctx)]);
    expect(await statusOf(id)).toEqual({ status: 'completed', failure_reason: null });
    expect(await balanceOf(server, u)).toBe(700);
    clock.advance(60 * 60 * 1000);
    await reconcileDeposits(server.ctx);
    expect(await entriesFor(server, u.id)).toBe(1);
    expect((await server.api.get(`/api/accounts/${u.id}`, { token: u.token })).body).toEqual({
      account: { balance: 700, accountStatus: 'active' },
    });
    await server.expectLedgerHealthy();
  });

  it('fails a cancelled prompt found by the query', async () => {
    const u = await createUser(server.ctx);
    const id = await startDeposit(u, 50, '0712001032');
    clock.advance(4 * 60 * 1000);
    await reconcileDeposits(server.ctx);
    expect(await statusOf(id)).toEqual({ status: 'failed', failure_reason: 'You cancelled the M-Pesa prompt.' });
    expect(await balanceOf(server, u)).toBe(0);
    await server.expectLedgerHealthy();
  });
});

describe('callbacks on a processing deposit', () => {
  it('refuse a different amount, a different CheckoutRequestID and a wrong token; accept the true one once; never overwrite it', async () => {
    const u = await createUser(server.ctx);
    const id = await startDeposit(u, 400, '0712000002');
    const checkout = await checkoutIdOf(server, id);
    const token = await knownToken(server, 'mpesa_deposits', id);
    const url = `/mpesa/callbacks/stk/${id}/${token}`;

    expect((await server.api.post(url, stkSuccess(checkout, 4000, 'RCPT000001'))).status).toBe(400);
    expect((await server.api.post(url, stkSuccess('ws_CO_someone_else', 400, 'RCPT000002'))).status).toBe(400);
    expect(
      (await server.api.post(`/mpesa/callbacks/stk/${id}/not-the-token`, stkSuccess(checkout, 400, 'RCPT000003')))
        .status,
    ).toBe(400);
    expect((await server.api.post(url, { Body: { nothing: true } })).status).toBe(400);
    expect(await statusOf(id)).toEqual({ status: 'processing', failure_reason: null });
    expect(await balanceOf(server, u)).toBe(0);

    // ResultCode as a string, amount as a string: still M-Pesa's success.
    expect((await server.api.post(url, stkSuccess(checkout, '400.00', 'RCPT000004', '0'))).body).toEqual({
      ResultCode: 0,
      ResultDesc: 'Accepted',
    });
    expect(await balanceOf(server, u)).toBe(400);
    const cancelled = {
      Body: {
        stkCallback: {
          MerchantRequestID: 'm',
          CheckoutRequestID: checkout,
          ResultCode: 1032,
          ResultDesc: 'Request cancelled by user',
        },
      },
    };
    expect((await server.api.post(url, cancelled)).status).toBe(200);
    clock.advance(10 * 60 * 1000);
    await reconcileDeposits(server.ctx);
    expect(await statusOf(id)).toEqual({ status: 'completed', failure_reason: null });
    expect(await balanceOf(server, u)).toBe(400);
    expect(await entriesFor(server, u.id)).toBe(1);

    // The same M-Pesa receipt cannot pay for a second deposit.
    const second = await startDeposit(u, 400, '0712000002');
    const token2 = await knownToken(server, 'mpesa_deposits', second);
    expect(
      (
        await server.api.post(
          `/mpesa/callbacks/stk/${second}/${token2}`,
          stkSuccess(await checkoutIdOf(server, second), 400, 'RCPT000004'),
        )
      ).status,
    ).toBe(400);
    expect(await balanceOf(server, u)).toBe(400);
    // The wrong token's callback is not kept: a stranger's body costs no disk.
    const kept = await queryRows(
      server.ctx.db,
      z.object({ outcome: col.text }),
      sql`SELECT outcome FROM mpesa_callbacks WHERE ref_id = ${id} ORDER BY id`,
    );
    expect(kept.map((k) => k.outcome)).toEqual([
      'callback:amount_mismatch',
      'callback:wrong_request',
      'refused:malformed',
      'callback:credited',
      'callback:duplicate',
    ]);
    await server.expectLedgerHealthy();
  });
});
