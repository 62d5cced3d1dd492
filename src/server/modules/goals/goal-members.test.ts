import { describe, expect, it } from 'vitest';
import { createFundedUser, createUser, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { notificationsOf } from '../../testing/notifications';
import { addMemberVia, contributeVia, createGoalVia, goalOfTwo, goalSeenBy, share, wallet } from './goals-test-kit';

const server = useTestServer();

describe('POST /api/goals/{goalId}/members', () => {
  it('adds a member by user ID (admin only) and refuses empty, unknown and existing ones', async () => {
    const admin = await createUser(server.ctx, { fullName: 'Amina Otieno' });
    const member = await createUser(server.ctx, { fullName: 'Baraka Kip' });
    const third = await createUser(server.ctx);
    const outsider = await createUser(server.ctx);
    const g = await createGoalVia(server, admin, { title: 'Chama' });
    const add = (userId: unknown, token = admin.token) =>
      server.api.post(`/api/goals/${g.goal_id}/members`, { userId }, { token });
    const res = await add(` ${member.id.toLowerCase()} `);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Member added successfully!',
      member: { user_id: member.id, full_name: 'Baraka Kip' },
    });
    expect((await add('')).body).toEqual({ message: 'Please enter a member ID.' });
    expect((await add(undefined)).body).toEqual({ message: 'Please enter a member ID.' });
    const unknown = await add('ZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No user found with that ID. Please check the member ID and try again.' });
    const again = await add(member.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This user is already a member of this goal.' });
    expect((await add(admin.id)).status).toBe(409);
    expect((await add(third.id, member.token)).status).toBe(403);
    expect((await add(third.id, outsider.token)).status).toBe(403);
    const d = await goalSeenBy(server, g.goal_id, admin);
    expect(d.memberCount).toBe(2);
    expect(d.members[1]).toMatchObject({ user_id: member.id, goal_role: 'member', saved_amount: 0, contribution: 0 });
    expect(await notificationsOf(server, admin)).toContain('Baraka Kip joined the goal "Chama".');
    expect(await notificationsOf(server, member)).toContain('Amina Otieno added you to the goal "Chama".');
  });
});

describe('DELETE /api/goals/{goalId}/members/{userId}', () => {
  it('lets a member leave with their share returned, and rejoin from zero', async () => {
    const admin = await createUser(server.ctx);
    const member = await createFundedUser(server.ctx, 100, { fullName: 'Chebet Leaves' });
    const g = await createGoalVia(server, admin, { title: 'Land' });
    await addMemberVia(server, admin, g.goal_id, member);
    await contributeVia(server, member, g.goal_id, 60);
    const res = await server.api.delete(`/api/goals/${g.goal_id}/members/${member.id}`, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'You have left the goal successfully!' });
    expect(await wallet(server, member)).toBe(100);
    expect(await share(server, g.goal_id, member)).toBe(0);
    expect((await goalSeenBy(server, g.goal_id, admin)).memberCount).toBe(1);
    expect(await notificationsOf(server, admin)).toContain('Chebet Leaves left the goal "Land".');
    expect(await notificationsOf(server, member)).toContain(
      'You have left the goal "Land". KES 60.00 was returned to your balance.',
    );
    expect((await server.api.get(`/api/goal/${g.goal_id}?userId=${member.id}`, { token: member.token })).status).toBe(
      403,
    );
    expect((await contributeVia(server, member, g.goal_id, 1)).status).toBe(403);
    await addMemberVia(server, admin, g.goal_id, member);
    await contributeVia(server, member, g.goal_id, 10);
    expect((await goalSeenBy(server, g.goal_id, member)).members[1]).toMatchObject({
      saved_amount: 10,
      contribution: 10,
    });
    expect(
      (await server.api.delete(`/api/goals/${g.goal_id}/members/${member.id}`, { token: member.token })).status,
    ).toBe(200);
    expect(await wallet(server, member)).toBe(100);
    await server.expectLedgerHealthy();
  });

  it('lets the admin remove a member, and nobody remove or drop the admin', async () => {
    const { admin, member: b, goal: g } = await goalOfTwo(server, 100, { deposit: 40 });
    const [c, outsider] = await Promise.all([createUser(server.ctx), createUser(server.ctx)]);
    await addMemberVia(server, admin, g.goal_id, c);
    await contributeVia(server, b, g.goal_id, 25);
    const del = (userId: string, token: string) =>
      server.api.delete(`/api/goals/${g.goal_id}/members/${userId}`, { token });
    expect((await del(b.id, c.token)).body).toEqual({ message: 'Only the goal admin can remove members.' });
    expect((await del(b.id, outsider.token)).status).toBe(403);
    expect((await del(admin.id, admin.token)).body).toEqual({ message: 'The goal admin cannot leave the goal.' });
    expect((await del(admin.id, b.token)).status).toBe(403);
    expect((await del(outsider.id, admin.token)).status).toBe(404);
    const removed = await del(b.id, admin.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Member removed successfully!' });
    expect(await wallet(server, b)).toBe(100);
    expect(await wallet(server, admin)).toBe(60);
    expect(await share(server, g.goal_id, admin)).toBe(40);
    expect((await goalSeenBy(server, g.goal_id, admin)).memberCount).toBe(2);
    expect(await notificationsOf(server, b)).toContain(
      'You were removed from the goal "School fees". KES 25.00 was returned to your balance.',
    );
    expect((await del(b.id, admin.token)).status).toBe(404);
    await server.expectLedgerHealthy();
  });

  it('serialises a leave racing a contribution: the share ends in the wallet either way', async () => {
    const admin = await createUser(server.ctx);
    const member = await createFundedUser(server.ctx, 100);
    const g = await createGoalVia(server, admin);
    await addMemberVia(server, admin, g.goal_id, member);
    await contributeVia(server, member, g.goal_id, 30);
    const [contribution, leave] = await Promise.all([
      contributeVia(server, member, g.goal_id, 20),
      server.api.delete(`/api/goals/${g.goal_id}/members/${member.id}`, { token: member.token }),
    ]);
    expect(leave.status).toBe(200);
    expect([200, 403]).toContain(contribution.status);
    expect(await wallet(server, member)).toBe(100);
    expect(await share(server, g.goal_id, member)).toBe(0);
    await server.expectLedgerHealthy();
  });
});

const history = async (user: TestUser, language: string) =>
  (
    await server.api.get<{ transactions: Array<{ description: string }> }>(`/api/transactions/${user.id}`, {
      token: user.token,
      headers: { 'accept-language': language },
    })
  ).body.transactions.map((t) => t.description);

describe('a goal in the wallet history', () => {
  it('names a goal’s movements in the reader’s language, the contribution written in SQL included (decision 097)', async () => {
    const user = await createFundedUser(server.ctx, 1_000);
    const goal = await createGoalVia(server, user, { title: 'Ada ya shule', deposit: 100 });
    expect((await contributeVia(server, user, goal.goal_id, 50)).status).toBe(200);
    expect((await history(user, 'sw')).slice(0, 2)).toEqual([
      'Mchango kwa lengo: Ada ya shule',
      'Amana kwa lengo: Ada ya shule',
    ]);
    expect((await history(user, 'en')).slice(0, 2)).toEqual([
      'Contribution to goal: Ada ya shule',
      'Deposit to goal: Ada ya shule',
    ]);
    await server.expectLedgerHealthy();
  });
});
