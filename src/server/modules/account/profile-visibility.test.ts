import { describe, expect, it } from 'vitest';
import type { CommunityDetail } from '../../../shared/schemas/communities';
import { createUser, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { TINY_PNG } from '../auth/auth-test-kit';
import { joinVia, createCommunityVia } from '../communities/communities-test-kit';
import { addMemberVia, createGoalVia, goalSeenBy } from '../goals/goals-test-kit';

/**
 * Privacy → Profile Visibility (docs/product/account-and-settings.md) governs the profile picture:
 * public to anyone signed in, friends only to the people one saves with, private to oneself.
 */
const server = useTestServer();

async function withPicture(u: TestUser): Promise<string> {
  const f = new FormData();
  f.append('profilePic', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'me.png');
  const res = await server.api.put<{ user: { profile_picture: string } }>(`/api/profiles/${u.id}/edit`, f, {
    token: u.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.user.profile_picture;
}

const setVisibility = async (u: TestUser, profileVisibility: string) =>
  expect(
    (await server.api.put(`/api/users/${u.id}/privacy`, { shareData: false, profileVisibility }, { token: u.token }))
      .status,
  ).toBe(200);

const picturesIn = async (viewer: TestUser, goalId: string, communityId: string) => {
  const goal = await goalSeenBy(server, goalId, viewer);
  const community = await server.api.get<{ community: CommunityDetail }>(`/api/communities/${communityId}`, {
    token: viewer.token,
  });
  return [goal.members, community.body.community.members].map((list) =>
    Object.fromEntries(list.map((m) => [m.user_id, m.profile_picture])),
  );
};

describe('profile visibility', () => {
  it('shows the picture to whom the owner chose, in member lists and at its address', async () => {
    const [owner, partner, stranger] = [
      await createUser(server.ctx),
      await createUser(server.ctx),
      await createUser(server.ctx),
    ];
    const picture = await withPicture(owner);
    const goal = await createGoalVia(server, owner);
    await addMemberVia(server, owner, goal.goal_id, partner);
    const chama = await createCommunityVia(server, owner);
    await joinVia(server, owner, chama.community_id, partner);
    const status = async (viewer: TestUser) => (await server.api.get(picture, { token: viewer.token })).status;

    // public (the default): anyone signed in
    expect([await status(owner), await status(partner), await status(stranger)]).toEqual([200, 200, 200]);

    await setVisibility(owner, 'friends');
    expect([await status(owner), await status(partner), await status(stranger)]).toEqual([200, 200, 404]);
    expect(await picturesIn(partner, goal.goal_id, chama.community_id)).toEqual([
      { [owner.id]: picture, [partner.id]: null },
      { [owner.id]: picture, [partner.id]: null },
    ]);

    await setVisibility(owner, 'private');
    expect([await status(owner), await status(partner), await status(stranger)]).toEqual([200, 404, 404]);
    expect(await picturesIn(partner, goal.goal_id, chama.community_id)).toEqual([
      { [owner.id]: null, [partner.id]: null },
      { [owner.id]: null, [partner.id]: null },
    ]);
    // the owner still sees their own
    expect((await picturesIn(owner, goal.goal_id, chama.community_id)).map((p) => p[owner.id])).toEqual([
      picture,
      picture,
    ]);
  });
});
