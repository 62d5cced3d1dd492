import { describe, expect, it } from 'vitest';
import { simulatorRecordOf } from '../../mpesa/simulator/record';
import { createUser, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { paybillCalls } from '../wallet/paybill-test-kit';
import { balanceOf, messagesOf } from '../wallet/wallet-test-kit';
import { eventually, insertUnknownLedgerEntry, payPaybill, runNow } from './reconciliation-test-kit';

let admin: TestUser;
const server = useTestServer({}, async (s) => {
  admin = await createUser(s.ctx, { role: 'superadmin' });
});

let payer = 0;
/** A payer number ending 1041: M-Pesa takes the payment, its confirmation never reaches the app. */
const lostPayer = () => `2547${String((payer += 1)).padStart(4, '0')}1041`;

/** Pays `amount` from a 1041 number into `account`; resolves with the receipt once M-Pesa has taken it. */
async function lostPayment(account: string, amount: number): Promise<string> {
  const record = simulatorRecordOf(server.ctx);
  const before = record.floatCents();
  await payPaybill(server, account, amount, lostPayer());
  await eventually(async () => record.floatCents() === before + BigInt(amount) * 100n, 'M-Pesa took the payment');
  const all = record.page(server.ctx.config.mpesa.c2bShortcode, '0000-00-00 00:00:00', '9999-12-31 23:59:59', 0);
  const last = all.at(-1);
  if (!last) throw new Error('no payment recorded');
  return last.TransactionID;
}

describe('reconciliation with M-Pesa', () => {
  it('answers 401 without a token and 403 to a user; refuses a bad period with a message', async () => {
    expect((await server.api.post('/superadmin/reconciliation', {})).status).toBe(401);
    expect((await server.api.get('/superadmin/reconciliation')).status).toBe(401);
    const u = await createUser(server.ctx);
    expect((await server.api.post('/superadmin/reconciliation', {}, { token: u.token })).status).toBe(403);
    expect((await server.api.get('/superadmin/reconciliation', { token: u.token })).status).toBe(403);
    for (const body of [
      { from: 'yesterday' },
      { from: '2026-11-28T10:00:00Z', to: '2026-11-28T09:00:00Z' },
      { from: 12 },
      { extra: true },
      { from: '2025-01-01T00:00:00Z', to: '2025-06-01T00:00:00Z' },
    ]) {
      const res = await server.api.post<{ message: string }>('/superadmin/reconciliation', body, {
        token: admin.token,
      });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(
      (await server.api.get<{ runs: unknown[] }>('/superadmin/reconciliation', { token: admin.token })).body.runs,
    ).toEqual([]);
  });

  it('credits a paybill payment whose confirmation was lost, once, and the float then matches the ledger', async () => {
    const u = await createUser(server.ctx);
    const receipt = await lostPayment(u.localPhone, 300);
    expect(await balanceOf(server, u)).toBe(0);
    const run = await runNow(server, admin);
    expect(run.settled).toEqual([{ receipt, amount: 300, account: `wallet:${u.id}` }]);
    expect(run.status).toBe('settled');
    expect(run.missingAtMpesa).toEqual([]);
    expect(run.mismatched).toEqual([]);
    expect(run.mpesaBalance).not.toBeNull();
    expect(run.difference).toBe(0);
    expect(run.mpesaBalance).toBe(run.ledgerBalance);
    expect(await balanceOf(server, u)).toBe(300);
    const again = await runNow(server, admin);
    expect(again.settled).toEqual([]);
    expect(again.status).toBe('balanced');
    expect(again.matched).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(server, u)).toBe(300);
    const listed = await server.api.get<{ runs: Array<{ run_id: string }> }>('/superadmin/reconciliation', {
      token: admin.token,
    });
    expect(listed.body.runs.map((r) => r.run_id).slice(0, 2)).toEqual([again.run_id, run.run_id]);
    await server.expectLedgerHealthy();
  });

  it('two runs racing settle a lost payment once', async () => {
    const u = await createUser(server.ctx);
    const receipt = await lostPayment(u.localPhone, 120);
    const runs = await Promise.all([runNow(server, admin), runNow(server, admin)]);
    expect(runs.flatMap((r) => r.settled)).toEqual([{ receipt, amount: 120, account: `wallet:${u.id}` }]);
    expect(await balanceOf(server, u)).toBe(120);
    await server.expectLedgerHealthy();
  });

  it('a run racing the late confirmation credits once', async () => {
    const u = await createUser(server.ctx);
    const receipt = await lostPayment(u.localPhone, 80);
    const calls = paybillCalls(server);
    const late = { ...calls.payment(u.localPhone, '80.00', receipt), MSISDN: '254700001041' };
    const [run, confirmed] = await Promise.all([runNow(server, admin), calls.confirm(late)]);
    expect(confirmed.status).toBe(200);
    expect(run.settled.length).toBeLessThanOrEqual(1);
    expect(await balanceOf(server, u)).toBe(80);
    expect((await calls.confirm(late)).status).toBe(200);
    expect(await balanceOf(server, u)).toBe(80);
    expect((await runNow(server, admin)).settled).toEqual([]);
    await server.expectLedgerHealthy();
  });

  it('records a payment to CAPITAL as owner’s capital and matches it', async () => {
    const record = simulatorRecordOf(server.ctx);
    const before = record.floatCents();
    await payPaybill(server, 'CAPITAL', 5000, '254722000001');
    await eventually(async () => record.floatCents() === before + 500_000n, 'M-Pesa took the capital');
    await eventually(async () => (await runNow(server, admin)).difference === 0, 'the confirmation arrived');
    const run = await runNow(server, admin);
    expect(run.settled).toEqual([]);
    expect(run.status).toBe('balanced');
    await server.expectLedgerHealthy();
  });

  it('lists a ledger entry M-Pesa does not know, leaves it alone, and tells the superadmin', async () => {
    const u = await createUser(server.ctx);
    const entry = await insertUnknownLedgerEntry(server, u.id, 4_200n, 'FAKE000001');
    expect(await balanceOf(server, u)).toBe(42);
    const run = await runNow(server, admin);
    expect(run.missingAtMpesa).toEqual([
      expect.objectContaining({ receipt: 'FAKE000001', amount: 42, entry_id: String(entry.entryId), kind: 'deposit' }),
    ]);
    expect(run.settled).toEqual([]);
    expect(run.status).toBe('discrepancy');
    expect(run.difference).toBe(-42);
    expect(await balanceOf(server, u)).toBe(42);
    expect(
      (await messagesOf(server, admin)).some((m) => m.startsWith('Reconciliation with M-Pesa found a discrepancy')),
    ).toBe(true);
    await server.expectLedgerHealthy();
  });
});
