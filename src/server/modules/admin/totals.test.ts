import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/tx';
import { accountSpecs, ensureAccount, ensureWallet, SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { TestClock, type TestServer } from '../../testing/test-server';
import { useTestServerWithUser } from '../../testing/use-test-server';
import { growthPercent } from './totals-service';
import { movement } from '../../ledger/movement-texts';

const DAY = 24 * 60 * 60 * 1000;
// 12:00 in Nairobi, Wednesday 15 April 2026
const NOW = new Date('2026-04-15T09:00:00Z');
const clock = new TestClock(NOW);
let server: TestServer;
let admin: TestUser;

useTestServerWithUser(
  { clock },
  { role: 'superadmin', createdAt: new Date(NOW.getTime() - 400 * DAY) },
  (s, a) => ([server, admin] = [s, a]),
);

const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

describe('dashboard figures', () => {
  it('are the real totals, with growth since a week ago', async () => {
    const empty = await server.api.get('/superadmin/totals', { token: admin.token });
    expect(empty.body).toMatchObject({
      totalUsers: 0,
      totalSavings: 0,
      growth: { users: 0, wallet: 0, goalShares: 0, revenue: 0 },
    });

    const old1 = await createUser(server.ctx, { createdAt: daysAgo(30) });
    const old2 = await createUser(server.ctx, { createdAt: daysAgo(10) });
    const recent = await createUser(server.ctx, { createdAt: daysAgo(2) });
    const gone = await createUser(server.ctx, { createdAt: daysAgo(20) });
    await server.ctx.db.execute(
      sql`UPDATE users SET deleted_at = ${daysAgo(1).toISOString()}::timestamptz WHERE id = ${gone.id}`,
    );
    await fundWallet(server.ctx, old1.id, 1000, daysAgo(20));
    await fundWallet(server.ctx, old2.id, 250.5, daysAgo(3));
    await inTransaction(server.ctx.db, async (tx) => {
      const wallet = await ensureWallet(tx, old1.id);
      const share = await ensureAccount(tx, accountSpecs.goalShare('g1', old1.id));
      await postEntry(tx, {
        idempotencyKey: 'g1-old1',
        kind: 'goal_contribution',
        text: movement('asWritten', 'Goal'),
        postings: transfer(wallet, share, 40_000n),
        at: daysAgo(9),
      });
      // a repaid loan's fee: what Pamoja earned
      const w2 = await ensureWallet(tx, old2.id);
      await postEntry(tx, {
        idempotencyKey: 'fee-old2',
        kind: 'loan_repayment',
        text: movement('asWritten', 'Fee'),
        postings: transfer(w2, SYSTEM_ACCOUNTS.loanFeeIncome, 550n),
        at: daysAgo(1),
      });
    });
    await server.ctx.db.execute(
      sql`INSERT INTO goals (title, description, target_cents, end_date, created_by) VALUES ('School fees', 'Term 2', 100000, '2026-12-31', ${old1.id}), ('Gone', 'x', 100, '2026-12-31', ${old1.id})`,
    );
    await server.ctx.db.execute(sql`UPDATE goals SET deleted_at = now() WHERE title = 'Gone'`);
    await server.ctx.db.execute(
      sql`INSERT INTO feedback (user_id, rating, feedback) VALUES (${old1.id}, 5, 'Great'), (NULL, 4, 'Nice')`,
    );
    await server.ctx.db.execute(
      sql`INSERT INTO support_messages (email, message, source) VALUES ('a@example.com', 'Help', 'landing')`,
    );
    await server.ctx.db.execute(
      sql`INSERT INTO account_info_requests (user_id) VALUES (${old1.id}), (${old2.id}), (${recent.id})`,
    );

    const res = await server.api.get('/superadmin/totals', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalUsers: 3,
      totalSavings: 1245,
      totalGoals: 1,
      totalFeedbacks: 2,
      totalSupportMessages: 1,
      totalAccountInfoRequests: 3,
      totalWalletBalance: 845,
      totalGoalShares: 400,
      totalRevenue: 5.5,
      loansOutstanding: 0,
      activeUsers: 2,
      inactiveUsers: 1,
      // Pamoja's own shares: none sold yet, the default price; the fee is all retained
      totalInvestors: 0,
      shareholders: 1,
      interestPaid: 0,
      totalShares: 0,
      boughtShares: 0,
      sharePrice: 100,
      totalInvestments: 0,
      retainedIncome: 5.5,
      // a week ago: 3 users (the deleted one still there, the newest not yet), wallets 600, shares 400, no fees
      growth: { users: 0, wallet: 40.83, goalShares: 0, revenue: null },
    });
  });

  it('growth is a percentage to 2 decimals, null when growing from zero', () => {
    expect(growthPercent(105n, 100n)).toBe(5);
    expect(growthPercent(1n, 3n)).toBe(-66.67);
    expect(growthPercent(5n, 0n)).toBeNull();
    expect(growthPercent(0n, 0n)).toBe(0);
  });

  it('the registration chart counts real sign-ups per Nairobi day, week, month and hour', async () => {
    // users created so far: 30, 20, 10 and 2 days ago; add two today and one at 23:30 Nairobi yesterday
    await createUser(server.ctx, { createdAt: new Date('2026-04-15T05:00:00Z') });
    await createUser(server.ctx, { createdAt: new Date('2026-04-15T06:10:00Z') });
    await createUser(server.ctx, { createdAt: new Date('2026-04-14T20:30:00Z') });
    const get = async (range?: string) =>
      (
        await server.api.get<{ range: string; points: Array<{ start: string; count: number }> }>(
          `/superadmin/registrations${range ? `?range=${range}` : ''}`,
          {
            token: admin.token,
          },
        )
      ).body;

    const week = await get('week');
    expect(week.range).toBe('week');
    expect(week.points.map((p) => p.start)).toEqual(
      ['2026-04-09', '2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13', '2026-04-14', '2026-04-15'].map(
        (d) => `${d}T00:00`,
      ),
    );
    expect(week.points.map((p) => p.count)).toEqual([0, 0, 0, 0, 1, 1, 2]);

    const day = await get('day');
    expect(day.points).toHaveLength(24);
    expect(day.points[8]).toEqual({ start: '2026-04-15T08:00', count: 1 });
    expect(day.points[9]).toEqual({ start: '2026-04-15T09:00', count: 1 });
    expect(day.points.reduce((s, p) => s + p.count, 0)).toBe(2);

    const month = await get('month');
    expect(month.points).toHaveLength(30);
    expect(month.points.reduce((s, p) => s + p.count, 0)).toBe(6);

    const year = await get('year');
    expect(year.points.map((p) => p.start.slice(0, 7))).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(year.points.slice(-2).map((p) => p.count)).toEqual([2, 5]);

    const byDefault = await get();
    expect(byDefault.range).toBe('month');
  });
});
