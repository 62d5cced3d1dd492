import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/typed-rows';
import { balanceOf as ledgerBalance } from '../../ledger/accounts';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { paybillCalls } from './paybill-test-kit';
import { balanceOf } from './wallet-test-kit';

/**
 * Amounts M-Pesa never sends on a paybill (docs/product/paybill.md): fractions of a shilling and more
 * than its per-transaction maximum (KES 250,000) are refused at validation and at confirmation, and
 * a refused confirmation is listed with its reason and credited to nobody.
 */
const server = useTestServer({ ledgerCheckAfterAll: true });
const { payment, rowsFor, validate, confirm } = paybillCalls(server);
const invalidAmount = { ResultCode: 'C2B00013', ResultDesc: 'Rejected' };
const impossible = [
  ['12.50', 'fraction'],
  ['0.01', 'fraction'],
  ['250000.01', 'fraction'],
  ['250001', 'over_maximum'],
  ['99999999999', 'over_maximum'],
  ['999999999999999', 'over_maximum'],
] as const;

const entriesFor = (transId: string) =>
  queryRows(server.ctx.db, z.object({}), sql`SELECT 1 FROM journal_entries WHERE meta->>'transId' = ${transId}`);

describe('paybill amounts', () => {
  it('validation refuses a fraction of a shilling and more than KES 250,000 with C2B00013; accepts KES 1 to 250,000', async () => {
    const u = await createUser(server.ctx);
    for (const [amount] of impossible)
      expect(await validate(payment(u.localPhone, amount)), amount).toEqual(invalidAmount);
    for (const amount of ['1', '250000.00'])
      expect(await validate(payment(u.localPhone, amount)), amount).toEqual({
        ResultCode: '0',
        ResultDesc: 'Accepted',
      });
  });

  it('a confirmation with such an amount credits no wallet: listed with its reason, never assignable', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const u = await createUser(server.ctx);
    const suspense = await ledgerBalance(server.ctx.db, 'paybill:suspense');
    const refused = impossible.map(([amount, reason]) => ({ body: payment(u.localPhone, amount), reason }));
    for (const { body } of refused) {
      // Replayed, even at once: one row, no money.
      const answers = await Promise.all([confirm(body), confirm(body)]);
      for (const a of answers) expect({ status: a.status, body: a.body }).toEqual({ status: 200, body: invalidAmount });
      expect(await rowsFor(body.TransID)).toEqual([{ status: 'refused', target: 'suspense', user_id: null }]);
      expect(await entriesFor(body.TransID)).toEqual([]);
    }
    expect(await balanceOf(server, u)).toBe(0);
    expect(await ledgerBalance(server.ctx.db, 'paybill:suspense')).toBe(suspense);

    const list = await server.api.get<{ payments: Array<{ transId: string; refusal: string | null }> }>(
      '/superadmin/paybill/suspense',
      { token: admin.token },
    );
    for (const { body, reason } of refused)
      expect(list.body.payments).toContainEqual(expect.objectContaining({ transId: body.TransID, refusal: reason }));
    const first = refused[0];
    if (!first) throw new Error('no refused payment');
    const assign = await server.api.post(
      `/superadmin/paybill/suspense/${first.body.TransID}/assign`,
      { userId: u.id },
      { token: admin.token },
    );
    expect({ status: assign.status, body: assign.body }).toEqual({
      status: 409,
      body: {
        message:
          'M-Pesa never sends this amount on a paybill, so it was not credited: there is nothing to add to a wallet.',
      },
    });
    expect(await balanceOf(server, u)).toBe(0);

    // The largest amount M-Pesa sends is credited as ever.
    const most = payment(u.localPhone, '250000.00');
    expect((await confirm(most)).body).toEqual({ ResultCode: '0', ResultDesc: 'Success' });
    expect(await balanceOf(server, u)).toBe(250_000);
    expect(await rowsFor(most.TransID)).toEqual([{ status: 'credited', target: 'wallet', user_id: u.id }]);
    await server.expectLedgerHealthy();
  });
});
