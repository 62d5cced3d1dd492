import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TransactionView } from '../../../shared/schemas/wallet';
import { col, queryRows } from '../../db/typed-rows';
import { walletBalance } from '../../ledger/accounts';
import { createFundedUser, createUser, type TestUser } from '../../testing/factories';
import { type TestServer } from '../../testing/test-server';
import { userEditBody } from './admin-test-kit';
import { useTestServerWithUser } from '../../testing/use-test-server';
import { messagesOf } from '../wallet/wallet-test-kit';

/**
 * The console's user edit and the user's money moving meanwhile: the superadmin opens a user with
 * KES 1,000, the user withdraws 600, then the superadmin saves.
 */
let server: TestServer;
let admin: TestUser;

useTestServerWithUser({}, { role: 'superadmin' }, (s, a) => ([server, admin] = [s, a]));

const asAdmin = () => ({ token: admin.token });
const adjustments = (userId: string) =>
  queryRows(
    server.ctx.db,
    z.object({ actor_user_id: col.text.nullable(), description: col.text, meta: z.unknown() }),
    sql`SELECT actor_user_id, description, meta FROM journal_entries WHERE kind = 'admin_adjustment' AND idempotency_key LIKE ${`admin-adjustment:${userId}:%`} ORDER BY id`,
  );

/** A user with KES 1,000 whose details the console loaded, and who then withdrew 600 to M-Pesa. */
async function userWhoWithdrewAfterTheConsoleLoaded(): Promise<{
  user: TestUser;
  loaded: { full_name: string; balance: number };
}> {
  const user = await createFundedUser(server.ctx, 1000);
  const page = await server.api.get<{ user: { full_name: string; balance: number } }>(
    `/api/superadmin/user-details/${user.id}`,
    asAdmin(),
  );
  expect(page.body.user.balance).toBe(1000);
  const withdrawal = await server.api.post(
    '/api/withdrawals',
    { userId: user.id, amount: 600, mpesaNumber: user.localPhone, description: 'Rent' },
    { token: user.token },
  );
  expect(withdrawal.status).toBe(201);
  expect(await walletBalance(server.ctx.db, user.id)).toBe(40_000n);
  return { user, loaded: page.body.user };
}

describe('editing a user whose money moved after the page was loaded', () => {
  it('the old form (every field, the loaded balance, no version) no longer writes the old balance back', async () => {
    const { user, loaded } = await userWhoWithdrewAfterTheConsoleLoaded();
    const res = await server.api.put(
      `/superadmin/users/${user.id}`,
      userEditBody(user, { full_name: 'Fixed Name', balance: loaded.balance }),
      asAdmin(),
    );
    expect([res.status, res.body]).toMatchObject([
      428,
      { message: 'To change the balance, also send expected_balance: the balance you loaded before editing.' },
    ]);
    expect(await walletBalance(server.ctx.db, user.id)).toBe(40_000n);
    expect(await adjustments(user.id)).toEqual([]);
    await server.expectLedgerHealthy();
  });

  it('a balance change made on the stale page answers 409 and changes nothing', async () => {
    const { user, loaded } = await userWhoWithdrewAfterTheConsoleLoaded();
    const res = await server.api.put(
      `/superadmin/users/${user.id}`,
      userEditBody(user, { full_name: 'Fixed Name', balance: 1200, expected_balance: loaded.balance, reason: 'Bonus' }),
      asAdmin(),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message:
        'The balance has changed since you opened this user (it is now KES 400.00). Reload the page and enter the change again.',
    });
    expect(await walletBalance(server.ctx.db, user.id)).toBe(40_000n);
    expect(await adjustments(user.id)).toEqual([]);
    const details = await server.api.get<{ user: { full_name: string } }>(
      `/api/superadmin/user-details/${user.id}`,
      asAdmin(),
    );
    expect(details.body.user.full_name).toBe(user.fullName);
    expect(await messagesOf(server, user)).not.toContainEqual(expect.stringMatching(/Adjustment|adjusted/));
    await server.expectLedgerHealthy();
  });

  it('a name-only edit (what the console sends when the balance field is untouched) never touches money', async () => {
    const { user } = await userWhoWithdrewAfterTheConsoleLoaded();
    const res = await server.api.put(
      `/superadmin/users/${user.id}`,
      userEditBody(user, { full_name: 'Fixed Name' }),
      asAdmin(),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'User updated successfully',
      user: { full_name: 'Fixed Name', balance: 400 },
    });
    expect(await walletBalance(server.ctx.db, user.id)).toBe(40_000n);
    expect(await adjustments(user.id)).toEqual([]);
    // An unchanged balance sent along with its loaded value is no change either, even on a stale page.
    const same = await server.api.put(
      `/superadmin/users/${user.id}`,
      userEditBody(user, { full_name: 'Fixed Again', balance: 1000, expected_balance: 1000 }),
      asAdmin(),
    );
    expect(same.status).toBe(200);
    expect(await walletBalance(server.ctx.db, user.id)).toBe(40_000n);
    expect(await adjustments(user.id)).toEqual([]);
    await server.expectLedgerHealthy();
  });

  it('a change on the current balance is an admin adjustment by the admin, shown as "Adjustment by Pamoja", never a deposit', async () => {
    const { user } = await userWhoWithdrewAfterTheConsoleLoaded();
    const up = await server.api.put(
      `/superadmin/users/${user.id}`,
      userEditBody(user, { balance: 450.5, expected_balance: 400 }),
      asAdmin(),
    );
    expect([up.status, up.body]).toMatchObject([200, { user: { balance: 450.5 } }]);
    const down = await server.api.put(
      `/superadmin/users/${user.id}`,
      userEditBody(user, { balance: 450, expected_balance: 450.5, reason: 'Duplicate credit' }),
      asAdmin(),
    );
    expect(down.status).toBe(200);
    expect(await walletBalance(server.ctx.db, user.id)).toBe(45_000n);
    expect(await adjustments(user.id)).toEqual([
      {
        actor_user_id: admin.id,
        description: 'Adjustment by Pamoja',
        meta: { reason: null, fromCents: '40000', toCents: '45050', text: { key: 'adjustment', values: [] } },
      },
      {
        actor_user_id: admin.id,
        description: 'Duplicate credit',
        meta: {
          reason: 'Duplicate credit',
          fromCents: '45050',
          toCents: '45000',
          text: { key: 'asWritten', values: ['Duplicate credit'] },
        },
      },
    ]);

    const history = await server.api.get<{ transactions: TransactionView[] }>(`/api/transactions/${user.id}`, {
      token: user.token,
    });
    const adjusted = history.body.transactions.filter((t) => t.category === 'admin_adjustment');
    expect(adjusted.map((t) => [t.type, t.amount, t.description])).toEqual([
      ['withdrawal', 0.5, 'Duplicate credit'],
      ['deposit', 50.5, 'Adjustment by Pamoja'],
    ]);
    const notes = await messagesOf(server, user);
    expect(notes).toEqual(
      expect.arrayContaining([
        'Adjustment by Pamoja: KES 50.50 added to your balance.',
        'Adjustment by Pamoja: KES 0.50 taken from your balance. Reason: Duplicate credit',
      ]),
    );
    for (const note of notes.filter((n) => n.startsWith('Adjustment'))) expect(note).not.toMatch(/deposit/i);
    await server.expectLedgerHealthy();
  });

  it('tells a Swahili-speaking user in Swahili', async () => {
    const user = await createUser(server.ctx);
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${user.id}`);
    const res = await server.api.put(
      `/superadmin/users/${user.id}`,
      userEditBody(user, { balance: 25, expected_balance: 0, reason: 'Fidia' }),
      asAdmin(),
    );
    expect(res.status).toBe(200);
    expect(await messagesOf(server, user)).toEqual([
      'Marekebisho na Pamoja: KES 25.00 zimeongezwa kwenye salio lako. Sababu: Fidia',
    ]);
    await server.expectLedgerHealthy();
  });

  it('refuses a loaded balance sent without a new one', async () => {
    const user = await createUser(server.ctx);
    const res = await server.api.put(
      `/superadmin/users/${user.id}`,
      userEditBody(user, { expected_balance: 0 }),
      asAdmin(),
    );
    expect([res.status, res.body]).toEqual([
      400,
      { message: 'Send expected_balance only together with a new balance.' },
    ]);
  });
});
