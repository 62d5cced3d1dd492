import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { AdminReferralsResponse, ReferralsResponse } from '../../../shared/schemas/account';
import { createUser, type TestUser } from '../../testing/factories';
import type { TestServer } from '../../testing/test-server';
import { settled } from '../wallet/wallet-test-kit';

/** Helpers for the referral tests: activation deposits through the simulator, and both views of referrals. */

// A fresh Kenyan number for each call; it ends in 5, so the simulator never fails its prompt.
let numbers = randomInt(100_000, 800_000);
export const newNumber = () => `07${String((numbers += 1)).padStart(7, '0')}5`;
export const intl = (local: string) => `254${local.slice(1)}`;

export async function startDeposit(server: TestServer, user: TestUser, from: string, amount = 10): Promise<string> {
  const res = await server.api.post<{ depositId: string }>(
    '/api/deposits',
    { amount, mpesaNumber: from, userId: user.id, description: 'Activation' },
    { token: user.token },
  );
  expect(res.status).toBe(201);
  return res.body.depositId;
}

export async function depositFrom(server: TestServer, user: TestUser, from: string, amount = 10): Promise<void> {
  const done = await settled(server, user, 'deposits', await startDeposit(server, user, from, amount));
  expect(done.status).toBe('completed');
}

export const summary = async (server: TestServer, user: TestUser) => {
  const res = await server.api.get<ReferralsResponse>(`/api/referrals/${user.id}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body;
};

export const audit = async (server: TestServer, admin: TestUser, userId: string) => {
  const res = await server.api.get<AdminReferralsResponse>(`/api/superadmin/user-details/${userId}/referrals`, {
    token: admin.token,
  });
  expect(res.status).toBe(200);
  return res.body;
};

/** `count` new accounts referred by `referrer`, each with a number of its own. */
export async function referredBy(server: TestServer, referrer: TestUser, count: number): Promise<TestUser[]> {
  const friends: TestUser[] = [];
  for (let i = 0; i < count; i++)
    friends.push(await createUser(server.ctx, { referredBy: referrer.id, localPhone: newNumber() }));
  return friends;
}

export const redeem = (server: TestServer, user: TestUser, amount: number) =>
  server.api.post('/api/add-to-savings', { userId: user.id, amount }, { token: user.token });
