import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import { walletBalance } from '../../ledger/accounts';
import { createFundedUser, createUser, fundWallet } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ env: { PUBLIC_URL: 'https://pamoja.example' } });

interface Summary {
  referrals: Array<{
    name: string;
    joined: boolean;
    joinedDate: string | null;
    accountStatus: string;
    redeemed: boolean;
    rewarded: boolean;
  }>;
  rewardsEarned: number;
  unredeemedRewards: number;
  redeemedRewards: number;
  referralLink: string;
}

const summary = (id: string, token: string) => server.api.get<Summary>(`/api/referrals/${id}`, { token });
const redeem = (id: string, amount: unknown, token: string) =>
  server.api.post('/api/add-to-savings', { userId: id, amount }, { token });

describe('referral rewards', () => {
  it('earns 25 KES only once the referred user is active, and pays exactly the unredeemed amount', async () => {
    const referrer = await createUser(server.ctx);
    const friend = await createUser(server.ctx, { fullName: 'Achieng Otieno', referredBy: referrer.id });
    await createUser(server.ctx, { fullName: 'Kamau Njoroge', referredBy: referrer.id, registrationStep: 3 });

    const before = await summary(referrer.id, referrer.token);
    expect(before.status).toBe(200);
    expect(before.body.rewardsEarned).toBe(0);
    expect(before.body.unredeemedRewards).toBe(0);
    expect(before.body.referralLink).toBe(`https://pamoja.example/register/step-1?ref=${referrer.id}`);
    const byName = new Map(before.body.referrals.map((r) => [r.name, r]));
    expect(byName.get('Achieng Otieno')).toMatchObject({ joined: true, accountStatus: 'inactive', redeemed: false });
    expect(byName.get('Achieng Otieno')?.joinedDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(byName.get('Kamau Njoroge')).toEqual({
      name: 'Kamau Njoroge',
      joined: false,
      joinedDate: null,
      accountStatus: 'inactive',
      redeemed: false,
      rewarded: false,
    });

    const early = await redeem(referrer.id, 25, referrer.token);
    expect(early).toMatchObject({
      status: 422,
      body: { message: 'You have no unredeemed rewards to add to your savings.' },
    });

    await fundWallet(server.ctx, friend.id, 100);
    const after = await summary(referrer.id, referrer.token);
    expect(after.body).toMatchObject({ rewardsEarned: 25, unredeemedRewards: 25, redeemedRewards: 0 });

    const wrong = await redeem(referrer.id, 50, referrer.token);
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'The amount must equal your unredeemed rewards of KES 25.00.' },
    });
    expect(await walletBalance(server.ctx.db, referrer.id)).toBe(0n);

    const paid = await redeem(referrer.id, 25, referrer.token);
    expect(paid).toMatchObject({
      status: 200,
      body: { message: 'Unredeemed rewards have been successfully added to your savings!' },
    });
    expect(await walletBalance(server.ctx.db, referrer.id)).toBe(2_500n);

    const done = await summary(referrer.id, referrer.token);
    expect(done.body).toMatchObject({ rewardsEarned: 25, unredeemedRewards: 0, redeemedRewards: 25 });
    expect(done.body.referrals.find((r) => r.name === 'Achieng Otieno')).toMatchObject({
      accountStatus: 'active',
      redeemed: true,
    });

    const entries = await queryRows(
      server.ctx.db,
      z.object({ kind: col.text, description: col.text }),
      sql`SELECT e.kind, e.description FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
          WHERE a.code = ${`wallet:${referrer.id}`}`,
    );
    expect(entries).toEqual([{ kind: 'referral_reward', description: 'Referral reward for 1 friend' }]);
    await server.expectLedgerHealthy();
  });

  it('pays once when two redemptions race, and marks only the referrals it paid', async () => {
    const referrer = await createUser(server.ctx);
    // Each friend's activation is paid from that friend's own phone (fundWallet), so each earns.
    await fundWallet(server.ctx, (await createUser(server.ctx, { referredBy: referrer.id })).id, 10);
    await fundWallet(server.ctx, (await createUser(server.ctx, { referredBy: referrer.id })).id, 10);
    await createUser(server.ctx, { referredBy: referrer.id });
    const results = await Promise.all([
      redeem(referrer.id, 50, referrer.token),
      redeem(referrer.id, 50, referrer.token),
      redeem(referrer.id, 50, referrer.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await walletBalance(server.ctx.db, referrer.id)).toBe(5_000n);
    const marked = await queryRows(
      server.ctx.db,
      z.object({ n: col.int }),
      sql`SELECT count(*)::int AS n FROM users WHERE referred_by = ${referrer.id} AND referral_redeemed_at IS NOT NULL`,
    );
    expect(marked[0]?.n).toBe(2);

    // A friend who becomes active later earns a new reward; the earlier ones are not paid again.
    await createFundedUser(server.ctx, 10, { referredBy: referrer.id });
    expect((await summary(referrer.id, referrer.token)).body).toMatchObject({
      rewardsEarned: 75,
      unredeemedRewards: 25,
      redeemedRewards: 50,
    });
    expect((await redeem(referrer.id, 25, referrer.token)).status).toBe(200);
    expect(await walletBalance(server.ctx.db, referrer.id)).toBe(7_500n);
    await server.expectLedgerHealthy();
  });

  it('refuses bad amounts and other people', async () => {
    const referrer = await createUser(server.ctx);
    await createUser(server.ctx, { referredBy: referrer.id, accountStatus: 'active' });
    const other = await createUser(server.ctx);
    expect(await redeem(referrer.id, 'lots', referrer.token)).toMatchObject({
      status: 400,
      body: { message: 'Amount must be a number.' },
    });
    expect(await redeem(referrer.id, -25, referrer.token)).toMatchObject({
      status: 400,
      body: { message: 'Amount must be greater than 0.' },
    });
    expect(await redeem(referrer.id, 25.001, referrer.token)).toMatchObject({
      status: 400,
      body: { message: 'Amount must have at most two decimals.' },
    });
    expect(await redeem(referrer.id, 25, other.token)).toMatchObject({
      status: 403,
      body: { message: 'You can only act on your own account.' },
    });
    expect((await summary(referrer.id, other.token)).status).toBe(403);
    expect((await server.api.get(`/api/referrals/${referrer.id}`)).status).toBe(401);
    expect(await walletBalance(server.ctx.db, referrer.id)).toBe(0n);
    await server.expectLedgerHealthy();
  });
});
