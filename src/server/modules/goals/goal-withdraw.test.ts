import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '../../../shared/schemas/idempotency-key';
import type { TransactionsResponse } from '../../../shared/schemas/wallet';
import { col, queryRows } from '../../db/typed-rows';
import { expectMessage } from '../../testing/expectations';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { notificationsOf } from '../../testing/notifications';
import { addMemberVia, contributeVia, createGoalVia, goalSeenBy, share, wallet } from './goals-test-kit';

/**
 * The goal admin's withdrawal takes the amount from the members' shares in proportion and pays each
 * member's part into that member's own wallet: an admin can never move other members' savings to
 * themself.
 */
const server = useTestServer();

const withdraw = (goalId: string, user: TestUser, amount: unknown, key?: string) =>
  server.api.post<{ message: string }>(
    `/api/goal/${goalId}/withdraw`,
    { amount, userId: user.id },
    { token: user.token, ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );

/** A goal of `admin` with `members`, each member having contributed the given KES (0: none). */
async function goalWith(
  admin: TestUser,
  adminKes: number,
  others: Array<[TestUser, number]>,
  target = 100_000,
): Promise<string> {
  await fundWallet(server.ctx, admin.id, adminKes + 1);
  const g = await createGoalVia(server, admin, { title: 'Shamba', target, deposit: adminKes });
  for (const [m, kes] of others) {
    await addMemberVia(server, admin, g.goal_id, m);
    if (kes > 0) {
      await fundWallet(server.ctx, m.id, kes);
      expect((await contributeVia(server, m, g.goal_id, kes)).status).toBe(200);
    }
  }
  return g.goal_id;
}

/** Every member's wallet, share and contributed figure, in cents, for exact comparisons. */
async function figures(goalId: string, users: TestUser[]) {
  const found = await queryRows(
    server.ctx.db,
    z.object({ user_id: col.text, wallet: col.bigint, share: col.bigint, contributed: col.bigint }),
    sql`SELECT u.id AS user_id, COALESCE(w.balance_cents, 0)::bigint AS wallet, COALESCE(s.balance_cents, 0)::bigint AS share,
               COALESCE(m.contributed_cents, 0)::bigint AS contributed
        FROM users u
        LEFT JOIN ledger_accounts w ON w.code = 'wallet:' || u.id
        LEFT JOIN ledger_accounts s ON s.code = ${`goal:${goalId}:`} || u.id
        LEFT JOIN goal_members m ON m.goal_id = ${goalId}::uuid AND m.user_id = u.id
        WHERE u.id IN ${users.map((u) => u.id)}`,
  );
  return users.map((u) => {
    const r = found.find((f) => f.user_id === u.id)!;
    return { wallet: r.wallet, share: r.share, contributed: r.contributed };
  });
}

describe("the goal admin's withdrawal pays each member's part into that member's own wallet", () => {
  it("an admin who put in nothing cannot take a member's savings: the member's 500 goes back to the member", async () => {
    const [a, m] = [
      await createUser(server.ctx, { fullName: 'Admin Asha' }),
      await createUser(server.ctx, { fullName: 'Member Musa' }),
    ];
    const goalId = await goalWith(a, 0, [[m, 500]]);
    expect(await wallet(server, a)).toBe(1);
    expect(await wallet(server, m)).toBe(0);

    const res = await withdraw(goalId, a, 500);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "KES 500.00 has been returned to the members' savings balances in proportion to their shares.",
    });
    expect(await wallet(server, a)).toBe(1);
    expect(await wallet(server, m)).toBe(500);
    expect(await share(server, goalId, m)).toBe(0);
    expect((await goalSeenBy(server, goalId, a)).saved_amount).toBe(0);
    await server.expectLedgerHealthy();
  });

  it("splits awkward amounts exact to the cent (largest remainder), and each part leaves a share for its owner's wallet", async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createUser(server.ctx)));
    // shares 0.07, 33.33, 666.67 and 0.01 (700.08 in all); withdraw 100.01
    const goalId = await goalWith(a!, 0.07, [
      [b!, 33.33],
      [c!, 666.67],
      [d!, 0.01],
    ]);
    const users = [a!, b!, c!, d!];
    const before = await figures(goalId, users);
    expect(before.map((f) => f.share)).toEqual([7n, 3_333n, 66_667n, 1n]);

    expect((await withdraw(goalId, a!, 100.01)).status).toBe(200);
    const after = await figures(goalId, users);
    // exact parts in cents: 0.99996, 476.136, 9523.72, 0.14 → floors 0, 476, 9523, 0 (9999); the two cents left go to the largest remainders (a, then c)
    const parts = before.map((f, i) => f.share - after[i]!.share);
    expect(parts).toEqual([1n, 476n, 9_524n, 0n]);
    expect(parts.reduce((s, p) => s + p, 0n)).toBe(10_001n);
    after.forEach((f, i) => {
      expect(f.wallet - before[i]!.wallet).toBe(parts[i]);
      // what a member has put in does not change; their share is what is left of it in the goal
      expect(f.contributed).toBe(before[i]!.contributed);
    });
    expect((await goalSeenBy(server, goalId, a!)).saved_amount).toBe(600.07);
    await server.expectLedgerHealthy();
  });

  it("writes one ledger entry for the withdrawal, and every member's history reads as money back from the goal", async () => {
    const a = await createUser(server.ctx, { fullName: 'Amina Otieno' });
    const b = await createUser(server.ctx, { fullName: 'Baraka Kip' });
    const goalId = await goalWith(a, 50, [[b, 150]]);
    expect((await withdraw(goalId, a, 100, 'history-withdrawal-1')).status).toBe(200);
    const entries = await queryRows(
      server.ctx.db,
      z.object({ kind: col.text, postings: col.int, description: col.text }),
      sql`SELECT j.kind, (SELECT COUNT(*)::int FROM postings p WHERE p.entry_id = j.id) AS postings, j.description
          FROM journal_entries j WHERE j.idempotency_key LIKE ${`goal-withdrawal:${goalId}:%`}`,
    );
    expect(entries).toEqual([
      {
        kind: 'goal_withdrawal',
        postings: 4,
        description: 'Your share returned from the goal "Shamba" (withdrawal by Amina Otieno)',
      },
    ]);
    for (const [user, amount] of [
      [b, 75],
      [a, 25],
    ] as const) {
      const list = (await server.api.get<TransactionsResponse>(`/api/transactions/${user.id}`, { token: user.token }))
        .body.transactions;
      expect(list[0]).toMatchObject({
        type: 'deposit',
        amount,
        category: 'goal_withdrawal',
        description: 'Your share returned from the goal "Shamba" (withdrawal by Amina Otieno)',
        status: 'completed',
      });
    }
  });

  it('tells every member, in their own language, what came back to their wallet, and the admin the total', async () => {
    const a = await createUser(server.ctx, { fullName: 'Amina Otieno' });
    const b = await createUser(server.ctx, { fullName: 'Baraka Kip' });
    const c = await createUser(server.ctx, { fullName: 'Chebet Wanjiru' });
    const z = await createUser(server.ctx, { fullName: 'Zawadi Hakuna' });
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${c.id}`);
    const goalId = await goalWith(a, 100, [
      [b, 100],
      [c, 100],
      [z, 0],
    ]);
    expect((await withdraw(goalId, a, 100)).status).toBe(200);
    expect((await notificationsOf(server, a)).at(-1)).toBe(
      'You withdrew KES 100.00 from the goal "Shamba". Each member\'s part went back to that member\'s own savings balance, in proportion to their share. KES 33.34 came back to yours.',
    );
    expect((await notificationsOf(server, b)).at(-1)).toBe(
      'Amina Otieno withdrew KES 100.00 from the goal "Shamba". KES 33.33 of your share was returned to your savings balance.',
    );
    expect((await notificationsOf(server, c)).at(-1)).toBe(
      'Amina Otieno ametoa KES 100.00 kutoka lengo "Shamba". KES 33.33 kutoka sehemu yako zimerudishwa kwenye salio lako la akiba.',
    );
    expect((await notificationsOf(server, z)).at(-1)).toBe(
      'Amina Otieno withdrew KES 100.00 from the goal "Shamba". Nothing was taken from your share.',
    );
    expect([
      await wallet(server, a),
      await wallet(server, b),
      await wallet(server, c),
      await wallet(server, z),
    ]).toEqual([34.34, 33.33, 33.33, 0]);
    await server.expectLedgerHealthy();
  });

  it('an admin with no share of their own is told the total only', async () => {
    const a = await createUser(server.ctx, { fullName: 'Amina Otieno' });
    const b = await createUser(server.ctx);
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${a.id}`);
    const goalId = await goalWith(a, 0, [[b, 20]]);
    expect((await withdraw(goalId, a, 20)).status).toBe(200);
    expect((await notificationsOf(server, a)).at(-1)).toBe(
      'Umetoa KES 20.00 kutoka lengo "Shamba". Sehemu ya kila mwanachama imerudishwa kwenye salio la akiba la mwanachama huyo mwenyewe, kulingana na sehemu yake.',
    );
    await server.expectLedgerHealthy();
  });

  it('moves money once for a repeated Idempotency-Key, even when the replays race', async () => {
    const [a, b] = await Promise.all([createUser(server.ctx), createUser(server.ctx)]);
    const goalId = await goalWith(a, 30, [[b, 70]]);
    const results = await Promise.all([1, 2, 3].map(() => withdraw(goalId, a, 10, 'replay-key-123')));
    for (const r of results)
      expect(r.body).toEqual({
        message: "KES 10.00 has been returned to the members' savings balances in proportion to their shares.",
      });
    expect([await wallet(server, a), await wallet(server, b)]).toEqual([4, 7]);
    expect([await share(server, goalId, a), await share(server, goalId, b)]).toEqual([27, 63]);
    // the same key with another amount is another request: refused, nothing moves
    const late = await withdraw(goalId, a, 50, 'replay-key-123');
    expectMessage(late, 409, IDEMPOTENCY_KEY_REUSED);
    expect([await wallet(server, a), await wallet(server, b)]).toEqual([4, 7]);
    expect((await notificationsOf(server, b)).filter((n) => n.includes('withdrew'))).toHaveLength(1);
    await server.expectLedgerHealthy();
  });

  it('two withdrawals racing for the same money: one pays the members, the other is refused and moves nothing', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createUser(server.ctx)));
    const goalId = await goalWith(a!, 0, [
      [b!, 40],
      [c!, 60],
    ]);
    const results = await Promise.all([1, 2].map(() => withdraw(goalId, a!, 60)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)!.body).toEqual({ message: 'Insufficient balance.' });
    expect([await wallet(server, a!), await wallet(server, b!), await wallet(server, c!)]).toEqual([1, 24, 36]);
    expect([await share(server, goalId, b!), await share(server, goalId, c!)]).toEqual([16, 24]);
    await server.expectLedgerHealthy();
  });

  it('refuses more than the goal holds, bad amounts, members who are not the admin and outsiders, moving nothing', async () => {
    const [a, b, outsider] = await Promise.all([1, 2, 3].map(() => createUser(server.ctx)));
    const goalId = await goalWith(a!, 10, [[b!, 5]]);
    const users = [a!, b!, outsider!];
    const before = await figures(goalId, users);
    const tooMuch = await withdraw(goalId, a!, 15.01);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toEqual({ message: 'Insufficient balance.' });
    for (const bad of [0, -1, 'x', null]) {
      const r = await withdraw(goalId, a!, bad);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: 'Please enter a valid amount.' });
    }
    const member = await withdraw(goalId, b!, 1);
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ message: 'Only the goal admin can do that.' });
    expect((await withdraw(goalId, outsider!, 1)).status).toBe(403);
    const forAdmin = await server.api.post(
      `/api/goal/${goalId}/withdraw`,
      { amount: 1, userId: a!.id },
      { token: b!.token },
    );
    expect(forAdmin.status).toBe(403);
    expect((await withdraw('00000000-0000-4000-8000-000000000000', a!, 1)).status).toBe(404);
    expect(await figures(goalId, users)).toEqual(before);
    await server.expectLedgerHealthy();
  });
});
