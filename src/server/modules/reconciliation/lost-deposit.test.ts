import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/typed-rows';
import { simulatorRecordOf } from '../../mpesa/simulator/record';
import { createUser, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { balanceOf, checkoutIdOf, entriesFor, knownToken, stkSuccess } from '../wallet/wallet-test-kit';
import { runNow } from './reconciliation-test-kit';
import { runNightly } from './nightly-job';

// M-Pesa's callbacks are held back for ten minutes: every deposit callback of this file is lost,
// unless the test posts it itself (late).
const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
let admin: TestUser;
const server = useTestServer({ clock, env: { MPESA_SIMULATOR_DELAY_MS: '600000' } }, async (s) => {
  admin = await createUser(s.ctx, { role: 'superadmin' });
});

async function startDeposit(u: TestUser, amount: number): Promise<string> {
  const res = await server.api.post<{ depositId: string }>(
    '/api/deposits',
    { amount, mpesaNumber: u.localPhone, userId: u.id },
    { token: u.token },
  );
  expect(res.status).toBe(201);
  return res.body.depositId;
}
const statusOf = async (id: string) =>
  (
    await queryRow(
      server.ctx.db,
      z.object({ status: col.text, mpesa_receipt: col.text.nullable() }),
      sql`SELECT status, mpesa_receipt FROM mpesa_deposits WHERE id = ${id}`,
    )
  )?.status;

/** The receipt of the simulator's latest STK payment (as its lost callback carried it). */
const simulatorReceipt = () =>
  simulatorRecordOf(server.ctx)
    .page(server.ctx.config.mpesa.shortcode, '0000-00-00 00:00:00', '9999-12-31 23:59:59', 0)
    .at(-1)?.TransactionID ?? '';

describe('a deposit whose callback was lost', () => {
  it('is credited by a run as its callback would have, once; a late callback then changes nothing', async () => {
    const u = await createUser(server.ctx);
    const id = await startDeposit(u, 700);
    clock.advance(60_000);
    expect(await statusOf(id)).toBe('processing');
    const run = await runNow(server, admin);
    expect(run.settled).toEqual([{ receipt: expect.any(String), amount: 700, account: `wallet:${u.id}` }]);
    expect(await statusOf(id)).toBe('completed');
    expect(await balanceOf(server, u)).toBe(700);
    const receipt = run.settled[0]?.receipt ?? '';
    const token = await knownToken(server, 'mpesa_deposits', id);
    const late = await server.api.post(
      `/mpesa/callbacks/stk/${id}/${token}`,
      stkSuccess(await checkoutIdOf(server, id), 700, receipt),
    );
    expect(late.status).toBe(200);
    expect(await balanceOf(server, u)).toBe(700);
    expect(await entriesFor(server, u.id)).toBe(1);
    const again = await runNow(server, admin);
    expect(again.settled).toEqual([]);
    expect(again.missingAtMpesa).toEqual([]);
    await server.expectLedgerHealthy();
  });

  it('a run and the late callback racing credit it once', async () => {
    const u = await createUser(server.ctx);
    const id = await startDeposit(u, 450);
    clock.advance(60_000);
    const token = await knownToken(server, 'mpesa_deposits', id);
    const checkout = await checkoutIdOf(server, id);
    const [run] = await Promise.all([
      runNow(server, admin),
      server.api.post(`/mpesa/callbacks/stk/${id}/${token}`, stkSuccess(checkout, 450, simulatorReceipt())),
    ]);
    expect(run.settled.length).toBeLessThanOrEqual(1);
    expect(await balanceOf(server, u)).toBe(450);
    expect(await entriesFor(server, u.id)).toBe(1);
    await server.expectLedgerHealthy();
  });

  it('runs the nightly reconciliation once per night, whichever instance asks first', async () => {
    clock.set(new Date('2026-03-03T21:31:00Z'));
    const [a, b] = await Promise.all([runNightly(server.ctx), runNightly(server.ctx)]);
    expect([a, b].filter((x) => x !== undefined)).toHaveLength(1);
    expect(await runNightly(server.ctx)).toBeUndefined();
    clock.advance(24 * 60 * 60 * 1000);
    expect(await runNightly(server.ctx)).toBeDefined();
  });
});
