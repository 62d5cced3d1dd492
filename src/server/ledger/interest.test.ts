import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRows } from '../db/typed-rows';
import { createUser, type TestUser } from '../testing/factories';
import { TestClock } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';
import { SYSTEM_ACCOUNTS } from './accounts';
import { DAY, HOUR, interestModel } from './interest-test-kit';
import { notificationsReadIn } from '../testing/notifications';

/**
 * The interest engine against an independent calculation (interest-test-kit.ts): a plain
 * day-by-day loop over each user's savings history (wallet plus goal shares), in Nairobi days, at
 * 10% a year.
 */
// 12:00 in Nairobi on 1 March 2026
const START = new Date('2026-03-01T09:00:00Z');
const clock = new TestClock(START);
let admin: TestUser;

// The engine's gross interest, untaxed here: withholding has its own tests (modules/admin/tax*.test.ts).
const server = useTestServer({ clock, env: { WHT_INTEREST_RATE: '0' } }, async () => {
  admin = await createUser(server.ctx, { role: 'superadmin' });
});

const {
  history,
  earned,
  INTEREST_PAID,
  expectedInterest,
  deposit,
  toGoal,
  withdraw,
  token,
  ago,
  paidBy,
  book,
  runAndCompare,
} = interestModel(server, clock, () => admin);

describe('interest engine', () => {
  let a: TestUser, b: TestUser, zero: TestUser, today: TestUser, yesterday: TestUser, rich: TestUser;

  it('first update: 45 days of crafted histories match the day-by-day calculation', async () => {
    const make = () => createUser(server.ctx, { createdAt: ago(60) });
    [a, b, zero, today, yesterday] = [await make(), await make(), await make(), await make(), await make()];
    history.set(zero.id, []);
    await deposit(a, 1000, ago(45, 7));
    // 22:30 UTC is 01:30 the next day in Nairobi: it counts from that Nairobi day
    await deposit(a, 500.55, ago(20, 22.5));
    await deposit(b, 2000, ago(30));
    await toGoal(b, 'goal-b', 80_000n, ago(10));
    await withdraw(b, 30_000n, ago(5));
    await deposit(today, 10_000, ago(0, 8));
    await deposit(yesterday, 365, ago(1, 20.9));
    // a Swahili speaker whose interest needs a thousands separator
    rich = await make();
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${rich.id}`);
    await deposit(rich, 5_000_000, ago(30));
    const paid = await runAndCompare();
    expect(paid.has(zero.id)).toBe(false);
    expect(paid.has(today.id)).toBe(false);
    // one day of 365 KES at 10% a year is exactly 10 cents
    expect(paid.get(yesterday.id)).toBe(10n);
    expect(paid.size).toBe(4);
    // Read with no language asked: in the account's language (the run wrote one notice, decision 048).
    expect(await notificationsReadIn(server, { id: yesterday.id, token: await token(yesterday) }, null)).toEqual([
      'Interest of KES 0.10 has been added to your savings.',
    ]);
    // 5,000,000 KES for 30 days at 10%: 41,095.89 KES
    expect(paid.get(rich.id)).toBe(4_109_589n);
    expect(await notificationsReadIn(server, { id: rich.id, token: await token(rich) }, null)).toEqual([
      'Riba ya KES 41,095.89 imeongezwa kwenye akiba yako.',
    ]);
    // Written in both languages: each reads in the language of the reader's screens now.
    expect(await notificationsReadIn(server, { id: rich.id, token: await token(rich) }, 'en')).toEqual([
      'Interest of KES 41,095.89 has been added to your savings.',
    ]);
    expect(await notificationsReadIn(server, { id: yesterday.id, token: await token(yesterday) }, 'sw')).toEqual([
      'Riba ya KES 0.10 imeongezwa kwenye akiba yako.',
    ]);
  });

  it('refuses a second update within 24 hours and changes nothing', async () => {
    const adminToken = await token(admin);
    const before = await queryRows(server.ctx.db, z.object({}), sql`SELECT 1 FROM (${INTEREST_PAID}) ip`);
    clock.advance(DAY - 60_000);
    const res = await server.api.post('/api/interests/update', undefined, { token: adminToken });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'Interests were updated less than a day ago. Please try again once a full day has passed.',
    });
    expect(await queryRows(server.ctx.db, z.object({}), sql`SELECT 1 FROM (${INTEREST_PAID}) ip`)).toHaveLength(
      before.length,
    );
  });

  it('after one day pays exactly that day, including a deposit made on it', async () => {
    // 14:00 in Nairobi on the day after the first run's last paid day: the day this run pays
    await deposit(zero, 730, new Date(START.getTime() + 2 * HOUR));
    clock.advance(60_000);
    const paid = await runAndCompare();
    // 730 KES for one day at 10%: 20 cents
    expect(paid.get(zero.id)).toBe(20n);
  });

  it('after 45 days with deposits mid-period and goal shares, and compounding, still matches', async () => {
    const startRun = clock.now();
    const at = (days: number) => new Date(startRun.getTime() + days * DAY);
    await deposit(a, 250.75, at(10));
    await toGoal(a, 'goal-a', 50_000n, at(12));
    await deposit(today, 99.99, at(30));
    await withdraw(b, 10_000n, at(40));
    clock.set(at(45));
    const paid = await runAndCompare();
    expect(paid.size).toBe(6);
  });

  it('two concurrent updates pay once', async () => {
    clock.advance(DAY);
    const adminToken = await token(admin);
    const at = clock.now();
    const expected = expectedInterest(at);
    const results = await Promise.all(
      [0, 1].map(() => server.api.post('/api/interests/update', undefined, { token: adminToken })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await paidBy(at)).toEqual(expected);
    const runs = await queryRows(
      server.ctx.db,
      z.object({}),
      sql`SELECT 1 FROM interest_runs WHERE run_at = ${at.toISOString()}::timestamptz`,
    );
    expect(runs).toHaveLength(1);
    book(at, expected);
    await server.expectLedgerHealthy();
  });

  it('performance lists the interest within each window and the savings today', async () => {
    const paidToA = earned.get(a.id) ?? 0n;
    expect(paidToA > 0n).toBe(true);
    const savings = (history.get(a.id) ?? []).reduce((s, e) => s + e.cents, 0n);
    const res = await server.api.get(`/api/interests/performance/${a.id}`, { token: await token(a) });
    expect(res.status).toBe(200);
    const row = (period: string) => ({ period, interest: Number(paidToA) / 100, total: Number(savings) / 100 });
    expect(res.body).toEqual({ performance: [row('3months'), row('6months'), row('1year'), row('2years')] });
    clock.advance(100 * DAY);
    const later = await server.api.get<{ performance: Array<{ interest: number }> }>(
      `/api/interests/performance/${a.id}`,
      { token: await token(a) },
    );
    expect(later.body.performance.map((p) => p.interest)).toEqual([
      0,
      Number(paidToA) / 100,
      Number(paidToA) / 100,
      Number(paidToA) / 100,
    ]);
  });

  it('posts one compound entry per run: a posting to each wallet paid, one from the expense for their sum', async () => {
    const runs = await queryRows(
      server.ctx.db,
      z.object({
        users_paid: col.int,
        total_cents: col.bigint,
        entries: col.bigint,
        wallet_postings: col.bigint,
        to_wallets: col.bigint,
        from_expense: col.bigint,
      }),
      sql`SELECT r.users_paid, r.total_cents,
                 (SELECT COUNT(*) FROM journal_entries e WHERE e.kind = 'interest' AND e.idempotency_key = 'interest:' || r.id)::bigint AS entries,
                 COUNT(p.id) FILTER (WHERE p.account_id <> ${SYSTEM_ACCOUNTS.interestExpense.toString()}::bigint)::bigint AS wallet_postings,
                 COALESCE(SUM(p.amount_cents) FILTER (WHERE p.account_id <> ${SYSTEM_ACCOUNTS.interestExpense.toString()}::bigint), 0)::bigint AS to_wallets,
                 COALESCE(-SUM(p.amount_cents) FILTER (WHERE p.account_id = ${SYSTEM_ACCOUNTS.interestExpense.toString()}::bigint), 0)::bigint AS from_expense
          FROM interest_runs r
          LEFT JOIN journal_entries e ON e.idempotency_key = 'interest:' || r.id
          LEFT JOIN postings p ON p.entry_id = e.id
          WHERE r.users_paid > 0 GROUP BY r.id ORDER BY r.id`,
    );
    expect(runs.length).toBeGreaterThan(1);
    for (const r of runs) {
      expect(r.entries).toBe(1n);
      expect(r.wallet_postings).toBe(BigInt(r.users_paid));
      expect(r.to_wallets).toBe(r.total_cents);
      expect(r.from_expense).toBe(r.total_cents);
    }
    await server.expectLedgerHealthy();
  });

  it('leaves every reference whole and one notice per payment', async () => {
    const orphans = await queryRows(
      server.ctx.db,
      z.object({ what: col.text }),
      sql`SELECT 'posting without entry' AS what FROM postings p WHERE NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.id = p.entry_id)
          UNION ALL SELECT 'posting without account' FROM postings p WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = p.account_id)
          UNION ALL SELECT 'entry without actor' FROM journal_entries e WHERE e.actor_user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = e.actor_user_id)
          UNION ALL SELECT 'notice without user' FROM notifications n WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id)
          UNION ALL SELECT 'entry whose postings are not its payments and the expense' FROM journal_entries e
            WHERE e.kind = 'interest'
              AND (SELECT COUNT(*) FROM postings p WHERE p.entry_id = e.id)
                  <> 1 + (SELECT r.users_paid FROM interest_runs r WHERE 'interest:' || r.id = e.idempotency_key)`,
    );
    expect(orphans).toEqual([]);
    // One notice per run, on the run's entry; every saver paid reads it through their posting.
    const notices = await queryRows(
      server.ctx.db,
      z.object({ notices: col.bigint, entries: col.bigint, notified: col.bigint, paid: col.bigint }),
      sql`SELECT (SELECT COUNT(*) FROM entry_notices n JOIN journal_entries e ON e.id = n.entry_id WHERE e.kind = 'interest')::bigint AS notices,
                 (SELECT COUNT(*) FROM journal_entries WHERE kind = 'interest')::bigint AS entries,
                 (SELECT COUNT(*) FROM entry_notices n JOIN postings p ON p.entry_id = n.entry_id AND p.created_at = n.created_at
                    JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'wallet'
                    JOIN journal_entries e ON e.id = n.entry_id AND e.kind = 'interest')::bigint AS notified,
                 (SELECT COUNT(*) FROM (${INTEREST_PAID}) ip)::bigint AS paid`,
    );
    expect(notices[0]!.notices).toBe(notices[0]!.entries);
    expect(notices[0]!.notified).toBe(notices[0]!.paid);
  });
});
