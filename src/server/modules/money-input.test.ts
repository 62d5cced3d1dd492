import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow } from '../db/typed-rows';
import { ledgerBalances } from '../testing/ledger-balances';
import { createUser, fundWallet, type TestUser } from '../testing/factories';
import { useTestServer } from '../testing/use-test-server';
import { HOSTILE_AMOUNTS } from '../fuzz/hostile-amounts';
import { createGoalVia, dateInDays, goalForm } from './goals/goals-test-kit';
import { approvedLoan, borrowBodyFor } from './loans/loans-test-kit';

/**
 * Amounts finer than a cent, absurdly large or not numbers at all, on every route that takes one:
 * each is a 400 with a readable message, never a 500 and never rounded into a real movement.
 */
let admin: TestUser;
let saver: TestUser;
let goalId: string;
let loanUser: TestUser;
let loanId: string;

const server = useTestServer({}, async () => {
  admin = await createUser(server.ctx, { role: 'superadmin' });
  saver = await createUser(server.ctx, { loanLimitKes: 5_000 });
  await fundWallet(server.ctx, saver.id, 1_000);
  goalId = (await createGoalVia(server, saver, { target: 500, deposit: 100 })).goal_id;
  ({ user: loanUser, loanId } = await approvedLoan(server, admin, 1_000, '1 month', 500));
});

/**
 * Values the outside probes sent, and their relatives, plus zero in its spellings and values of the
 * wrong type. Every one is refused by every positive amount field.
 */
const HOSTILE: unknown[] = [...HOSTILE_AMOUNTS, -0, 0, -10, 1e21, ' ', null, true, {}];

interface Snapshot {
  entries: number;
  balances: Record<string, string>;
  goals: number;
  loans: number;
  users: string;
}

async function snapshot(): Promise<Snapshot> {
  const counts = await queryRow(
    server.ctx.db,
    z.object({ entries: col.int, goals: col.int, loans: col.int, users: col.text }),
    sql`SELECT (SELECT COUNT(*)::int FROM journal_entries) AS entries, (SELECT COUNT(*)::int FROM goals) AS goals, (SELECT COUNT(*)::int FROM loans) AS loans,
               (SELECT string_agg(id || full_name || loan_limit_cents::text, ',' ORDER BY id) FROM users) AS users`,
  );
  return {
    entries: counts?.entries ?? -1,
    goals: counts?.goals ?? -1,
    loans: counts?.loans ?? -1,
    users: counts?.users ?? '',
    balances: await ledgerBalances(server.ctx.db),
  };
}

type Send = (value: unknown) => Promise<{ status: number; body: unknown }>;

/** The saver's goal "Land" (target 500, no deposit), with the amount sent in `field`. */
const landGoalWith =
  (field: 'target_amount' | 'deposit'): Send =>
  (v) =>
    server.api.post(
      '/api/goals',
      goalForm({
        user_id: saver.id,
        title: 'Land',
        target_amount: '500',
        description: 'Plot',
        end_date: dateInDays(server, 60),
        [field]: String(v),
      }),
      { token: saver.token },
    );

/** The saver borrows 1,000 with the amount sent in `field`. */
const borrowWith =
  (field: 'amount' | 'repaymentAmount'): Send =>
  (v) =>
    server.api.post(
      '/api/loans/borrow',
      { ...borrowBodyFor(server, saver, 1_000), [field]: v },
      { token: saver.token },
    );

/** An M-Pesa deposit or withdrawal of the amount to the saver's own number. */
const mpesaWith =
  (path: '/api/deposits' | '/api/withdrawals'): Send =>
  (v) =>
    server.api.post(
      path,
      { userId: saver.id, amount: v, mpesaNumber: saver.localPhone, description: '' },
      { token: saver.token },
    );

/** The superadmin saves the saver's details unchanged, plus `fields`. */
const editSaver = (fields: Record<string, unknown>) =>
  server.api.put(
    `/superadmin/users/${saver.id}`,
    { full_name: saver.fullName, email: saver.email, phone: saver.localPhone, ...fields },
    { token: admin.token },
  );

const routes: Array<[string, () => Send]> = [
  ['POST /api/goals target_amount (form)', () => landGoalWith('target_amount')],
  ['POST /api/goals deposit (form)', () => landGoalWith('deposit')],
  [
    'POST /api/goals/{id}/contribute',
    () => (v) =>
      server.api.post(
        `/api/goals/${goalId}/contribute`,
        { userId: saver.id, contributionAmount: v },
        { token: saver.token },
      ),
  ],
  [
    'POST /api/goal/{id}/withdraw',
    () => (v) =>
      server.api.post(`/api/goal/${goalId}/withdraw`, { userId: saver.id, amount: v }, { token: saver.token }),
  ],
  ['POST /api/loans/borrow amount', () => borrowWith('amount')],
  ['POST /api/loans/borrow repaymentAmount', () => borrowWith('repaymentAmount')],
  [
    'POST /loans/{id}/repay',
    () => (v) =>
      server.api.post(`/loans/${loanId}/repay`, { userId: loanUser.id, repaymentAmount: v }, { token: loanUser.token }),
  ],
  ['POST /api/deposits', () => mpesaWith('/api/deposits')],
  ['POST /api/withdrawals', () => mpesaWith('/api/withdrawals')],
  [
    'POST /api/add-to-savings',
    () => (v) => server.api.post('/api/add-to-savings', { userId: saver.id, amount: v }, { token: saver.token }),
  ],
  [
    'PUT /superadmin/users/{id} balance',
    () => (v) => editSaver({ loan_limit: 5_000, balance: v, expected_balance: 900 }),
  ],
  ['PUT /superadmin/users/{id} loan_limit', () => (v) => editSaver({ loan_limit: v })],
];

/** Fields where 0 is a real amount (an empty deposit, no balance, no loan limit). */
const ZERO_ALLOWED = new Set([
  'POST /api/goals deposit (form)',
  'PUT /superadmin/users/{id} balance',
  'PUT /superadmin/users/{id} loan_limit',
]);

describe('hostile amounts', () => {
  it.each(routes)('%s: every hostile amount is a 400 {message} and nothing changes', async (name, make) => {
    const send = make();
    const before = await snapshot();
    for (const value of HOSTILE) {
      if (ZERO_ALLOWED.has(name) && (value === 0 || Object.is(value, -0) || value === '-0')) continue;
      const res = await send(value);
      expect({ value, status: res.status }).toEqual({ value, status: 400 });
      expect(res.body).toEqual({ message: expect.any(String) });
    }
    expect(await snapshot()).toEqual(before);
    await server.expectLedgerHealthy();
  });

  it('names the problem on the routes the probes hit', async () => {
    const withdraw = await server.api.post(
      `/api/goal/${goalId}/withdraw`,
      { userId: saver.id, amount: 10.0000000001 },
      { token: saver.token },
    );
    expect([withdraw.status, withdraw.body]).toEqual([400, { message: 'Please enter a valid amount.' }]);
    const repay = await server.api.post(
      `/loans/${loanId}/repay`,
      { userId: loanUser.id, repaymentAmount: 5e-324 },
      { token: loanUser.token },
    );
    expect([repay.status, repay.body]).toEqual([400, { message: 'Please enter a valid repayment amount.' }]);
    const borrow = await server.api.post(
      '/api/loans/borrow',
      { ...borrowBodyFor(server, saver, 1_000), amount: 1e-9 },
      { token: saver.token },
    );
    expect([borrow.status, borrow.body]).toEqual([400, { message: 'Please enter a valid loan amount.' }]);
    const deposit = await server.api.post(
      '/api/deposits',
      { userId: saver.id, amount: '10.0000000001', mpesaNumber: saver.localPhone },
      { token: saver.token },
    );
    expect([deposit.status, deposit.body]).toEqual([
      400,
      { message: 'M-Pesa moves whole shillings only. Please enter an amount without cents.' },
    ]);
    const balance = await editSaver({ loan_limit: 5_000, balance: 0.1 + 0.2, expected_balance: 900 });
    expect([balance.status, balance.body]).toEqual([400, { message: 'Balance can have at most two decimals.' }]);
  });

  it('still takes exact amounts, as numbers and (in forms) as text, with trailing zeros', async () => {
    const contribute = await server.api.post(
      `/api/goals/${goalId}/contribute`,
      { userId: saver.id, contributionAmount: 0.1 },
      { token: saver.token },
    );
    expect(contribute.status).toBe(200);
    const goal = await server.api.post(
      '/api/goals',
      goalForm({
        user_id: saver.id,
        title: 'Exact',
        target_amount: '1234.50',
        description: 'Text amounts',
        end_date: dateInDays(server, 60),
        deposit: '10.000',
      }),
      { token: saver.token },
    );
    expect(goal.status).toBe(201);
    expect(goal.body).toMatchObject({ goal: { target_amount: 1234.5, saved_amount: 10 } });
    await server.expectLedgerHealthy();
  });
});
