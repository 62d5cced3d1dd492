import { describe, expect, it } from 'vitest';
import type { GoalDetail, GoalsListResponse } from '../../../shared/schemas/goals';
import { createFundedUser, createUser, fundWallet } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { TINY_PNG_FOR_TESTS } from './tiny-png';
import { notificationsOf } from '../../testing/notifications';
import { addMemberVia, createGoalVia, dateInDays, goalForm, share, wallet } from './goals-test-kit';

const server = useTestServer();

const png = () => new Blob([new Uint8Array(TINY_PNG_FOR_TESTS)], { type: 'image/png' });

describe('POST /api/goals', () => {
  it("creates a goal with a deposit moved from the wallet into the creator's share", async () => {
    const u = await createFundedUser(server.ctx, 800);
    const end = dateInDays(server, 45);
    const res = await server.api.post<{ message: string; goal: GoalDetail }>(
      '/api/goals',
      goalForm({
        user_id: u.id,
        title: ' Laptop ',
        target_amount: '1500.50',
        description: 'For work',
        end_date: end,
        deposit: '500',
        image: png(),
      }),
      { token: u.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Goal added successfully!');
    const g = res.body.goal;
    expect(g).toMatchObject({
      title: 'Laptop',
      description: 'For work',
      target_amount: 1500.5,
      saved_amount: 500,
      end_date: end,
      goalRole: 'admin',
      memberCount: 1,
    });
    expect(g.image_path).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect(g.members).toEqual([
      {
        user_id: u.id,
        full_name: u.fullName,
        profile_picture: null,
        saved_amount: 500,
        contribution: 500,
        joined_at: expect.any(String),
        goal_role: 'admin',
      },
    ]);
    expect(await wallet(server, u)).toBe(300);
    expect(await share(server, g.goal_id, u)).toBe(500);
    expect(await notificationsOf(server, u)).toContain('Your goal "Laptop" has been created.');
    await server.expectLedgerHealthy();
  });

  it('creates a goal without a deposit and lists it with the allocated funds', async () => {
    const u = await createFundedUser(server.ctx, 100);
    const a = await createGoalVia(server, u, { title: 'A', target: 200, deposit: 40 });
    const b = await createGoalVia(server, u, { title: 'B', target: 300 });
    const list = await server.api.get<GoalsListResponse>(`/api/goals/${u.id}`, { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body.allocatedFunds).toBe(40);
    expect(list.body.goals.map((g) => [g.goal_id, g.saved_amount, g.memberCount, g.goalRole, g.image_path])).toEqual([
      [b.goal_id, 0, 1, 'admin', null],
      [a.goal_id, 40, 1, 'admin', null],
    ]);
    await server.expectLedgerHealthy();
  });

  it.each([
    [{ title: '' }, 400, 'Please fill in all required fields.'],
    [{ title: undefined }, 400, 'Please fill in all required fields.'],
    [{ description: '  ' }, 400, 'Please fill in all required fields.'],
    [{ target_amount: '' }, 400, 'Please fill in all required fields.'],
    [{ end_date: undefined }, 400, 'Please fill in all required fields.'],
    [{ target_amount: '-5' }, 400, 'Please enter a valid target amount.'],
    [{ target_amount: '10.001' }, 400, 'Please enter a valid target amount.'],
    [{ deposit: '-1' }, 400, 'Deposit amount must be a positive number.'],
    [{ deposit: 'abc' }, 400, 'Deposit amount must be a positive number.'],
    [{ deposit: '1000.01' }, 422, 'Deposit cannot be above the target amount.'],
    [{ deposit: '600' }, 422, 'Insufficient balance for this deposit.'],
    [{ end_date: 'today' }, 400, 'The deadline must be a future date.'],
    [{ end_date: '2020-02-30' }, 400, 'Please enter a valid date.'],
  ])('refuses %o with %i %s and changes nothing', async (change, status, message) => {
    const u = await createFundedUser(server.ctx, 500);
    const fields: Record<string, string | undefined> = {
      user_id: u.id,
      title: 'T',
      target_amount: '1000',
      description: 'D',
      end_date: dateInDays(server, 10),
      deposit: '100',
      ...change,
    };
    if (fields.end_date === 'today') fields.end_date = dateInDays(server, 0);
    const res = await server.api.post('/api/goals', goalForm(fields), { token: u.token });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ message });
    const list = await server.api.get<GoalsListResponse>(`/api/goals/${u.id}`, { token: u.token });
    expect(list.body).toEqual({ allocatedFunds: 0, goals: [] });
    expect(await wallet(server, u)).toBe(500);
    await server.expectLedgerHealthy();
  });

  it('refuses a file that is not an image, and a goal for someone else', async () => {
    const u = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const base = { title: 'T', target_amount: '100', description: 'D', end_date: dateInDays(server, 10) };
    const bad = await server.api.post(
      '/api/goals',
      goalForm({ ...base, user_id: u.id, image: new Blob(['not an image'], { type: 'image/png' }) }),
      { token: u.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Please choose an image file (JPEG, PNG or WebP).' });
    const forOther = await server.api.post('/api/goals', goalForm({ ...base, user_id: other.id }), { token: u.token });
    expect(forOther.status).toBe(403);
    const anon = await server.api.post('/api/goals', goalForm({ ...base, user_id: u.id }));
    expect(anon.status).toBe(401);
  });

  it('completes a goal whose deposit equals its target', async () => {
    const u = await createFundedUser(server.ctx, 100);
    const g = await createGoalVia(server, u, { target: 100, deposit: 100 });
    expect(g.saved_amount).toBe(100);
    expect((await notificationsOf(server, u)).some((m) => m.startsWith('Goal Completed!'))).toBe(true);
    const more = await server.api.post(
      `/api/goals/${g.goal_id}/contribute`,
      { userId: u.id, contributionAmount: 1 },
      { token: u.token },
    );
    expect(more.status).toBe(422);
    await server.expectLedgerHealthy();
  });
});

describe('POST /api/goals with an Idempotency-Key', () => {
  it('creates one goal and moves the deposit once however often the request repeats', async () => {
    const u = await createFundedUser(server.ctx, 300);
    const send = () =>
      server.api.post<{ goal: GoalDetail }>(
        '/api/goals',
        goalForm({
          user_id: u.id,
          title: 'Once',
          target_amount: '1000',
          description: 'D',
          end_date: dateInDays(server, 30),
          deposit: '100',
          image: png(),
        }),
        { token: u.token, headers: { 'idempotency-key': 'add-goal-click-1' } },
      );
    const results = await Promise.all([send(), send(), send()]);
    for (const r of results) expect(r.status).toBe(201);
    expect(new Set(results.map((r) => r.body.goal.goal_id)).size).toBe(1);
    const list = await server.api.get<GoalsListResponse>(`/api/goals/${u.id}`, { token: u.token });
    expect(list.body.goals).toHaveLength(1);
    expect(list.body.allocatedFunds).toBe(100);
    expect(await wallet(server, u)).toBe(200);
    await server.expectLedgerHealthy();
  });
});

describe('GET /api/goals/{userId} and /api/goal/{goalId}', () => {
  it('shows a goal only to its current members', async () => {
    const admin = await createUser(server.ctx);
    const member = await createUser(server.ctx);
    const outsider = await createUser(server.ctx);
    const g = await createGoalVia(server, admin);
    await addMemberVia(server, admin, g.goal_id, member);
    const seen = await server.api.get<{ goal: GoalDetail }>(`/api/goal/${g.goal_id}?userId=${member.id}`, {
      token: member.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.goal).toMatchObject({ goalRole: 'member', memberCount: 2 });
    expect(seen.body.goal.members.map((m) => [m.user_id, m.goal_role])).toEqual([
      [admin.id, 'admin'],
      [member.id, 'member'],
    ]);
    expect(
      (await server.api.get(`/api/goal/${g.goal_id}?userId=${outsider.id}`, { token: outsider.token })).status,
    ).toBe(403);
    expect((await server.api.get(`/api/goal/${g.goal_id}?userId=${admin.id}`, { token: outsider.token })).status).toBe(
      403,
    );
    expect(
      (
        await server.api.get(`/api/goal/00000000-0000-4000-8000-000000000000?userId=${admin.id}`, {
          token: admin.token,
        })
      ).body,
    ).toEqual({ message: 'Goal not found.' });
    expect((await server.api.get(`/api/goal/nonsense?userId=${admin.id}`, { token: admin.token })).status).toBe(404);
    expect((await server.api.get(`/api/goals/${admin.id}`, { token: outsider.token })).status).toBe(403);
  });
});

describe('PUT /api/goals/{goalId}', () => {
  it('lets the admin edit while incomplete, never below saved', async () => {
    const admin = await createUser(server.ctx);
    const member = await createUser(server.ctx);
    const outsider = await createUser(server.ctx);
    await fundWallet(server.ctx, admin.id, 500);
    const g = await createGoalVia(server, admin, { target: 1000, deposit: 300 });
    await addMemberVia(server, admin, g.goal_id, member);
    const end = dateInDays(server, 200);
    const edit = (fields: Record<string, string | Blob>, token: string) =>
      server.api.put<{ goal: GoalDetail }>(
        `/api/goals/${g.goal_id}`,
        goalForm({ title: 'New', description: 'Desc', target_amount: '800', end_date: end, ...fields }),
        { token },
      );
    expect((await edit({}, member.token)).status).toBe(403);
    expect((await edit({}, outsider.token)).status).toBe(403);
    const low = await edit({ target_amount: '299.99' }, admin.token);
    expect(low.status).toBe(422);
    expect(low.body).toEqual({ message: 'Target amount must be greater than or equal to the saved amount.' });
    expect((await edit({ end_date: dateInDays(server, -1) }, admin.token)).body).toEqual({
      message: 'The deadline must be a future date.',
    });
    const ok = await edit({ image: png() }, admin.token);
    expect(ok.status).toBe(200);
    expect(ok.body.goal).toMatchObject({
      title: 'New',
      description: 'Desc',
      target_amount: 800,
      end_date: end,
      saved_amount: 300,
    });
    expect(ok.body.goal.image_path).toMatch(/^\/api\/uploads\//);
    const complete = await edit({ target_amount: '300' }, admin.token);
    expect(complete.status).toBe(200);
    expect((await notificationsOf(server, member)).some((m) => m.startsWith('Goal Completed!'))).toBe(true);
    const again = await edit({ target_amount: '900' }, admin.token);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: 'This goal is complete and can no longer be edited.' });
    await server.expectLedgerHealthy();
  });
});

describe('OpenAPI', () => {
  it('documents every goals route', async () => {
    const res = await server.api.get<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/goals/{userId}',
        '/api/goals',
        '/api/goal/{goalId}',
        '/api/goals/{goalId}',
        '/api/goals/{goalId}/delete',
        '/api/goals/{goalId}/members',
        '/api/goals/{goalId}/contribute',
        '/api/goals/{goalId}/members/{userId}',
        '/api/goal/{goalId}/withdraw',
      ]),
    );
  });
});
