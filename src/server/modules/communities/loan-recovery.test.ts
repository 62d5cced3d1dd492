import { describe, expect, it } from 'vitest';
import type { CommunityLoansResponse, PayoutsResponse } from '../../../shared/schemas/communities';
import { createSession } from '../../auth/sessions';
import type { TestUser } from '../../testing/factories';
import { notificationsOf } from '../../testing/notifications';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import * as kit from './communities-test-kit';
import { cycleCloseJob } from './cycle-close';
import { guaranteeSteps } from './guarantees-test-kit';

/** Recovery 30 days past due and the loan reminders, driven by the test clock (docs/product/communities.md, decision 088). */
const clock = new TestClock(new Date('2028-03-01T09:00:00Z'));
const server = useTestServer({ clock });
const { ask, guaranteesOf, accept, lendingChama } = guaranteeSteps(server);

async function at(date: string, users: TestUser[]) {
  clock.set(new Date(`${date}T09:00:00Z`));
  for (const u of users) u.token = await createSession(server.ctx.db, u.id, clock.now());
}
const loansOf = async (id: string, token: string) =>
  (await server.api.get<CommunityLoansResponse>(`/api/communities/${id}/loans`, { token })).body.loans;

/** Amina borrows `amount` for a month with these guarantees, all accepted, and the officials pay it. */
async function guaranteedLoan(
  c: Awaited<ReturnType<typeof lendingChama>>,
  amount: number,
  gs: Array<[TestUser, number]>,
) {
  const asked = await ask(c.id, c.amina, amount, gs);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  for (const [u] of gs) expect((await accept(u, (await guaranteesOf(u))[0]?.guarantee_id ?? '')).status).toBe(200);
  const payouts = await server.api.get<PayoutsResponse>(`/api/communities/${c.id}/payouts`, { token: c.chair.token });
  const p = payouts.body.payouts.find((x) => x.kind === 'loan');
  await kit.approve(server, c.chair, c.id, p?.payout_id ?? '');
  expect((await kit.approve(server, c.treasurer, c.id, p?.payout_id ?? '')).body.payout.status).toBe('paid');
  const [loan] = await loansOf(c.id, c.amina.token);
  if (!loan) throw new Error('no loan');
  return loan;
}

const everyone = (c: Awaited<ReturnType<typeof lendingChama>>) => [
  c.chair,
  c.treasurer,
  c.secretary,
  c.amina,
  c.baraka,
  c.chiku,
];

describe('recovery 30 days past due', () => {
  it('takes the borrower’s own savings first and leaves the guarantors untouched when they suffice', async () => {
    await at('2028-03-01', []);
    const c = await lendingChama(3000, 2000);
    expect(
      (await server.api.put(`/api/communities/${c.id}/settings`, { loanMultiple: 1 }, { token: c.chair.token })).status,
    ).toBe(200);
    const loan = await guaranteedLoan(c, 4000, [[c.baraka, 1000]]);
    expect(loan).toMatchObject({ total: 4400, due_date: '2028-04-01' });
    expect(
      (
        await server.api.post(
          `/api/communities/${c.id}/loans/${loan.loan_id}/repay`,
          { amount: 2000 },
          { token: c.amina.token },
        )
      ).status,
    ).toBe(200);
    // Reminders: 7 days before, once however often the job runs; then on the due date.
    await at('2028-03-25', everyone(c));
    await cycleCloseJob.run(server.ctx);
    await cycleCloseJob.run(server.ctx);
    const due = async () => (await notificationsOf(server, c.amina)).filter((t) => t.includes('Your loan from')).length;
    expect(await due()).toBe(1);
    await at('2028-04-01', everyone(c));
    await cycleCloseJob.run(server.ctx);
    expect(await due()).toBe(2);
    // 29 days late: nothing yet; 30 days late (and a job that stopped catches up): recovered.
    await at('2028-04-30', everyone(c));
    await cycleCloseJob.run(server.ctx);
    expect((await loansOf(c.id, c.amina.token))[0]?.status).toBe('active');
    await at('2028-05-09', everyone(c));
    const poolBefore = await kit.pool(server, c.id);
    const walletsBefore = await Promise.all([c.amina, c.baraka].map((u) => kit.wallet(server, u)));
    await Promise.all([cycleCloseJob.run(server.ctx), cycleCloseJob.run(server.ctx)]);
    expect((await loansOf(c.id, c.amina.token))[0]).toMatchObject({ status: 'recovered', outstanding: 0 });
    expect((await guaranteesOf(c.baraka))[0]).toMatchObject({ status: 'released', held: 0, called: 0 });
    expect(await kit.pool(server, c.id)).toBe(poolBefore);
    expect(await Promise.all([c.amina, c.baraka].map((u) => kit.wallet(server, u)))).toEqual(walletsBefore);
    const amina = (await kit.detail(server, c.chair, c.id)).members.find((m) => m.user_id === c.amina.id);
    expect(amina?.contributed).toBe(3000 - 2400);
    expect((await notificationsOf(server, c.baraka)).some((t) => t.includes('KES 2,400.00 of Member 1'))).toBe(true);
    await server.expectLedgerHealthy();
  });

  it('a borrower with no savings: the guarantors’ held amounts in proportion, never a wallet; the rest stays owed', async () => {
    await at('2028-03-01', []);
    const c = await lendingChama(0, 3000);
    const loan = await guaranteedLoan(c, 3000, [
      [c.baraka, 2000],
      [c.chiku, 1000],
    ]);
    expect(loan.total).toBe(3300);
    const wallets = await Promise.all([c.baraka, c.chiku].map((u) => kit.wallet(server, u)));
    await at('2028-05-01', everyone(c));
    // A repayment racing the recovery: both land, in either order, and the ledger holds.
    const [repaid] = await Promise.all([
      server.api.post(
        `/api/communities/${c.id}/loans/${loan.loan_id}/repay`,
        { amount: 300 },
        { token: c.amina.token },
      ),
      cycleCloseJob.run(server.ctx),
    ]);
    expect(repaid.status).toBe(200);
    await cycleCloseJob.run(server.ctx);
    const [after] = await loansOf(c.id, c.amina.token);
    expect(after?.status).toBe('recovered');
    const gb = (await guaranteesOf(c.baraka))[0];
    const gc = (await guaranteesOf(c.chiku))[0];
    expect(gb?.status).toBe('called');
    expect(gc?.status).toBe('called');
    // Called in proportion to what each held (2:1), never above it.
    expect(Math.round(((gb?.called ?? 0) + (gc?.called ?? 0) + 300) * 100) / 100).toBe(after?.repaid);
    expect(gb?.called).toBeLessThanOrEqual(2000);
    expect(gc?.called).toBeLessThanOrEqual(1000);
    expect(Math.abs((gb?.called ?? 0) - 2 * (gc?.called ?? 0))).toBeLessThanOrEqual(0.02);
    expect(await Promise.all([c.baraka, c.chiku].map((u) => kit.wallet(server, u)))).toEqual(wallets);
    expect((await notificationsOf(server, c.chair)).some((t) => t.includes('held for Member 1'))).toBe(true);
    await server.expectLedgerHealthy();
  });
});
