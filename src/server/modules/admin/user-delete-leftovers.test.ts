import { describe, expect, it } from 'vitest';
import { createFundedUser, createUser, type TestUser } from '../../testing/factories';
import { notificationsOf } from '../../testing/notifications';
import type { TestServer } from '../../testing/test-server';
import { useTestServerWithUser } from '../../testing/use-test-server';
import { chamaOfOne } from '../communities/communities-test-kit';
import { addMemberVia, contributeVia, createGoalVia, goalSeenBy } from '../goals/goals-test-kit';

/**
 * What a deleted account leaves behind in the shared features (docs/product/console.md): no chama
 * loses a member's loan or savings, and no group goal is left without an admin.
 */
let server: TestServer;
let admin: TestUser;
useTestServerWithUser({}, { role: 'superadmin' }, (s, a) => ([server, admin] = [s, a]));

const deleteUser = (u: TestUser) => server.api.delete(`/api/superadmin/users/delete/${u.id}`, { token: admin.token });

describe('deleting a user', () => {
  it('is refused while they are in a community, and done once they have left it', async () => {
    const c = await chamaOfOne(server);
    for (const who of [c.member, c.chair]) {
      expect(await deleteUser(who)).toMatchObject({
        status: 409,
        body: {
          message:
            'This user is still a member of "Umoja Chama". The user can be deleted only once they have left (leaving settles their savings, dues and loans there).',
        },
      });
    }
    expect((await server.api.get(`/api/communities/${c.id}`, { token: c.member.token })).status).toBe(200);
    const left = await server.api.delete(`/api/communities/${c.id}/members/${c.member.id}`, { token: c.member.token });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect((await deleteUser(c.member)).status).toBe(200);
    await server.expectLedgerHealthy();
  });

  it("hands a group goal to the member who joined first, who can then withdraw the members' savings", async () => {
    const goalAdmin = await createUser(server.ctx);
    const first = await createFundedUser(server.ctx, 100);
    const second = await createFundedUser(server.ctx, 100);
    const goal = await createGoalVia(server, goalAdmin, { title: 'Harambee' });
    await addMemberVia(server, goalAdmin, goal.goal_id, first);
    await addMemberVia(server, goalAdmin, goal.goal_id, second);
    expect((await contributeVia(server, first, goal.goal_id, 100)).status).toBe(200);
    expect((await contributeVia(server, second, goal.goal_id, 100)).status).toBe(200);
    const alone = await createGoalVia(server, goalAdmin, { title: 'Mine alone' });

    expect((await deleteUser(goalAdmin)).status).toBe(200);

    const seen = await goalSeenBy(server, goal.goal_id, first);
    expect(seen.goalRole).toBe('admin');
    expect(seen.members.map((m) => [m.user_id, m.goal_role])).toEqual([
      [first.id, 'admin'],
      [second.id, 'member'],
    ]);
    expect((await goalSeenBy(server, goal.goal_id, second)).goalRole).toBe('member');
    expect(await notificationsOf(server, first)).toContain(
      'You are now the admin of the goal "Harambee": its admin\'s account was closed.',
    );
    expect(await notificationsOf(server, second)).not.toContainEqual(expect.stringMatching(/now the admin/));
    const withdrawn = await server.api.post(
      `/api/goal/${goal.goal_id}/withdraw`,
      { userId: first.id, amount: 50 },
      { token: first.token },
    );
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    // The goal nobody else was in stays as it was.
    expect((await server.api.get(`/api/goal/${alone.goal_id}?userId=${first.id}`, { token: first.token })).status).toBe(
      403,
    );
    await server.expectLedgerHealthy();
  });
});
