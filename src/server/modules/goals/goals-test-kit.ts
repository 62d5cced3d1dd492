import { expect } from 'vitest';
import { addDays, nairobiDay } from '../../../shared/nairobi-time';
import type { GoalDetail } from '../../../shared/schemas/goals';
import { balanceOf, walletBalance } from '../../ledger/accounts';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import type { TestServer } from '../../testing/test-server';

export { TINY_PNG_FOR_TESTS } from './tiny-png';

/** Shared steps of the goals HTTP tests. */
export function dateInDays(server: TestServer, days: number): string {
  return addDays(nairobiDay(server.ctx.clock.now()), days);
}

export function goalForm(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  return form;
}

export async function createGoalVia(
  server: TestServer,
  user: TestUser,
  opts: { target?: number; deposit?: number; title?: string } = {},
): Promise<GoalDetail> {
  const res = await server.api.post<{ message: string; goal: GoalDetail }>(
    '/api/goals',
    goalForm({
      user_id: user.id,
      title: opts.title ?? 'School fees',
      target_amount: String(opts.target ?? 1000),
      description: 'For next term',
      end_date: dateInDays(server, 90),
      deposit: String(opts.deposit ?? 0),
    }),
    { token: user.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.goal;
}

export async function addMemberVia(
  server: TestServer,
  admin: TestUser,
  goalId: string,
  member: TestUser,
): Promise<void> {
  const res = await server.api.post(`/api/goals/${goalId}/members`, { userId: member.id }, { token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/**
 * A goal of a new admin with one more member, both wallets funded with `walletKes` before the admin
 * creates the goal (`opts.deposit` comes from the admin's wallet) and adds the member.
 */
export async function goalOfTwo(
  server: TestServer,
  walletKes: number,
  opts: Parameters<typeof createGoalVia>[2],
): Promise<{ admin: TestUser; member: TestUser; goal: GoalDetail }> {
  const [admin, member] = await Promise.all([createUser(server.ctx), createUser(server.ctx)]);
  await fundWallet(server.ctx, admin.id, walletKes);
  await fundWallet(server.ctx, member.id, walletKes);
  const goal = await createGoalVia(server, admin, opts);
  await addMemberVia(server, admin, goal.goal_id, member);
  return { admin, member, goal };
}

export async function contributeVia(server: TestServer, user: TestUser, goalId: string, amount: number, key?: string) {
  return server.api.post(
    `/api/goals/${goalId}/contribute`,
    { userId: user.id, contributionAmount: amount },
    { token: user.token, ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );
}

export const wallet = async (server: TestServer, user: TestUser) =>
  Number(await walletBalance(server.ctx.db, user.id)) / 100;
export const share = async (server: TestServer, goalId: string, user: TestUser) =>
  Number(await balanceOf(server.ctx.db, `goal:${goalId}:${user.id}`)) / 100;

/** The goal as `user` sees it through GET /api/goal/{goalId}. */
export const goalSeenBy = async (server: TestServer, goalId: string, user: TestUser): Promise<GoalDetail> =>
  (await server.api.get<{ goal: GoalDetail }>(`/api/goal/${goalId}?userId=${user.id}`, { token: user.token })).body
    .goal;
