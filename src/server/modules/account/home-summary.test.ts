import { describe, expect, it } from 'vitest';
import { loanTerms } from '../../../shared/loan-terms';
import { toCents, toKes } from '../../../shared/money';
import { addDays, nairobiDay } from '../../../shared/nairobi-time';
import type { HomeSummary } from '../../../shared/schemas/home';
import { createFundedUser, createUser, fundWallet, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { mustBuy, setShares } from '../shares/shares-test-kit';

const server = useTestServer();

const home = (id: string, token: string) => server.api.get<HomeSummary>(`/api/home/${id}`, { token });

async function goalWith(user: TestUser, deposit: number) {
  const form = new FormData();
  const fields = {
    user_id: user.id,
    title: 'School fees',
    target_amount: '1000',
    description: 'For next term',
    end_date: addDays(nairobiDay(server.ctx.clock.now()), 90),
    deposit: String(deposit),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await server.api.post('/api/goals', form, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function borrowAndApprove(user: TestUser, admin: TestUser, amount: number) {
  const terms = loanTerms(toCents(amount), '1 month', nairobiDay(server.ctx.clock.now()));
  const res = await server.api.post<{ loan: { id: string } }>(
    '/api/loans/borrow',
    {
      amount,
      duration: '1 month',
      purpose: 'Stock for my duka',
      userId: user.id,
      repaymentAmount: toKes(terms.repaymentCents),
      repaymentDueDate: terms.dueDate,
    },
    { token: user.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const approved = await server.api.put(`/loans/${res.body.loan.id}/approve`, undefined, { token: admin.token });
  expect(approved.status).toBe(200);
  return { id: res.body.loan.id, dueDate: terms.dueDate };
}

describe('GET /api/home/{userId}', () => {
  it('says what a new user owns and owes: nothing', async () => {
    const u = await createUser(server.ctx);
    const res = await home(u.id, u.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      account: { balance: 0, accountStatus: 'inactive' },
      inGoals: 0,
      inShares: 0,
      loan: null,
      freeToWithdraw: 0,
      ownMoney: 0,
    });
  });

  it('after 500 in, 350 into a goal and a 1,000 loan: 1,150 in the wallet, 350 in goals, 1,100 to repay', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const u = await createFundedUser(server.ctx, 500, { loanLimitKes: 5000 });
    await goalWith(u, 350);
    expect((await home(u.id, u.token)).body).toEqual({
      account: { balance: 150, accountStatus: 'active' },
      inGoals: 350,
      inShares: 0,
      loan: null,
      freeToWithdraw: 150,
      ownMoney: 500,
    });
    const loan = await borrowAndApprove(u, admin, 1000);
    const res = await home(u.id, u.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      account: { balance: 1150, accountStatus: 'active' },
      inGoals: 350,
      inShares: 0,
      loan: { id: loan.id, toRepay: 1100, dueDate: loan.dueDate, overdue: false },
      freeToWithdraw: 1150,
      ownMoney: 400,
    });
    // the balance card's figure is the one GET /api/accounts gives
    expect((await server.api.get(`/api/accounts/${u.id}`, { token: u.token })).body).toEqual({
      account: res.body.account,
    });
    await server.expectLedgerHealthy();
  });

  it('counts the shares bought at today’s price in what the user owns', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    await setShares(server, admin, 100_000, 50);
    const u = await createFundedUser(server.ctx, 20_000);
    await mustBuy(server, u, 300);
    expect((await home(u.id, u.token)).body).toMatchObject({
      account: { balance: 5_000 },
      inShares: 15_000,
      freeToWithdraw: 5_000,
      ownMoney: 20_000,
    });
    await setShares(server, admin, 100_000, 60);
    expect((await home(u.id, u.token)).body).toMatchObject({ inShares: 18_000, ownMoney: 23_000 });
    await server.expectLedgerHealthy();
  });

  it('refuses another user (403) and no token (401)', async () => {
    const a = await createUser(server.ctx);
    const b = await createUser(server.ctx);
    await fundWallet(server.ctx, a.id, 100);
    const other = await home(a.id, b.token);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: expect.any(String) });
    expect((await server.api.get(`/api/home/${a.id}`)).status).toBe(401);
  });
});
