import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AdminReferralsResponse, ReferralsResponse } from '../../../shared/schemas/account';
import { col, queryRows } from '../../db/typed-rows';
import { walletBalance } from '../../ledger/accounts';
import { createUser, type TestUser } from '../../testing/factories';
import { TestClock, type TestServer } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { checkoutIdOf, knownToken, reconcileDeposits, settled } from '../wallet/wallet-test-kit';

/**
 * Referral farming: one person opening accounts with their own referral link and activating each
 * with a small deposit from one M-Pesa number. Deposits go through the real Daraja client to the
 * simulator over HTTP, whose STK callback reports the paying number as M-Pesa does.
 */

// A fresh Kenyan number for each call; it ends in 5, so the simulator never fails its prompt.
let numbers = randomInt(100_000, 800_000);
const newNumber = () => `07${String((numbers += 1)).padStart(7, '0')}5`;
const intl = (local: string) => `254${local.slice(1)}`;

async function startDeposit(server: TestServer, user: TestUser, from: string, amount = 10): Promise<string> {
  const res = await server.api.post<{ depositId: string }>(
    '/api/deposits',
    { amount, mpesaNumber: from, userId: user.id, description: 'Activation' },
    { token: user.token },
  );
  expect(res.status).toBe(201);
  return res.body.depositId;
}

async function depositFrom(server: TestServer, user: TestUser, from: string, amount = 10): Promise<void> {
  const done = await settled(server, user, 'deposits', await startDeposit(server, user, from, amount));
  expect(done.status).toBe('completed');
}

const summary = async (server: TestServer, user: TestUser) => {
  const res = await server.api.get<ReferralsResponse>(`/api/referrals/${user.id}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body;
};

const audit = async (server: TestServer, admin: TestUser, userId: string) => {
  const res = await server.api.get<AdminReferralsResponse>(`/api/superadmin/user-details/${userId}/referrals`, {
    token: admin.token,
  });
  expect(res.status).toBe(200);
  return res.body;
};

/** `count` new accounts referred by `referrer`, each with a number of its own. */
async function referredBy(server: TestServer, referrer: TestUser, count: number): Promise<TestUser[]> {
  const friends: TestUser[] = [];
  for (let i = 0; i < count; i++)
    friends.push(await createUser(server.ctx, { referredBy: referrer.id, localPhone: newNumber() }));
  return friends;
}

const redeem = (server: TestServer, user: TestUser, amount: number) =>
  server.api.post('/api/add-to-savings', { userId: user.id, amount }, { token: user.token });

describe('referral rewards through M-Pesa deposits', () => {
  const clock = new TestClock(new Date('2026-11-10T09:00:00Z'));
  let admin: TestUser;
  const server = useTestServer({ clock, env: { REFERRAL_MONTHLY_CAP: '3' } }, async () => {
    admin = await createUser(server.ctx, { role: 'superadmin' });
  });

  it('five throwaway accounts activated from the referrer’s own number earn nothing', async () => {
    const a = await createUser(server.ctx, { localPhone: newNumber() });
    const throwaways = await referredBy(server, a, 5);
    for (const t of throwaways) await depositFrom(server, t, a.localPhone);

    // A second number of A's own: once it has funded A's deposit, it is A's too.
    const second = newNumber();
    await depositFrom(server, a, second, 50);
    const sixth = await createUser(server.ctx, { referredBy: a.id, localPhone: newNumber() });
    await depositFrom(server, sixth, second);

    const mine = await summary(server, a);
    expect(mine).toMatchObject({ rewardsEarned: 0, unredeemedRewards: 0, redeemedRewards: 0 });
    expect(mine.referrals).toHaveLength(6);
    expect(mine.referrals.every((r) => r.accountStatus === 'active' && !r.rewarded)).toBe(true);
    expect(await redeem(server, a, 25)).toMatchObject({
      status: 422,
      body: { message: 'You have no unredeemed rewards to add to your savings.' },
    });

    const seen = new Map(
      (await audit(server, admin, a.id)).referrals.map((r) => [r.user_id, [r.reward, r.reason, r.funded_by]]),
    );
    expect(throwaways.map((t) => seen.get(t.id))).toEqual(
      throwaways.map(() => ['not_earned', 'same_number_as_referrer', intl(a.localPhone)]),
    );
    expect(seen.get(sixth.id)).toEqual(['not_earned', 'same_number_as_referrer', intl(second)]);
    expect(await walletBalance(server.ctx.db, a.id)).toBe(5_000n);
    await server.expectLedgerHealthy();
  });

  it('three friends paid from one third number earn 25 once', async () => {
    const b = await createUser(server.ctx, { localPhone: newNumber() });
    const third = newNumber();
    const friends = await referredBy(server, b, 3);
    for (const f of friends) await depositFrom(server, f, third);

    expect(await summary(server, b)).toMatchObject({ rewardsEarned: 25, unredeemedRewards: 25 });
    const seen = await audit(server, admin, b.id);
    const byId = new Map(seen.referrals.map((r) => [r.user_id, r]));
    expect(friends.map((f) => [byId.get(f.id)?.reward, byId.get(f.id)?.reason])).toEqual([
      ['earned', null],
      ['not_earned', 'number_funded_another_account'],
      ['not_earned', 'number_funded_another_account'],
    ]);
    // The console's page of a friend says who referred them and that it earned nothing.
    expect((await audit(server, admin, friends[1]?.id ?? '')).referredBy).toEqual({
      user_id: b.id,
      full_name: b.fullName,
      reward: 'not_earned',
      reason: 'number_funded_another_account',
    });

    expect(await redeem(server, b, 25)).toMatchObject({ status: 200 });
    expect(await walletBalance(server.ctx.db, b.id)).toBe(2_500n);
    expect(await summary(server, b)).toMatchObject({ rewardsEarned: 25, unredeemedRewards: 0, redeemedRewards: 25 });
    await server.expectLedgerHealthy();
  });

  it('a genuine friend paying from their own number earns 25, and the referrer’s screen shows nobody’s number', async () => {
    const c = await createUser(server.ctx, { localPhone: newNumber() });
    const friend = await createUser(server.ctx, {
      fullName: 'Wanjiru Kamau',
      referredBy: c.id,
      localPhone: newNumber(),
    });
    await depositFrom(server, friend, friend.localPhone, 100);

    const mine = await summary(server, c);
    expect(mine).toMatchObject({ rewardsEarned: 25, unredeemedRewards: 25 });
    expect(mine.referrals).toEqual([
      {
        name: 'Wanjiru Kamau',
        joined: true,
        joinedDate: expect.any(String),
        accountStatus: 'active',
        redeemed: false,
        rewarded: true,
      },
    ]);
    const raw = JSON.stringify(mine);
    expect(raw).not.toContain(friend.localPhone.slice(1));
    expect((await audit(server, admin, c.id)).referrals).toEqual([
      {
        user_id: friend.id,
        full_name: 'Wanjiru Kamau',
        account_status: 'active',
        activated_at: clock.now().toISOString(),
        reward: 'earned',
        reason: null,
        funded_by: intl(friend.localPhone),
        redeemed: false,
      },
    ]);
    // Later deposits of the friend change nothing.
    await depositFrom(server, friend, newNumber(), 20);
    expect(await redeem(server, c, 25)).toMatchObject({ status: 200 });
    expect(await walletBalance(server.ctx.db, c.id)).toBe(2_500n);
    await server.expectLedgerHealthy();
  });

  it('the console’s referral view is the superadmin’s only', async () => {
    const e = await createUser(server.ctx);
    expect((await server.api.get(`/api/superadmin/user-details/${e.id}/referrals`, { token: e.token })).status).toBe(
      403,
    );
    expect((await server.api.get(`/api/superadmin/user-details/${e.id}/referrals`)).status).toBe(401);
    expect(await server.api.get('/api/superadmin/user-details/nobody/referrals', { token: admin.token })).toMatchObject(
      {
        status: 404,
        body: { message: 'User not found.' },
      },
    );
    expect(await audit(server, admin, e.id)).toEqual({ referredBy: null, referrals: [] });
  });

  it('earns at most REFERRAL_MONTHLY_CAP rewards per calendar month in Nairobi', async () => {
    clock.set(new Date('2026-11-30T20:00:00Z')); // 23:00 on 30 November in Nairobi
    admin = await createUser(server.ctx, { role: 'superadmin' }); // a session of this day
    const d = await createUser(server.ctx, { localPhone: newNumber() });
    const friends = await referredBy(server, d, 5);
    for (const f of friends.slice(0, 4)) await depositFrom(server, f, f.localPhone);
    expect(await summary(server, d)).toMatchObject({ rewardsEarned: 75 });
    expect((await audit(server, admin, d.id)).referrals.find((r) => r.user_id === friends[3]?.id)).toMatchObject({
      reward: 'not_earned',
      reason: 'monthly_cap_reached',
    });

    clock.set(new Date('2026-11-30T21:00:00Z')); // midnight: 1 December in Nairobi, still November in UTC
    const last = friends[4];
    if (!last) throw new Error('five friends expected');
    await depositFrom(server, last, last.localPhone);
    expect(await summary(server, d)).toMatchObject({ rewardsEarned: 100, unredeemedRewards: 100 });
    expect(await redeem(server, d, 100)).toMatchObject({ status: 200 });
    expect(await walletBalance(server.ctx.db, d.id)).toBe(10_000n);
    await server.expectLedgerHealthy();
  });
});

describe('activations whose callback M-Pesa sends later, or never', () => {
  // The simulator's callbacks are held back for ten minutes: this file posts them itself (with the
  // deposit's callback token), or lets the STK query settle the deposit.
  const clock = new TestClock(new Date('2026-11-12T06:00:00Z'));
  let admin: TestUser;
  const server = useTestServer(
    { clock, env: { MPESA_SIMULATOR_DELAY_MS: '600000', REFERRAL_MONTHLY_CAP: '2' } },
    async () => {
      admin = await createUser(server.ctx, { role: 'superadmin' });
    },
  );

  const callback = async (depositId: string, payer: string | undefined) => {
    const token = await knownToken(server, 'mpesa_deposits', depositId);
    const items: Array<{ Name: string; Value?: string | number }> = [
      { Name: 'Amount', Value: 10 },
      { Name: 'MpesaReceiptNumber', Value: `R${depositId.replace(/-/g, '').slice(0, 9).toUpperCase()}` },
    ];
    // M-Pesa sends the number as a JSON number; a masked one can only be a string.
    if (payer !== undefined) items.push({ Name: 'PhoneNumber', Value: /^\d+$/.test(payer) ? Number(payer) : payer });
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: 'm',
          CheckoutRequestID: await checkoutIdOf(server, depositId),
          ResultCode: 0,
          ResultDesc: 'ok',
          CallbackMetadata: { Item: items },
        },
      },
    };
    return server.api.post(`/mpesa/callbacks/stk/${depositId}/${token}`, body);
  };

  it('judges the number M-Pesa reports as the payer, not the number typed', async () => {
    const a = await createUser(server.ctx, { localPhone: newNumber() });
    const friend = await createUser(server.ctx, { referredBy: a.id, localPhone: newNumber() });
    const id = await startDeposit(server, friend, friend.localPhone);
    expect((await callback(id, intl(a.localPhone))).status).toBe(200);
    expect(await summary(server, a)).toMatchObject({ rewardsEarned: 0 });
    expect((await audit(server, admin, a.id)).referrals[0]).toMatchObject({
      reward: 'not_earned',
      reason: 'same_number_as_referrer',
      funded_by: intl(a.localPhone),
    });
    await server.expectLedgerHealthy();
  });

  it('a callback without a payer, or a deposit settled by the STK query, earns nothing', async () => {
    const a = await createUser(server.ctx, { localPhone: newNumber() });
    const silent = await createUser(server.ctx, { referredBy: a.id, localPhone: newNumber() });
    expect((await callback(await startDeposit(server, silent, silent.localPhone), undefined)).status).toBe(200);
    const masked = await createUser(server.ctx, { referredBy: a.id, localPhone: newNumber() });
    expect((await callback(await startDeposit(server, masked, masked.localPhone), '2547****5678')).status).toBe(200);
    const queried = await createUser(server.ctx, { referredBy: a.id, localPhone: newNumber() });
    const id = await startDeposit(server, queried, queried.localPhone);
    clock.advance(4 * 60 * 1000);
    await reconcileDeposits(server.ctx);
    expect((await settled(server, queried, 'deposits', id)).status).toBe('completed');

    expect(await summary(server, a)).toMatchObject({ rewardsEarned: 0 });
    const seen = await audit(server, admin, a.id);
    expect(seen.referrals.map((r) => [r.account_status, r.reward, r.reason, r.funded_by])).toEqual([
      ['active', 'not_earned', 'no_mpesa_number', null],
      ['active', 'not_earned', 'no_mpesa_number', null],
      ['active', 'not_earned', 'no_mpesa_number', null],
    ]);
    await server.expectLedgerHealthy();
  });

  it('activations from one number at the same moment: one earns, whichever it is', async () => {
    const shared = intl(newNumber());
    const referrers: TestUser[] = [];
    const friends: TestUser[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await createUser(server.ctx, { localPhone: newNumber() });
      referrers.push(r);
      friends.push(await createUser(server.ctx, { referredBy: r.id, localPhone: newNumber() }));
    }
    const ids = await Promise.all(friends.map((f) => startDeposit(server, f, f.localPhone)));
    const answers = await Promise.all(ids.map((id) => callback(id, shared)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);

    const outcomes = await Promise.all(referrers.map(async (r) => (await audit(server, admin, r.id)).referrals[0]));
    expect(outcomes.filter((o) => o?.reward === 'earned')).toHaveLength(1);
    expect(outcomes.filter((o) => o?.reason === 'number_funded_another_account')).toHaveLength(3);
    const first = await queryRows(
      server.ctx.db,
      z.object({ n: col.int }),
      sql`SELECT COUNT(*)::int AS n FROM account_activations WHERE msisdn = ${shared} AND first_from_msisdn`,
    );
    expect(first).toEqual([{ n: 1 }]);
    await server.expectLedgerHealthy();
  });

  it('friends activating at the same moment never pass the monthly cap', async () => {
    const r = await createUser(server.ctx, { localPhone: newNumber() });
    const friends = await referredBy(server, r, 5);
    const ids = await Promise.all(friends.map((f) => startDeposit(server, f, f.localPhone)));
    const answers = await Promise.all(ids.map((id, i) => callback(id, intl(friends[i]?.localPhone ?? ''))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);

    expect(await summary(server, r)).toMatchObject({ rewardsEarned: 50 });
    const reasons = (await audit(server, admin, r.id)).referrals.map((o) => o.reason);
    expect(reasons.filter((x) => x === null)).toHaveLength(2);
    expect(reasons.filter((x) => x === 'monthly_cap_reached')).toHaveLength(3);
    await server.expectLedgerHealthy();
  });
});
