import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../auth/tokens';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { balanceOf as ledgerBalance } from '../../ledger/accounts';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { reconcileWithdrawals } from './reconcile-jobs';
import {
  b2cResultBody,
  balanceOf,
  knownToken,
  requestWithdrawal,
  settled,
  withdrawalStatusOf,
} from './wallet-test-kit';

/**
 * B2C results that never come (the simulator loses the result of a number ending 1040): after the
 * reconciliation delay, the job asks Daraja's Transaction Status query and settles on its answer,
 * once, whatever arrives late or at the same time.
 */
const clock = new TestClock(new Date('2026-11-25T09:00:00Z'));
const server = useTestServer({ clock, ledgerCheckAfterAll: true });

const LOST = '0712341040';

async function lostWithdrawal(amount: number): Promise<{ u: TestUser; id: string; originator: string }> {
  const u = await createUser(server.ctx);
  await server.ctx.db.execute(sql`UPDATE users SET sms_notifications = true WHERE id = ${u.id}`);
  await fundWallet(server.ctx, u.id, 1000);
  return { u, ...(await requestWithdrawal(server, u, amount, LOST)) };
}

const settlements = (id: string) =>
  queryRows(
    server.ctx.db,
    z.object({ kind: col.text }),
    sql`SELECT kind FROM journal_entries WHERE meta->>'withdrawalId' = ${id} ORDER BY id`,
  );
const sms = (userId: string) =>
  queryRows(
    server.ctx.db,
    z.object({ message: col.text }),
    sql`SELECT message FROM sms_outbox WHERE user_id = ${userId} ORDER BY id`,
  );
const b2cResult = (originator: string, code: number, amount: number) =>
  b2cResultBody(originator, code, amount, { conversation: 'AG_late', receipt: 'LATE000001' });
const statusAnswer = (originator: string, state: string, amount: number) => ({
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request has been accepted successfully.',
    OriginatorConversationID: originator,
    ConversationID: 'AG_status',
    TransactionID: 'STAT000001',
    ResultParameters: {
      ResultParameter: [
        { Key: 'ReceiptNo', Value: 'STAT000001' },
        { Key: 'Amount', Value: amount },
        { Key: 'TransactionStatus', Value: state },
      ],
    },
  },
});

describe('B2C Transaction Status', () => {
  it('settles a withdrawal whose result was lost by a status query, once; a late result moves nothing', async () => {
    const { u, id, originator } = await lostWithdrawal(300);
    await new Promise((r) => setTimeout(r, 200));
    await reconcileWithdrawals(server.ctx); // too early: nobody is asked yet
    await new Promise((r) => setTimeout(r, 200));
    expect(await withdrawalStatusOf(server, id)).toBe('processing');
    expect(await ledgerBalance(server.ctx.db, `payout:${u.id}`)).toBe(30_000n);

    clock.advance(4 * 60 * 1000);
    await reconcileWithdrawals(server.ctx);
    expect(await settled(server, u, 'withdrawals', id)).toMatchObject({ status: 'completed', failureReason: null });
    expect(await ledgerBalance(server.ctx.db, `payout:${u.id}`)).toBe(0n);
    expect(await balanceOf(server, u)).toBe(700);

    // The lost result turns up after all, paid or (wrongly) refused: nothing moves again.
    const token = await knownToken(server, 'mpesa_withdrawals', id);
    for (const late of [b2cResult(originator, 0, 300), b2cResult(originator, 2001, 300)]) {
      const res = await server.api.post(`/mpesa/callbacks/b2c-result/${id}/${token}`, late);
      expect(res.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    // And the job, run again, asks nothing about a settled withdrawal.
    clock.advance(60 * 60 * 1000);
    await reconcileWithdrawals(server.ctx);
    expect(await balanceOf(server, u)).toBe(700);
    expect((await settlements(id)).map((e) => e.kind)).toEqual(['withdrawal', 'withdrawal_settlement']);
    const receipt = await queryRow(
      server.ctx.db,
      z.object({ r: col.text }),
      sql`SELECT mpesa_receipt AS r FROM mpesa_withdrawals WHERE id = ${id}`,
    );
    expect(receipt?.r).toMatch(/^[A-Z0-9]{10}$/);
    expect(await sms(u.id)).toEqual([{ message: `Pamoja: KES 300.00 sent to M-Pesa ${LOST} (ref ${receipt?.r}).` }]);
    await server.expectLedgerHealthy();
  });

  it('a late result and a status answer arriving together settle once', async () => {
    for (const [resultCode, state] of [
      [0, 'Completed'],
      [2001, 'Failed'],
    ] as const) {
      const { u, id, originator } = await lostWithdrawal(200);
      const token = await knownToken(server, 'mpesa_withdrawals', id);
      await server.ctx.db.execute(
        sql`UPDATE mpesa_withdrawals SET status_token_hash = ${hashSecret(`${token}-status`)} WHERE id = ${id}`,
      );
      const answers = await Promise.all([
        server.api.post(`/mpesa/callbacks/b2c-result/${id}/${token}`, b2cResult(originator, resultCode, 200)),
        server.api.post(`/mpesa/callbacks/status-result/${id}/${token}-status`, statusAnswer(originator, state, 200)),
        server.api.post(`/mpesa/callbacks/b2c-result/${id}/${token}`, b2cResult(originator, resultCode, 200)),
      ]);
      for (const a of answers) expect(a.status).toBe(200);
      const kinds = (await settlements(id)).map((e) => e.kind);
      expect(kinds).toEqual(['withdrawal', resultCode === 0 ? 'withdrawal_settlement' : 'withdrawal_refund']);
      expect(await balanceOf(server, u)).toBe(resultCode === 0 ? 800 : 1000);
      expect(await ledgerBalance(server.ctx.db, `payout:${u.id}`)).toBe(0n);
    }
    await server.expectLedgerHealthy();
  });
});
