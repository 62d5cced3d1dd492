import { describe, expect, it } from 'vitest';
import type { CommunitiesListResponse } from '../../../shared/schemas/communities';
import type { InvitationsResponse } from '../../../shared/schemas/community-invitations';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { notificationsOf } from '../../testing/notifications';
import { chama, createCommunityVia, dayAfter, detail, joinVia, putRole, today } from './communities-test-kit';

/** Creating, reading and joining communities; roles; who may do what (docs/product/communities.md). */
const server = useTestServer();

describe('creating and reading a community', () => {
  it('the creator is its chairperson and sees it with its pool, next due date and dues', async () => {
    const chair = await createUser(server.ctx, { fullName: 'Chair Wanjiku' });
    const due = dayAfter(today(server), 10);
    const c = await createCommunityVia(server, chair, { firstDueDate: due, contributionAmount: 500 });
    expect(c).toMatchObject({
      name: 'Umoja Chama',
      contributionAmount: 500,
      frequency: 'monthly',
      lateFine: 100,
      rotation: false,
      approvalsRequired: 2,
      loanInterestMonthly: 10,
      poolBalance: 0,
      income: 0,
      myRole: 'chairperson',
      currentCycle: {
        number: 1,
        dueDate: due,
        recipientUserId: null,
        collected: 0,
        expected: 500,
        paidOut: 0,
        owed: 0,
      },
      previousCycle: null,
    });
    // Dues are what must be paid by the current cycle's due date: cycle 1, not yet late.
    expect(c.members).toEqual([
      expect.objectContaining({
        user_id: chair.id,
        role: 'chairperson',
        dues: 500,
        duesParts: { fines: 0, earlier: 0, current: 500 },
        contributed: 0,
      }),
    ]);
    const list = await server.api.get<CommunitiesListResponse>('/api/communities', { token: chair.token });
    expect(list.body.communities).toEqual([
      {
        community_id: c.community_id,
        name: 'Umoja Chama',
        role: 'chairperson',
        memberCount: 1,
        poolBalance: 0,
        nextDueDate: due,
        myDues: 500,
        myDuesParts: { fines: 0, earlier: 0, current: 500 },
      },
    ]);
  });

  it('refuses bad input with a sentence and creates nothing', async () => {
    const u = await createUser(server.ctx);
    const base = {
      name: 'X',
      contributionAmount: 100,
      frequency: 'monthly',
      firstDueDate: dayAfter(today(server), 1),
    };
    for (const bad of [
      { ...base, name: '' },
      { ...base, contributionAmount: 0 },
      { ...base, contributionAmount: 1.005 },
      { ...base, frequency: 'daily' },
      { ...base, firstDueDate: '2025-02-30' },
      { ...base, approvalsRequired: 4 },
      { ...base, loanInterestMonthly: -1 },
      { ...base, lateFine: -5 },
    ]) {
      const res = await server.api.post<{ message: string }>('/api/communities', bad, { token: u.token });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/\w/);
    }
    const past = await server.api.post<{ message: string }>(
      '/api/communities',
      { ...base, firstDueDate: dayAfter(today(server), -1) },
      { token: u.token },
    );
    expect(past.status).toBe(422);
    const list = await server.api.get<CommunitiesListResponse>('/api/communities', { token: u.token });
    expect(list.body.communities).toEqual([]);
  });
});

describe('membership only by consent', () => {
  it('an invitation by phone waits for the invitee; declining leaves them out, accepting brings them in', async () => {
    const chair = await createUser(server.ctx);
    const friend = await createUser(server.ctx, { fullName: 'Friend Kamau' });
    const c = await createCommunityVia(server, chair);
    const inv = await server.api.post<{ invitation_id: string }>(
      `/api/communities/${c.community_id}/invitations`,
      { phone: friend.localPhone },
      { token: chair.token },
    );
    expect(inv.status).toBe(201);
    // Not a member until they accept.
    expect((await server.api.get(`/api/communities/${c.community_id}`, { token: friend.token })).status).toBe(403);
    const mine = await server.api.get<InvitationsResponse>('/api/community-invitations', { token: friend.token });
    expect(mine.body.invitations).toEqual([
      {
        invitation_id: inv.body.invitation_id,
        community_id: c.community_id,
        name: 'Umoja Chama',
        invited_by: expect.any(String),
        terms: expect.objectContaining({ contributionAmount: 1000, frequency: 'monthly' }),
      },
    ]);
    expect((await notificationsOf(server, friend)).some((m) => m.includes('Umoja Chama'))).toBe(true);
    // Somebody else cannot answer it.
    const other = await createUser(server.ctx);
    expect(
      (
        await server.api.post(`/api/community-invitations/${inv.body.invitation_id}/accept`, undefined, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.api.post(`/api/community-invitations/${inv.body.invitation_id}/decline`, undefined, {
          token: friend.token,
        })
      ).status,
    ).toBe(200);
    expect((await server.api.get(`/api/communities/${c.community_id}`, { token: friend.token })).status).toBe(403);
    expect(
      (
        await server.api.post(`/api/community-invitations/${inv.body.invitation_id}/accept`, undefined, {
          token: friend.token,
        })
      ).status,
    ).toBe(409);
    await joinVia(server, chair, c.community_id, friend);
    const d = await detail(server, friend, c.community_id);
    expect(d.members.map((m) => m.user_id)).toEqual([chair.id, friend.id]);
    expect(d.myRole).toBe('member');
  });

  it('refuses inviting twice, a member, an unknown id (an unknown phone waits: community-invitations.test.ts)', async () => {
    const { id, chair, members } = await chama(server, { plain: 1 });
    const stranger = await createUser(server.ctx);
    const post = (body: unknown) => server.api.post(`/api/communities/${id}/invitations`, body, { token: chair.token });
    expect((await post({ userId: members[0]!.id })).status).toBe(409);
    expect((await post({ userId: stranger.id })).status).toBe(201);
    expect((await post({ userId: stranger.id })).status).toBe(409);
    expect((await post({ userId: 'NOBODY99' })).status).toBe(404);
    expect((await post({ phone: '12345' })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ phone: '0799999999', userId: stranger.id })).status).toBe(400);
  });
});

describe('roles and access', () => {
  it('only the chairperson names officials; members cannot invite; outsiders get 403; unknown ids 404', async () => {
    const { id, chair, treasurer, members } = await chama(server, { plain: 2 });
    const [m1, m2] = [members[0]!, members[1]!];
    const d = await detail(server, m1, id);
    expect(d.members.find((m) => m.user_id === treasurer.id)?.role).toBe('treasurer');
    expect((await putRole(server, treasurer, id, m2, 'secretary')).status).toBe(403);
    expect((await putRole(server, chair, id, chair, 'member')).status).toBe(422);
    expect((await putRole(server, chair, id, m2, 'chairperson')).status).toBe(400);
    const stranger = await createUser(server.ctx);
    expect((await putRole(server, chair, id, stranger, 'treasurer')).status).toBe(404);
    expect(
      (await server.api.post(`/api/communities/${id}/invitations`, { userId: stranger.id }, { token: m1.token }))
        .status,
    ).toBe(403);
    for (const path of ['', '/payouts', '/loans', '/rotation']) {
      expect((await server.api.get(`/api/communities/${id}${path}`, { token: stranger.token })).status).toBe(403);
    }
    expect(
      (await server.api.post(`/api/communities/${id}/contributions`, { amount: 10 }, { token: stranger.token })).status,
    ).toBe(403);
    expect(
      (await server.api.get('/api/communities/00000000-0000-4000-8000-000000000000', { token: m1.token })).status,
    ).toBe(404);
    expect((await server.api.get('/api/communities/not-a-uuid', { token: m1.token })).status).toBe(404);
    expect((await server.api.get(`/api/communities/${id}`)).status).toBe(401);
  });
});
