import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { nairobiDay } from '../../src/shared/nairobi-time';
import { apiHeaders as auth } from './api';
import { merryGoRound } from './community-body';
import { type E2EUser, TINY_PNG } from './users';

/** What the accessibility specs set up over the API so that every part of a screen shows. */

/** A goal of the user's (with a first deposit, if given). */
export async function createGoal(request: APIRequestContext, user: E2EUser, deposit?: number): Promise<string> {
  const res = await request.post('/api/goals', {
    headers: auth(user),
    multipart: {
      user_id: user.id,
      title: 'Shamba ya Pamoja',
      target_amount: '3000',
      end_date: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
      description: 'A plot of land for the family',
      ...(deposit ? { deposit: String(deposit) } : {}),
      image: { name: 'shamba.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { goal: { goal_id: string } }).goal.goal_id;
}

/**
 * Pamoja offers shares (1,000 more than are sold, at KES 50), the saver buys two and offers one to the
 * member, so every part of the shares screens shows (see docs/product/shares.md).
 */
export async function shareOffer(
  request: APIRequestContext,
  admin: E2EUser,
  saver: E2EUser,
  member: E2EUser,
): Promise<void> {
  const totals = (await (await request.get('/superadmin/totals', { headers: auth(admin) })).json()) as {
    boughtShares: number;
  };
  const set = await request.put('/superadmin/shares', {
    headers: auth(admin),
    data: { totalShares: totals.boughtShares + 1_000, sharePrice: 50 },
  });
  expect(set.status(), await set.text()).toBe(200);
  const bought = await request.post('/api/shares/buy', {
    headers: { ...auth(saver), 'idempotency-key': randomUUID() },
    data: { userId: saver.id, shares: 2 },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  const offered = await request.post('/api/shares/transfers', {
    headers: { ...auth(saver), 'idempotency-key': randomUUID() },
    data: { userId: saver.id, toUserId: member.id, shares: 1, price: 50 },
  });
  expect(offered.status(), await offered.text()).toBe(201);
}

/**
 * A chama with rotation on, the member in it, both paid up, the member's loan approved and a payout
 * waiting for approval, so every part of the community screen shows.
 */
export async function createCommunity(request: APIRequestContext, chair: E2EUser, member: E2EUser): Promise<string> {
  const post = async (user: E2EUser, path: string, data: Record<string, unknown>, status = 201) => {
    const res = await request.post(path, { headers: { ...auth(user), 'idempotency-key': randomUUID() }, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return (await res.json()) as Record<string, unknown>;
  };
  const theme = chair.fullName.includes('dark') ? 'dark' : 'light';
  const created = await post(chair, '/api/communities', merryGoRound(`Umoja ${theme}`));
  const id = (created.community as { community_id: string }).community_id;
  await post(chair, `/api/communities/${id}/invitations`, { userId: member.id });
  const invitations = await request.get('/api/community-invitations', { headers: auth(member) });
  const [invitation] = ((await invitations.json()) as { invitations: { invitation_id: string }[] }).invitations;
  await post(member, `/api/community-invitations/${invitation?.invitation_id ?? ''}/accept`, {}, 200);
  const role = await request.put(`/api/communities/${id}/members/${member.id}/role`, {
    headers: auth(chair),
    data: { role: 'treasurer' },
  });
  expect(role.status(), await role.text()).toBe(200);
  await post(chair, `/api/communities/${id}/contributions`, { amount: 500 });
  await post(member, `/api/communities/${id}/contributions`, { amount: 500 });
  const loan = await post(member, `/api/communities/${id}/loans`, { amount: 300, months: 2 });
  await post(
    chair,
    `/api/communities/${id}/payouts/${(loan.payout as { payout_id: string }).payout_id}/approve`,
    {},
    200,
  );
  await post(member, `/api/communities/${id}/payouts`, {
    amount: 200,
    recipientUserId: member.id,
    reason: 'Hospital bill',
  });
  return id;
}

/**
 * A chama whose chairperson (the borrower, KES 500 saved, so 1,500 alone) asks to borrow 2,000 and names
 * the guarantor (its treasurer, KES 500 saved) for 500: the guarantor has a request to answer, on
 * "Loans I guarantee" and in their notifications (docs/product/communities.md). Returns the chama's id.
 */
export async function askGuarantee(request: APIRequestContext, borrower: E2EUser, guarantor: E2EUser): Promise<string> {
  const post = async (user: E2EUser, path: string, data: Record<string, unknown>, status = 201) => {
    const res = await request.post(path, { headers: { ...auth(user), 'idempotency-key': randomUUID() }, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return (await res.json()) as Record<string, unknown>;
  };
  const created = await post(borrower, '/api/communities', {
    name: 'Dhamana',
    contributionAmount: 500,
    frequency: 'monthly',
    firstDueDate: nairobiDay(new Date()),
    approvalsRequired: 1,
    loanInterestMonthly: 10,
  });
  const id = (created.community as { community_id: string }).community_id;
  await post(borrower, `/api/communities/${id}/invitations`, { userId: guarantor.id });
  const invitations = await request.get('/api/community-invitations', { headers: auth(guarantor) });
  const [invitation] = ((await invitations.json()) as { invitations: { invitation_id: string }[] }).invitations;
  await post(guarantor, `/api/community-invitations/${invitation?.invitation_id ?? ''}/accept`, {}, 200);
  const role = await request.put(`/api/communities/${id}/members/${guarantor.id}/role`, {
    headers: auth(borrower),
    data: { role: 'treasurer' },
  });
  expect(role.status(), await role.text()).toBe(200);
  for (const u of [borrower, guarantor]) await post(u, `/api/communities/${id}/contributions`, { amount: 500 });
  const asked = await post(borrower, `/api/communities/${id}/loans`, {
    amount: 2000,
    months: 1,
    guarantors: [{ userId: guarantor.id, amount: 500 }],
  });
  expect(asked.application).toMatchObject({ status: 'waiting' });
  return id;
}
