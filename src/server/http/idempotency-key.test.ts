import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED } from '../../shared/schemas/idempotency-key';
import { col, queryRow } from '../db/typed-rows';
import { addMemberVia, contributeVia, createGoalVia, dateInDays, goalForm } from '../modules/goals/goals-test-kit';
import { approvedLoan } from '../modules/loans/loans-test-kit';
import { settled } from '../modules/wallet/wallet-test-kit';
import type { CommunityLoansResponse, PayoutView } from '../../shared/schemas/communities';
import { approve, chama, contributeVia as contributeToCommunity } from '../modules/communities/communities-test-kit';
import { earnIncome, mustBuy, setShares } from '../modules/shares/shares-test-kit';
import { createFundedUser, createUser, type TestUser } from '../testing/factories';
import { TestClock } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

/**
 * Every route that moves money applies one Idempotency-Key rule (docs/decisions/023-one-idempotency-key.md):
 * the same check and 400 for a malformed key, the first result for a replay, 409 for a key reused
 * with a different request.
 */
const clock = new TestClock(new Date('2026-11-20T06:00:00Z'));
const server = useTestServer({ clock });

interface MoneyRoute {
  name: string;
  /** Sends the route's request for `amount` KES with these headers. */
  send: (amount: number, headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;
  /** What the request leaves behind (rows, balances), compared before and after. */
  effects: () => Promise<unknown>;
  /** Waits for what the first request set going on its own (an M-Pesa callback) to finish. */
  settle?: (body: unknown) => Promise<void>;
}

const Count = z.object({ n: col.int });
const count = async (query: ReturnType<typeof sql>) => (await queryRow(server.ctx.db, Count, query))?.n;
const Balance = z.object({ cents: col.bigint });
const walletCents = async (u: TestUser) =>
  (
    await queryRow(
      server.ctx.db,
      Balance,
      sql`SELECT balance_cents AS cents FROM ledger_accounts WHERE code = ${`wallet:${u.id}`}`,
    )
  )?.cents;
const entriesBy = (u: TestUser) =>
  count(sql`SELECT COUNT(*)::int AS n FROM journal_entries WHERE actor_user_id = ${u.id}`);

/** What an M-Pesa request answers with; its callback arrives later, on its own. */
const DepositStarted = z.object({ depositId: z.string() });
const WithdrawalStarted = z.object({ withdrawalId: z.string() });

/** The first answer again; an M-Pesa request's status may have moved on meanwhile. */
const sameResult = (body: unknown) =>
  body && typeof body === 'object' && 'status' in body ? { ...body, status: expect.any(String) } : body;

/** One user set up to use every money route: a funded wallet, a goal with savings, an approved loan. */
async function moneyRoutes(): Promise<MoneyRoute[]> {
  const admin = await createUser(server.ctx, { role: 'superadmin' });
  const { user, loanId } = await approvedLoan(server, admin, 1_000, '1 month', 5_000);
  const goal = await createGoalVia(server, user, { target: 10_000 });
  const member = await createFundedUser(server.ctx, 100);
  await addMemberVia(server, user, goal.goal_id, member);
  expect((await contributeVia(server, member, goal.goal_id, 100)).status).toBe(200);
  const post = (path: string, body: Record<string, unknown> | FormData, headers: Record<string, string>) =>
    server.api.post(path, body, { token: user.token, headers });
  const moved = async () => [await walletCents(user), await entriesBy(user)];
  // A chama whose treasurer has saved and borrowed from the pool.
  const c = await chama(server, { walletKes: 5_000, fields: { approvalsRequired: 1 } });
  expect((await contributeToCommunity(server, c.treasurer, c.id, 2_000)).status).toBe(201);
  // The chair's savings let them ask for the small loans below alone (loan multiple 3).
  expect((await contributeToCommunity(server, c.chair, c.id, 100)).status).toBe(201);
  const asked = await server.api.post<{ payout: PayoutView }>(
    `/api/communities/${c.id}/loans`,
    { amount: 1_000, months: 2 },
    { token: c.treasurer.token },
  );
  expect((await approve(server, c.chair, c.id, asked.body.payout.payout_id)).status).toBe(200);
  const loans = await server.api.get<CommunityLoansResponse>(`/api/communities/${c.id}/loans`, {
    token: c.treasurer.token,
  });
  const communityLoanId = loans.body.loans[0]!.loan_id;
  const asTreasurer = (path: string, body: Record<string, unknown>, headers: Record<string, string>) =>
    server.api.post(path, body, { token: c.treasurer.token, headers });
  const treasurerMoved = async () => [await walletCents(c.treasurer), await entriesBy(c.treasurer)];
  const proposals = () => count(sql`SELECT COUNT(*)::int AS n FROM community_payouts WHERE community_id = ${c.id}`);
  // Shares on offer, a holder, and retained income for a dividend.
  await setShares(server, admin, 100_000, 10);
  const holder = await createFundedUser(server.ctx, 100);
  await mustBuy(server, holder, 1);
  await earnIncome(server, 1_000);
  clock.advance(24 * 60 * 60 * 1000); // a dividend pays shares held a full day
  const dividends = () => count(sql`SELECT COUNT(*)::int AS n FROM dividends`);
  return [
    {
      name: 'deposit',
      send: (amount, headers) =>
        post('/api/deposits', { userId: user.id, amount, mpesaNumber: user.localPhone }, headers),
      effects: () => count(sql`SELECT COUNT(*)::int AS n FROM mpesa_deposits WHERE user_id = ${user.id}`),
      settle: async (body) => void (await settled(server, user, 'deposits', DepositStarted.parse(body).depositId)),
    },
    {
      name: 'withdrawal',
      send: (amount, headers) =>
        post('/api/withdrawals', { userId: user.id, amount, mpesaNumber: user.localPhone }, headers),
      effects: () => count(sql`SELECT COUNT(*)::int AS n FROM mpesa_withdrawals WHERE user_id = ${user.id}`),
      settle: async (body) =>
        void (await settled(server, user, 'withdrawals', WithdrawalStarted.parse(body).withdrawalId)),
    },
    {
      name: 'goal creation with a first deposit',
      send: (amount, headers) =>
        post(
          '/api/goals',
          goalForm({
            user_id: user.id,
            title: 'Roof',
            target_amount: '500',
            description: 'Iron sheets',
            end_date: dateInDays(server, 60),
            deposit: String(amount),
          }),
          headers,
        ),
      effects: async () => [
        await moved(),
        await count(sql`SELECT COUNT(*)::int AS n FROM goals WHERE created_by = ${user.id}`),
      ],
    },
    {
      name: 'goal contribution',
      send: (amount, headers) =>
        post(`/api/goals/${goal.goal_id}/contribute`, { userId: user.id, contributionAmount: amount }, headers),
      effects: moved,
    },
    {
      name: 'goal withdrawal',
      send: (amount, headers) => post(`/api/goal/${goal.goal_id}/withdraw`, { userId: user.id, amount }, headers),
      effects: moved,
    },
    {
      name: 'loan repayment',
      send: (amount, headers) => post(`/loans/${loanId}/repay`, { userId: user.id, repaymentAmount: amount }, headers),
      effects: moved,
    },
    {
      name: 'community contribution',
      send: (amount, headers) => asTreasurer(`/api/communities/${c.id}/contributions`, { amount }, headers),
      effects: treasurerMoved,
    },
    {
      name: 'community loan repayment',
      send: (amount, headers) =>
        asTreasurer(`/api/communities/${c.id}/loans/${communityLoanId}/repay`, { amount }, headers),
      effects: treasurerMoved,
    },
    {
      name: 'community payout proposal',
      send: (amount, headers) =>
        asTreasurer(
          `/api/communities/${c.id}/payouts`,
          { amount, recipientUserId: c.treasurer.id, reason: 'School fees' },
          headers,
        ),
      effects: proposals,
    },
    {
      name: 'community loan request',
      send: (amount, headers) =>
        server.api.post(`/api/communities/${c.id}/loans`, { amount, months: 1 }, { token: c.chair.token, headers }),
      effects: proposals,
    },
    {
      name: 'share purchase (amount: shares)',
      send: (shares, headers) => post('/api/shares/buy', { userId: user.id, shares }, headers),
      effects: moved,
    },
    {
      name: 'dividend declaration',
      send: (amount, headers) => server.api.post('/superadmin/dividends', { amount }, { token: admin.token, headers }),
      effects: async () => [await dividends(), await walletCents(holder)],
    },
  ];
}

describe('one Idempotency-Key rule on every money route', () => {
  it('refuses a malformed key with the same 400 everywhere and moves nothing', async () => {
    for (const route of await moneyRoutes()) {
      for (const key of ['short', 'has spaces in it', 'ünïcode-key-1', 'k'.repeat(101)]) {
        const before = await route.effects();
        const res = await route.send(10, { 'idempotency-key': key });
        expect({ route: route.name, key, status: res.status, body: res.body }).toEqual({
          route: route.name,
          key,
          status: 400,
          body: { message: IDEMPOTENCY_KEY_INVALID },
        });
        expect(await route.effects(), route.name).toEqual(before);
      }
    }
    await server.expectLedgerHealthy();
  });

  it('answers a replay with the first result and refuses the key for a different request with the same 409', async () => {
    for (const [i, route] of (await moneyRoutes()).entries()) {
      const headers = { 'idempotency-key': `same-rule-${i}-${route.name.length}-abc` };
      const first = await route.send(10, headers);
      expect([200, 201], `${route.name}: ${JSON.stringify(first.body)}`).toContain(first.status);
      // The deposit's callback credits the same wallet later routes watch: let it land first.
      await route.settle?.(first.body);
      const after = await route.effects();
      const replay = await route.send(10, headers);
      expect(replay.status, route.name).toBeLessThan(300);
      expect(replay.body, route.name).toEqual(sameResult(first.body));
      const reused = await route.send(11, headers);
      expect({ route: route.name, status: reused.status, body: reused.body }).toEqual({
        route: route.name,
        status: 409,
        body: { message: IDEMPOTENCY_KEY_REUSED },
      });
      expect(await route.effects(), route.name).toEqual(after);
    }
    await server.expectLedgerHealthy();
  });
});
