import { describe, expect, it } from 'vitest';
import { walletBalance } from '../../ledger/accounts';
import { createUser, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { audit, depositFrom, intl, newNumber, redeem, referredBy, summary } from './referrals-test-kit';

/**
 * Referral farming: one person opening accounts with their own referral link and activating each
 * with a small deposit from one M-Pesa number. Deposits go through the real Daraja client to the
 * simulator over HTTP, whose STK callback reports the paying number as M-Pesa does.
 */

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
