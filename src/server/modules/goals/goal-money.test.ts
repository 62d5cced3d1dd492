import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRows } from '../../db/typed-rows';
import { createFundedUser, createUser, fundWallet } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { notificationsOf } from '../../testing/notifications';
import { addMemberVia, contributeVia, createGoalVia, goalOfTwo, goalSeenBy, share, wallet } from './goals-test-kit';

const server = useTestServer();

describe('POST /api/goals/{goalId}/contribute', () => {
  it("moves money from the wallet to the member's share and tells every member", async () => {
    const admin = await createUser(server.ctx, { fullName: 'Amina Otieno' });
    const member = await createFundedUser(server.ctx, 300, { fullName: 'Baraka Kip' });
    const g = await createGoalVia(server, admin, { title: 'Trip', target: 1000 });
    await addMemberVia(server, admin, g.goal_id, member);
    const res = await contributeVia(server, member, g.goal_id, 120.25);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Contribution successful!' });
    expect(await wallet(server, member)).toBe(179.75);
    expect(await share(server, g.goal_id, member)).toBe(120.25);
    const d = await goalSeenBy(server, g.goal_id, member);
    expect(d.saved_amount).toBe(120.25);
    expect(d.members.find((m) => m.user_id === member.id)).toMatchObject({
      saved_amount: 120.25,
      contribution: 120.25,
    });
    expect(await notificationsOf(server, admin)).toContain('Baraka Kip contributed KES 120.25 to the goal "Trip".');
    await server.expectLedgerHealthy();
  });

  it("writes names and titles that look like format() placeholders as they are, in each member's language", async () => {
    const admin = await createUser(server.ctx, { fullName: 'Asha %1$s 100%' });
    const member = await createUser(server.ctx, { fullName: 'Juma %s %%' });
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${member.id}`);
    await fundWallet(server.ctx, admin.id, 50);
    const g = await createGoalVia(server, admin, { title: 'Ada %2$s 50%', target: 20 });
    await addMemberVia(server, admin, g.goal_id, member);
    expect((await contributeVia(server, admin, g.goal_id, 20)).status).toBe(200);
    expect(await notificationsOf(server, admin)).toEqual(
      expect.arrayContaining([
        'Asha %1$s 100% contributed KES 20.00 to the goal "Ada %2$s 50%".',
        'Goal Completed! "Ada %2$s 50%" has reached its target. Delete the goal to move the funds to your withdrawable balance.',
      ]),
    );
    expect(await notificationsOf(server, member)).toEqual(
      expect.arrayContaining([
        'Asha %1$s 100% amechangia KES 20.00 kwenye lengo "Ada %2$s 50%".',
        expect.stringContaining('Lengo Limekamilika! "Ada %2$s 50%"'),
      ]),
    );
    const entry = await queryRows(
      server.ctx.db,
      z.object({ description: col.text }),
      sql`SELECT description FROM journal_entries WHERE kind = 'goal_contribution' AND actor_user_id = ${admin.id}`,
    );
    expect(entry).toEqual([{ description: 'Contribution to goal: Ada %2$s 50%' }]);
    await server.expectLedgerHealthy();
  });

  it('refuses more than the wallet holds, more than the goal needs, nothing, and non-members', async () => {
    const admin = await createUser(server.ctx);
    const outsider = await createUser(server.ctx);
    await fundWallet(server.ctx, admin.id, 500);
    await fundWallet(server.ctx, outsider.id, 500);
    const g = await createGoalVia(server, admin, { target: 400, deposit: 100 });
    const tooMuch = await contributeVia(server, admin, g.goal_id, 300.01);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toEqual({ message: 'This goal needs only KES 300.00 more.' });
    const inSwahili = await server.api.post(
      `/api/goals/${g.goal_id}/contribute`,
      { userId: admin.id, contributionAmount: 301 },
      { token: admin.token, headers: { 'accept-language': 'sw' } },
    );
    expect(inSwahili.body).toEqual({ message: 'Lengo hili linahitaji KES 300.00 tu zaidi ili likamilike.' });
    const broke = await createUser(server.ctx);
    await addMemberVia(server, admin, g.goal_id, broke);
    await fundWallet(server.ctx, broke.id, 5);
    const noFunds = await contributeVia(server, broke, g.goal_id, 5.01);
    expect(noFunds.status).toBe(422);
    expect(noFunds.body).toEqual({ message: 'Invalid contribution amount. Please check your balance.' });
    for (const amount of [0, -1, 1.001]) {
      const bad = await contributeVia(server, admin, g.goal_id, amount);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'Invalid contribution amount. Please check your balance.' });
    }
    expect((await contributeVia(server, outsider, g.goal_id, 10)).status).toBe(403);
    const forOther = await server.api.post(
      `/api/goals/${g.goal_id}/contribute`,
      { userId: admin.id, contributionAmount: 10 },
      { token: outsider.token },
    );
    expect(forOther.status).toBe(403);
    expect((await contributeVia(server, admin, '00000000-0000-4000-8000-000000000000', 10)).status).toBe(404);
    expect(await wallet(server, admin)).toBe(400);
    expect(await wallet(server, outsider)).toBe(500);
    expect(await wallet(server, broke)).toBe(5);
    await server.expectLedgerHealthy();
  });

  it('applies a repeated Idempotency-Key once', async () => {
    const u = await createFundedUser(server.ctx, 100);
    const g = await createGoalVia(server, u, { target: 1000 });
    const results = await Promise.all([1, 2, 3].map(() => contributeVia(server, u, g.goal_id, 30, 'click-once-12345')));
    for (const r of results) expect(r.status).toBe(200);
    expect(await wallet(server, u)).toBe(70);
    expect(await share(server, g.goal_id, u)).toBe(30);
    const bad = await server.api.post(
      `/api/goals/${g.goal_id}/contribute`,
      { userId: u.id, contributionAmount: 1 },
      { token: u.token, headers: { 'idempotency-key': 'x' } },
    );
    expect(bad.status).toBe(400);
    await server.expectLedgerHealthy();
  });

  it('never lets racing contributions pass the target or a wallet go negative', async () => {
    const admin = await createUser(server.ctx);
    const members = await Promise.all([1, 2, 3, 4].map(() => createUser(server.ctx)));
    const g = await createGoalVia(server, admin, { target: 500 });
    for (const m of members) {
      await addMemberVia(server, admin, g.goal_id, m);
      await fundWallet(server.ctx, m.id, 200);
    }
    // 10 contributions of 90 (900 in all) for a goal that needs 500; member 0 also overspends its wallet.
    const attempts = Array.from({ length: 10 }, (_, i) => members[i % 4]!);
    const results = await Promise.all(attempts.map((m) => contributeVia(server, m, g.goal_id, 90)));
    const ok = results.filter((r) => r.status === 200).length;
    for (const r of results) expect([200, 422]).toContain(r.status);
    const d = await goalSeenBy(server, g.goal_id, admin);
    expect(d.saved_amount).toBe(ok * 90);
    expect(d.saved_amount).toBeLessThanOrEqual(500);
    expect(ok).toBe(5);
    for (const m of members) {
      const w = await wallet(server, m);
      expect(w).toBeGreaterThanOrEqual(0);
      expect(w + (await share(server, g.goal_id, m))).toBe(200);
    }
    await server.expectLedgerHealthy();
  });
});

describe('completion', () => {
  it('a contribution reaching the target completes the goal, tells everyone, and a withdrawal reopens it', async () => {
    const { admin, member: b, goal: g } = await goalOfTwo(server, 100, { title: 'Harusi', target: 150, deposit: 100 });
    expect((await contributeVia(server, b, g.goal_id, 50)).status).toBe(200);
    const done =
      'Goal Completed! "Harusi" has reached its target. Delete the goal to move the funds to your withdrawable balance.';
    expect(await notificationsOf(server, admin)).toContain(done);
    expect(await notificationsOf(server, b)).toContain(done);
    const more = await contributeVia(server, b, g.goal_id, 1);
    expect(more.status).toBe(422);
    expect(more.body).toEqual({ message: 'This goal is already complete.' });
    expect(
      (
        await server.api.post(
          `/api/goal/${g.goal_id}/withdraw`,
          { amount: 15, userId: admin.id },
          { token: admin.token },
        )
      ).status,
    ).toBe(200);
    expect([await share(server, g.goal_id, admin), await share(server, g.goal_id, b)]).toEqual([90, 45]);
    expect((await contributeVia(server, b, g.goal_id, 15.01)).status).toBe(422);
    expect((await contributeVia(server, b, g.goal_id, 15)).status).toBe(200);
    expect((await goalSeenBy(server, g.goal_id, b)).saved_amount).toBe(150);
    await server.expectLedgerHealthy();
  });
});

describe('POST /api/goal/{goalId}/withdraw', () => {
  it("takes 100.00 from three equal shares as 33.34/33.33/33.33, each part into its member's own wallet", async () => {
    const [admin, b, c] = await Promise.all([createUser(server.ctx), createUser(server.ctx), createUser(server.ctx)]);
    await fundWallet(server.ctx, admin.id, 50);
    const g = await createGoalVia(server, admin, { target: 1000, deposit: 50 });
    for (const m of [b, c]) {
      await addMemberVia(server, admin, g.goal_id, m);
      await fundWallet(server.ctx, m.id, 50);
      expect((await contributeVia(server, m, g.goal_id, 50)).status).toBe(200);
    }
    const res = await server.api.post(
      `/api/goal/${g.goal_id}/withdraw`,
      { amount: 100, userId: admin.id },
      { token: admin.token, headers: { 'idempotency-key': 'withdraw-1-abc' } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "KES 100.00 has been returned to the members' savings balances in proportion to their shares.",
    });
    expect([
      await share(server, g.goal_id, admin),
      await share(server, g.goal_id, b),
      await share(server, g.goal_id, c),
    ]).toEqual([16.66, 16.67, 16.67]);
    expect([await wallet(server, admin), await wallet(server, b), await wallet(server, c)]).toEqual([
      33.34, 33.33, 33.33,
    ]);
    expect(
      (await notificationsOf(server, b)).some((m) =>
        m.endsWith('KES 33.33 of your share was returned to your savings balance.'),
      ),
    ).toBe(true);
    expect((await notificationsOf(server, admin)).some((m) => m.endsWith('KES 33.34 came back to yours.'))).toBe(true);
    const replay = await server.api.post(
      `/api/goal/${g.goal_id}/withdraw`,
      { amount: 100, userId: admin.id },
      { token: admin.token, headers: { 'idempotency-key': 'withdraw-1-abc' } },
    );
    expect(replay.status).toBe(200);
    expect([await wallet(server, admin), await wallet(server, b), await wallet(server, c)]).toEqual([
      33.34, 33.33, 33.33,
    ]);
    await server.expectLedgerHealthy();
  });

  it('handles a share of 0.01 and refuses more than saved, bad amounts, non-admins and outsiders', async () => {
    const [admin, tiny, outsider] = await Promise.all([
      createUser(server.ctx),
      createUser(server.ctx),
      createUser(server.ctx),
    ]);
    await fundWallet(server.ctx, admin.id, 10);
    const g = await createGoalVia(server, admin, { target: 100, deposit: 10 });
    await addMemberVia(server, admin, g.goal_id, tiny);
    await fundWallet(server.ctx, tiny.id, 0.01);
    expect((await contributeVia(server, tiny, g.goal_id, 0.01)).status).toBe(200);
    const post = (amount: unknown, user = admin) =>
      server.api.post(`/api/goal/${g.goal_id}/withdraw`, { amount, userId: user.id }, { token: user.token });
    expect((await post(10.02)).body).toEqual({ message: 'Insufficient balance.' });
    for (const bad of [0, -3, 'x', 1.234])
      expect((await post(bad)).body).toEqual({ message: 'Please enter a valid amount.' });
    expect((await post(1, tiny)).status).toBe(403);
    expect((await post(1, outsider)).status).toBe(403);
    expect((await post(5)).status).toBe(200);
    expect([await share(server, g.goal_id, admin), await share(server, g.goal_id, tiny)]).toEqual([5, 0.01]);
    expect((await post(5.01)).status).toBe(200);
    expect([await wallet(server, admin), await wallet(server, tiny)]).toEqual([10, 0.01]);
    expect((await goalSeenBy(server, g.goal_id, admin)).saved_amount).toBe(0);
    await server.expectLedgerHealthy();
  });
});

describe('racing withdrawals', () => {
  it('two withdrawals racing for the same shillings: one wins, one gets Insufficient balance', async () => {
    const { admin, member: b, goal: g } = await goalOfTwo(server, 50, { target: 500, deposit: 50 });
    await contributeVia(server, b, g.goal_id, 50);
    const results = await Promise.all(
      [1, 2].map(() =>
        server.api.post(`/api/goal/${g.goal_id}/withdraw`, { amount: 60, userId: admin.id }, { token: admin.token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)!.body).toEqual({ message: 'Insufficient balance.' });
    expect([await wallet(server, admin), await wallet(server, b)]).toEqual([30, 30]);
    expect([await share(server, g.goal_id, admin), await share(server, g.goal_id, b)]).toEqual([20, 20]);
    await server.expectLedgerHealthy();
  });
});

describe('DELETE /api/goals/{goalId}/delete', () => {
  it("returns each member's own share to that member and hides the goal", async () => {
    const { admin, member: b, goal: g } = await goalOfTwo(server, 100, { target: 1000, deposit: 70 });
    const outsider = await createUser(server.ctx);
    await contributeVia(server, b, g.goal_id, 45.5);
    expect((await server.api.delete(`/api/goals/${g.goal_id}/delete`, { token: b.token })).status).toBe(403);
    expect((await server.api.delete(`/api/goals/${g.goal_id}/delete`, { token: outsider.token })).status).toBe(403);
    const res = await server.api.delete(`/api/goals/${g.goal_id}/delete`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Goal deleted successfully.' });
    expect(await wallet(server, admin)).toBe(100);
    expect(await wallet(server, b)).toBe(100);
    expect(await notificationsOf(server, b)).toContain(
      `The goal "School fees" was deleted. KES 45.50 was returned to your balance.`,
    );
    expect((await server.api.get(`/api/goals/${b.id}`, { token: b.token })).body).toEqual({
      allocatedFunds: 0,
      goals: [],
    });
    expect((await server.api.get(`/api/goal/${g.goal_id}?userId=${admin.id}`, { token: admin.token })).status).toBe(
      404,
    );
    expect((await server.api.delete(`/api/goals/${g.goal_id}/delete`, { token: admin.token })).status).toBe(404);
    await server.expectLedgerHealthy();
  });
});
