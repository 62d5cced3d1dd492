import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import type { CommunityDetail, CreateCommunityBody, PayoutView } from '../../../shared/schemas/communities';
import { nairobiDay } from '../../../shared/nairobi-time';
import { balanceOf, walletBalance } from '../../ledger/accounts';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import type { TestServer } from '../../testing/test-server';

/** Shared steps of the communities HTTP tests. */
export const today = (server: TestServer) => nairobiDay(server.ctx.clock.now());

export function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function createCommunityVia(
  server: TestServer,
  chair: TestUser,
  fields: Partial<CreateCommunityBody> = {},
): Promise<CommunityDetail> {
  const res = await server.api.post<{ community: CommunityDetail }>(
    '/api/communities',
    {
      name: 'Umoja Chama',
      description: 'Monthly savings',
      contributionAmount: 1000,
      frequency: 'monthly',
      firstDueDate: dayAfter(today(server), 10),
      lateFine: 100,
      rotation: false,
      approvalsRequired: 2,
      loanInterestMonthly: 10,
      ...fields,
    },
    { token: chair.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.community;
}

/** Invites `user` by user id and accepts for them. */
export async function joinVia(server: TestServer, official: TestUser, communityId: string, user: TestUser) {
  const inv = await server.api.post<{ invitation_id: string }>(
    `/api/communities/${communityId}/invitations`,
    { userId: user.id },
    { token: official.token },
  );
  expect(inv.status, JSON.stringify(inv.body)).toBe(201);
  const acc = await server.api.post(`/api/community-invitations/${inv.body.invitation_id}/accept`, undefined, {
    token: user.token,
  });
  expect(acc.status, JSON.stringify(acc.body)).toBe(200);
}

/** `by` gives `user` the role: the answer, whatever it is. */
export const putRole = (server: TestServer, by: TestUser, communityId: string, user: TestUser, role: string) =>
  server.api.put(`/api/communities/${communityId}/members/${user.id}/role`, { role }, { token: by.token });

export async function setRoleVia(
  server: TestServer,
  chair: TestUser,
  communityId: string,
  user: TestUser,
  role: string,
) {
  const res = await putRole(server, chair, communityId, user, role);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * A community with a chairperson, a treasurer, a secretary and `plain` ordinary members, each with
 * `walletKes` in their wallet.
 */
export async function chama(
  server: TestServer,
  opts: { plain?: number; walletKes?: number; fields?: Partial<CreateCommunityBody> } = {},
) {
  const mk = async (name: string) => {
    const u = await createUser(server.ctx, { fullName: name });
    if ((opts.walletKes ?? 0) > 0) await fundWallet(server.ctx, u.id, opts.walletKes ?? 0);
    return u;
  };
  const chair = await mk('Chair Wanjiku');
  const treasurer = await mk('Treasurer Otieno');
  const secretary = await mk('Secretary Akinyi');
  const members: TestUser[] = [];
  for (let i = 0; i < (opts.plain ?? 1); i++) members.push(await mk(`Member ${i + 1}`));
  const c = await createCommunityVia(server, chair, opts.fields);
  for (const u of [treasurer, secretary, ...members]) await joinVia(server, chair, c.community_id, u);
  await setRoleVia(server, chair, c.community_id, treasurer, 'treasurer');
  await setRoleVia(server, chair, c.community_id, secretary, 'secretary');
  return { id: c.community_id, chair, treasurer, secretary, members };
}

/** A chama (as `chama` makes one) with one ordinary member, `member`; each of the four has `walletKes`. */
export async function chamaOfOne(server: TestServer, walletKes = 0, fields: Partial<CreateCommunityBody> = {}) {
  const c = await chama(server, { plain: 1, walletKes, fields });
  const [member] = c.members;
  if (!member) throw new Error('the chama was made without its ordinary member');
  return { ...c, member };
}

/** A chama of one ordinary member in which one approval pays a request: for the races between approvals. */
export const oneApprovalChama = (server: TestServer, walletKes: number, fields: Partial<CreateCommunityBody> = {}) =>
  chamaOfOne(server, walletKes, { approvalsRequired: 1, ...fields });

export async function contributeVia(server: TestServer, user: TestUser, id: string, amount: number, key?: string) {
  return server.api.post<{ dues: number; poolBalance: number; message: string }>(
    `/api/communities/${id}/contributions`,
    { amount },
    { token: user.token, ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );
}

export async function proposeVia(server: TestServer, official: TestUser, id: string, amount: number, to: TestUser) {
  const res = await server.api.post<{ payout: PayoutView }>(
    `/api/communities/${id}/payouts`,
    { amount, recipientUserId: to.id, reason: 'School fees' },
    { token: official.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.payout;
}

export const approve = (server: TestServer, official: TestUser, id: string, payoutId: string) =>
  server.api.post<{ payout: PayoutView; message: string }>(
    `/api/communities/${id}/payouts/${payoutId}/approve`,
    undefined,
    { token: official.token },
  );

/** Approvals sent at once, each `[official, payoutId]`: the statuses of the payouts they answer, sorted. */
export const payoutStatusesApprovedAtOnce = async (
  server: TestServer,
  id: string,
  approvals: Array<[TestUser, string]>,
) =>
  (await Promise.all(approvals.map(([official, payoutId]) => approve(server, official, id, payoutId))))
    .map((r) => r.body.payout.status)
    .sort();

export const detail = async (server: TestServer, user: TestUser, id: string) => {
  const res = await server.api.get<{ community: CommunityDetail }>(`/api/communities/${id}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.community;
};

/** The texts queued for a user in the SMS outbox, oldest first. */
export const smsTextsOf = async (server: TestServer, u: { id: string }) =>
  (
    await queryRows(
      server.ctx.db,
      z.object({ message: col.text }),
      sql`SELECT message FROM sms_outbox WHERE user_id = ${u.id} ORDER BY id`,
    )
  ).map((r) => r.message);

export const wallet = async (server: TestServer, user: TestUser) =>
  Number(await walletBalance(server.ctx.db, user.id)) / 100;
export const pool = async (server: TestServer, id: string) =>
  Number(await balanceOf(server.ctx.db, `community:${id}`)) / 100;
