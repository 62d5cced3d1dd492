import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/typed-rows';
import { balanceOf as ledgerBalance } from '../../ledger/accounts';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { newTransId, paybillCalls } from './paybill-test-kit';
import { balanceOf } from './wallet-test-kit';

/** Paybill payments whose account names nobody: suspense, and the superadmin's assignment (docs/product/paybill.md). */
const server = useTestServer({ env: { MPESA_C2B_SHORTCODE: '600984' }, ledgerCheckAfterAll: true });

const { payment, rowsFor, validate, confirm } = paybillCalls(server);
const badAccount = { ResultCode: 'C2B00012', ResultDesc: 'Rejected' };

describe('paybill suspense', () => {
  it('sends a payment whose account names nobody to suspense, which the superadmin assigns once', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const u = await createUser(server.ctx);
    const body = payment('0799999999', '250.00');
    expect((await confirm(body)).status).toBe(200);
    expect(await rowsFor(body.TransID)).toEqual([{ status: 'suspense', target: 'suspense', user_id: null }]);
    expect(await ledgerBalance(server.ctx.db, 'paybill:suspense')).toBeGreaterThanOrEqual(25_000n);
    const list = await server.api.get<{ payments: Array<{ transId: string; amount: number }> }>(
      '/superadmin/paybill/suspense',
      { token: admin.token },
    );
    expect(list.body.payments).toContainEqual(expect.objectContaining({ transId: body.TransID, amount: 250 }));
    expect((await server.api.get('/superadmin/paybill/suspense', { token: u.token })).status).toBe(403);
    const url = `/superadmin/paybill/suspense/${body.TransID}/assign`;
    const tries = await Promise.all([
      server.api.post(url, { userId: u.id }, { token: admin.token }),
      server.api.post(url, { userId: u.id }, { token: admin.token }),
    ]);
    expect(tries.map((t) => t.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(server, u)).toBe(250);
    expect((await server.api.post(url, { userId: 'nobody' }, { token: admin.token })).status).toBe(409);
    await server.expectLedgerHealthy();
  });

  it('assigns a suspense payment only to an ordinary user: not the superadmin, not a user whose deletion is asked', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const leaving = await createUser(server.ctx);
    const asked = await server.api.put(`/api/users/${leaving.id}/request-delete`, undefined, { token: leaving.token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const u = await createUser(server.ctx);
    // The same rule as an account number's: neither the superadmin's phone nor the leaving user's names a wallet.
    expect(await validate(payment(admin.localPhone, '100.00'))).toEqual(badAccount);
    expect(await validate(payment(leaving.localPhone, '100.00'))).toEqual(badAccount);
    const body = payment('0799999998', '320.00');
    expect((await confirm(body)).status).toBe(200);
    const suspense = await ledgerBalance(server.ctx.db, 'paybill:suspense');
    const url = `/superadmin/paybill/suspense/${body.TransID}/assign`;
    for (const target of [admin, leaving]) {
      const res = await server.api.post(url, { userId: target.id }, { token: admin.token });
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { message: 'User not found.' } });
      expect(await ledgerBalance(server.ctx.db, `wallet:${target.id}`)).toBe(0n);
    }
    expect(await ledgerBalance(server.ctx.db, 'paybill:suspense')).toBe(suspense);
    expect(await rowsFor(body.TransID)).toEqual([{ status: 'suspense', target: 'suspense', user_id: null }]);
    const moved = await queryRows(
      server.ctx.db,
      z.object({}),
      sql`SELECT 1 FROM journal_entries WHERE idempotency_key = ${`c2b-assign:${body.TransID}`}`,
    );
    expect(moved).toEqual([]);
    await server.expectLedgerHealthy();

    // Still in suspense: it goes to a proper user's wallet, once.
    expect((await server.api.post(url, { userId: u.id }, { token: admin.token })).status).toBe(200);
    expect(await balanceOf(server, u)).toBe(320);
    expect(await rowsFor(body.TransID)).toEqual([{ status: 'assigned', target: 'wallet', user_id: u.id }]);
    expect(await ledgerBalance(server.ctx.db, 'paybill:suspense')).toBe(suspense - 32_000n);
    await server.expectLedgerHealthy();
  });

  it('reads a TransID in one case: a lower-case replay credits nothing, and the assignment finds it', async () => {
    const u = await createUser(server.ctx);
    const receipt = newTransId();
    expect((await confirm(payment(u.localPhone, '600.00', receipt))).status).toBe(200);
    const replay = await confirm(payment(u.localPhone, '600.00', receipt.toLowerCase()));
    expect(replay).toMatchObject({ status: 200, body: { ResultCode: '0' } });
    expect(await balanceOf(server, u)).toBe(600);
    expect(await rowsFor(receipt)).toEqual([{ status: 'credited', target: 'wallet', user_id: u.id }]);
    expect(await rowsFor(receipt.toLowerCase())).toEqual([]);

    // A suspense payment confirmed in lower case is stored, and assigned, under its upper-case receipt.
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const lost = newTransId();
    expect((await confirm(payment('0799999997', '80.00', lost.toLowerCase()))).status).toBe(200);
    expect(await rowsFor(lost)).toEqual([{ status: 'suspense', target: 'suspense', user_id: null }]);
    const assigned = await server.api.post(
      `/superadmin/paybill/suspense/${lost.toLowerCase()}/assign`,
      { userId: u.id },
      { token: admin.token },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(await balanceOf(server, u)).toBe(680);
    await server.expectLedgerHealthy();
  });
});
