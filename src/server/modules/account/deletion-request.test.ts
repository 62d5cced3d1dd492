import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow } from '../../db/typed-rows';
import { createFundedUser, createUser, fundWallet, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { chamaOfOne } from '../communities/communities-test-kit';
import { addMemberVia, createGoalVia } from '../goals/goals-test-kit';
import { approvedLoan, borrow } from '../loans/loans-test-kit';
import { mustBuy, setShares } from '../shares/shares-test-kit';
import { requestWithdrawal } from '../wallet/wallet-test-kit';

/**
 * A deletion request signs the user out for good, so it is refused while the user still has
 * something only they can settle, saying what to do first (docs/product/account-and-settings.md).
 * The simulator's callbacks are held back, so a deposit or withdrawal stays in flight.
 */
const server = useTestServer({ env: { MPESA_SIMULATOR_DELAY_MS: '600000' } });

const ask = (u: TestUser, language?: 'sw') =>
  server.api.put(`/api/users/${u.id}/request-delete`, undefined, {
    token: u.token,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

/** The request changed nothing: no date recorded, and the session still works. */
async function expectStillHere(u: TestUser) {
  const row = await queryRow(
    server.ctx.db,
    z.object({ delete_requested_at: col.timestamp.nullable() }),
    sql`SELECT delete_requested_at FROM users WHERE id = ${u.id}`,
  );
  expect(row?.delete_requested_at).toBeNull();
  expect((await server.api.get(`/api/profiles/${u.id}`, { token: u.token })).status).toBe(200);
}

async function expectRefused(u: TestUser, message: string) {
  const res = await ask(u);
  expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { message } });
  await expectStillHere(u);
}

describe('PUT /api/users/{userId}/request-delete while something remains', () => {
  it('refuses a wallet that can still be withdrawn, in English and Swahili, and takes one below the M-Pesa minimum', async () => {
    const u = await createFundedUser(server.ctx, 1_250.5);
    await expectRefused(
      u,
      'Your wallet still holds KES 1,250.50. Please withdraw it to M-Pesa before deleting your account.',
    );
    const sw = await ask(u, 'sw');
    expect({ status: sw.status, body: sw.body }).toEqual({
      status: 409,
      body: { message: 'Pochi yako bado ina KES 1,250.50. Tafadhali itoe kwenda M-Pesa kabla ya kufuta akaunti yako.' },
    });
    // KES 9.99 cannot leave by M-Pesa (KES 10 at least): support settles it with the deletion.
    const crumbs = await createFundedUser(server.ctx, 9.99);
    expect((await ask(crumbs)).status).toBe(200);
    await server.expectLedgerHealthy();
  });

  it('refuses while a deposit or a withdrawal is in flight', async () => {
    const depositing = await createUser(server.ctx);
    const started = await server.api.post(
      '/api/deposits',
      { userId: depositing.id, amount: 100, mpesaNumber: depositing.localPhone },
      { token: depositing.token },
    );
    expect(started.status).toBe(201);
    await expectRefused(
      depositing,
      'An M-Pesa deposit of yours is still in progress. Please try again once it has completed.',
    );
    const withdrawing = await createFundedUser(server.ctx, 100);
    await requestWithdrawal(server, withdrawing, 100, withdrawing.localPhone);
    await expectRefused(
      withdrawing,
      'A withdrawal of yours is still in progress. Please try again once it has completed.',
    );
    await server.expectLedgerHealthy();
  });

  it('refuses a loan waiting for a decision, then one to repay', async () => {
    const asking = await createUser(server.ctx, { loanLimitKes: 5_000 });
    expect((await borrow(server, asking, 1_000)).status).toBe(201);
    await expectRefused(
      asking,
      'Your loan request is still waiting for a decision. Please try again once it has been decided.',
    );
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const { user } = await approvedLoan(server, admin, 1_000);
    await expectRefused(user, 'You have a loan to repay. Please repay it before deleting your account.');
    await server.expectLedgerHealthy();
  });

  it('refuses a community member, a shareholder and savings in a goal', async () => {
    const c = await chamaOfOne(server);
    await expectRefused(
      c.member,
      `You are still a member of "Umoja Chama". Please leave first: leaving settles your savings, dues and loans there.`,
    );
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    await setShares(server, admin, 100_000, 10);
    const holder = await createFundedUser(server.ctx, 10);
    await mustBuy(server, holder, 1);
    await expectRefused(
      holder,
      'This account holds 1 share in Pamoja. Transfer them to another member before deleting the account.',
    );
    const saver = await createUser(server.ctx);
    await fundWallet(server.ctx, saver.id, 300);
    await createGoalVia(server, saver, { target: 1_000, deposit: 300 });
    await expectRefused(
      saver,
      'Your goals still hold KES 300.00 of your savings. Please leave them, or withdraw or delete the goals you run, before deleting your account.',
    );
    // A goal the user runs with nothing of theirs in it does not hold the request up: it passes on at deletion.
    const runner = await createUser(server.ctx);
    const other = await createGoalVia(server, runner, { target: 1_000 });
    await addMemberVia(server, runner, other.goal_id, saver);
    expect((await ask(runner)).status).toBe(200);
    await server.expectLedgerHealthy();
  });
});
