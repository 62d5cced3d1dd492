import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/typed-rows';
import { balanceOf as ledgerBalance } from '../../ledger/accounts';
import { createFundedUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { reconcileWithdrawals } from './reconcile-jobs';
import { b2cResultBody, balanceOf, knownToken, requestWithdrawal } from './wallet-test-kit';

// B2C results are held back for ten minutes: the test posts (or forges) them itself.
const clock = new TestClock(new Date('2026-05-04T10:00:00Z'));
const server = useTestServer({ clock, env: { MPESA_SIMULATOR_DELAY_MS: '600000' } });

const result = (originator: string, code: number | string, amount: number) => b2cResultBody(originator, code, amount);

describe('B2C result callbacks', () => {
  it('refuse a wrong request, a wrong amount and a wrong token; settle once; never refund a paid withdrawal', async () => {
    const u = await createFundedUser(server.ctx, 1000);
    const { id, originator } = await requestWithdrawal(server, u, 400, '0712345678');
    const row = await queryRow(
      server.ctx.db,
      z.object({ conversation_id: col.text.nullable() }),
      sql`SELECT conversation_id FROM mpesa_withdrawals WHERE id = ${id}`,
    );
    expect(row?.conversation_id).toMatch(/^AG_/);
    const token = await knownToken(server, 'mpesa_withdrawals', id);
    const url = `/mpesa/callbacks/b2c-result/${id}/${token}`;

    expect((await server.api.post(url, result('someone-else', 0, 400))).status).toBe(400);
    expect((await server.api.post(url, result(originator, 0, 4000))).status).toBe(400);
    expect(
      (await server.api.post(`/mpesa/callbacks/b2c-result/${id}/wrong`, result(originator, 2001, 400))).status,
    ).toBe(400);
    expect(await balanceOf(server, u)).toBe(600);
    expect(await ledgerBalance(server.ctx.db, `payout:${u.id}`)).toBe(40_000n);

    expect((await server.api.post(url, result(originator, '0', 400))).body).toEqual({
      ResultCode: 0,
      ResultDesc: 'Accepted',
    });
    const replays = await Promise.all([
      server.api.post(url, result(originator, 0, 400)),
      server.api.post(url, result(originator, 2001, 400)),
      server.api.post(url, result(originator, 0, 400)),
    ]);
    for (const r of replays) expect(r.status).toBe(200);
    const settled = await queryRow(
      server.ctx.db,
      z.object({ status: col.text, mpesa_receipt: col.text.nullable() }),
      sql`SELECT status, mpesa_receipt FROM mpesa_withdrawals WHERE id = ${id}`,
    );
    expect(settled).toEqual({ status: 'completed', mpesa_receipt: 'TXN0000001' });
    expect(await ledgerBalance(server.ctx.db, `payout:${u.id}`)).toBe(0n);
    expect(await balanceOf(server, u)).toBe(600);
    await server.expectLedgerHealthy();
  });

  it('resends a B2C request whose answer was lost with the same OriginatorConversationID, which pays once', async () => {
    const u = await createFundedUser(server.ctx, 500);
    const { id } = await requestWithdrawal(server, u, 100, '0712345679');
    const before = await queryRow(
      server.ctx.db,
      z.object({ conversation_id: col.text }),
      sql`SELECT conversation_id FROM mpesa_withdrawals WHERE id = ${id}`,
    );
    await server.ctx.db.execute(sql`UPDATE mpesa_withdrawals SET conversation_id = NULL WHERE id = ${id}`);
    clock.advance(4 * 60 * 1000);
    await reconcileWithdrawals(server.ctx);
    const after = await queryRow(
      server.ctx.db,
      z.object({ conversation_id: col.text, status: col.text }),
      sql`SELECT conversation_id, status FROM mpesa_withdrawals WHERE id = ${id}`,
    );
    expect(after).toEqual({ conversation_id: before?.conversation_id, status: 'processing' });
    expect(await balanceOf(server, u)).toBe(400);
    await server.expectLedgerHealthy();
  });
});
