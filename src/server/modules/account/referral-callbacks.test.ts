import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import { createUser, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { checkoutIdOf, knownToken, reconcileDeposits, settled } from '../wallet/wallet-test-kit';
import { audit, intl, newNumber, referredBy, startDeposit, summary } from './referrals-test-kit';

/** Referral rewards when M-Pesa's STK callback comes late, without a payer, or never (see referral-farming.test.ts). */

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
