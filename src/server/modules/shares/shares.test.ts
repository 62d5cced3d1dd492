import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/typed-rows';
import type { ApiResponse } from '../../testing/api-client';
import { expectMessage } from '../../testing/expectations';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { startTestServer, TestClock, type TestServer } from '../../testing/test-server';
import type { HoldingResponse } from '../../../shared/schemas/shares';
import { walletKes } from '../loans/loans-test-kit';
import { buy, decide, holding, mustBuy, offer, setShares } from './shares-test-kit';

let server: TestServer;
let admin: TestUser;
const clock = new TestClock(new Date('2026-11-20T06:00:00Z'));
beforeEach(async () => {
  server = await startTestServer({ clock });
  admin = await createUser(server.ctx, { role: 'superadmin' });
});
afterEach(async () => {
  await server.close();
});

async function funded(kes: number, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(server.ctx, overrides);
  if (kes > 0) await fundWallet(server.ctx, user.id, kes);
  return user;
}

async function shareCapitalCents(): Promise<bigint> {
  const row = await queryRow(
    server.ctx.db,
    z.object({ cents: col.bigint }),
    sql`SELECT COALESCE(SUM(amount_cents), 0)::bigint AS cents FROM postings WHERE account_id = 9`,
  );
  return row?.cents ?? 0n;
}

describe('PUT /superadmin/shares', () => {
  it('sets shares offered and price; refuses bad input, users, and fewer shares than sold', async () => {
    const user = await funded(1_000);
    expect(
      (await server.api.put('/superadmin/shares', { totalShares: 10, sharePrice: 5 }, { token: user.token })).status,
    ).toBe(403);
    for (const body of [
      { totalShares: -1, sharePrice: 5 },
      { totalShares: 1.5, sharePrice: 5 },
      { totalShares: 10, sharePrice: 0 },
      { totalShares: 10, sharePrice: 1.005 },
      { totalShares: '10', sharePrice: 5 },
    ]) {
      const res = await server.api.put('/superadmin/shares', body, { token: admin.token });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const set = await setShares(server, admin, 100, 12.5);
    expect(set.body).toEqual({
      message: 'Share settings saved.',
      totalShares: 100,
      boughtShares: 0,
      unsoldShares: 100,
      sharePrice: 12.5,
    });
    await mustBuy(server, user, 10);
    const below = await server.api.put('/superadmin/shares', { totalShares: 9, sharePrice: 5 }, { token: admin.token });
    expectMessage(below, 422, 'Total shares cannot be less than the 10 shares already sold.');
    // a new price applies to later purchases only: the holding is valued at it, what was paid stays
    await setShares(server, admin, 10, 20);
    expect(await holding(server, user)).toMatchObject({ shares: 10, value: 200, sharePrice: 20, unsoldShares: 0 });
    expect(await shareCapitalCents()).toBe(12_500n);
    await server.expectLedgerHealthy();
  });
});

describe('POST /api/shares/buy', () => {
  it('moves the cost from the wallet to share capital in one entry and records the holding', async () => {
    await setShares(server, admin, 1_000, 12.5);
    const user = await funded(1_000);
    const res = await buy(server, user, 8);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: { message: 'You bought 8 shares.', bought: 8, cost: 100, shares: 8, value: 100, sharePrice: 12.5 },
    });
    expect(await walletKes(server, user.id)).toBe(900);
    expect(await shareCapitalCents()).toBe(10_000n);
    const mine = await holding(server, user);
    expect(mine).toMatchObject({
      shares: 8,
      value: 100,
      unsoldShares: 992,
      maxBuyable: 992,
      dividends: [],
      transfers: [],
    });
    const other = await funded(0);
    expect((await server.api.get(`/api/shares/${user.id}`, { token: other.token })).status).toBe(403);
    expect((await server.api.get(`/api/shares/${user.id}`, { token: admin.token })).status).toBe(200);
    // another user's id in the body: 403, nothing moves
    expect(
      (await server.api.post('/api/shares/buy', { userId: user.id, shares: 1 }, { token: other.token })).status,
    ).toBe(403);
    for (const shares of [0, -1, 1.5, '2', null]) {
      const bad = await server.api.post('/api/shares/buy', { userId: user.id, shares }, { token: user.token });
      expect(bad.status, String(shares)).toBe(400);
      expect(bad.body).toEqual({ message: 'Please enter a whole number of shares (at least 1).' });
    }
    expect(await walletKes(server, user.id)).toBe(900);
    await server.expectLedgerHealthy();
  });

  it('refuses above the unsold shares and above the balance; none for sale at first', async () => {
    const user = await funded(100);
    const none = await buy(server, user, 1);
    expectMessage(none, 422, 'No shares are for sale right now.');
    await setShares(server, admin, 5, 10);
    const many = await buy(server, user, 6);
    expectMessage(many, 422, 'Only 5 shares are left for sale.');
    await setShares(server, admin, 50, 10);
    const poor = await buy(server, user, 11);
    expectMessage(poor, 422, 'Insufficient balance to buy these shares. Top Up your account');
    expect(await walletKes(server, user.id)).toBe(100);
    expect((await holding(server, user)).shares).toBe(0);
    await server.expectLedgerHealthy();
  });

  it('refuses the superadmin as a buyer (members buy shares); nothing moves', async () => {
    await setShares(server, admin, 100, 10);
    await fundWallet(server.ctx, admin.id, 1_000);
    const res = await server.api.post('/api/shares/buy', { userId: admin.id, shares: 1 }, { token: admin.token });
    expectMessage(res, 422, 'There is no active user with that user ID.');
    expect(await walletKes(server, admin.id)).toBe(1_000);
    expect(await shareCapitalCents()).toBe(0n);
    const held = await server.api.get<HoldingResponse>(`/api/shares/${admin.id}`, { token: admin.token });
    expect(held.body).toMatchObject({ shares: 0, unsoldShares: 100 });
    await server.expectLedgerHealthy();
  });

  it('honours the Idempotency-Key: the same request answers the first purchase, a different one is 409', async () => {
    await setShares(server, admin, 100, 10);
    const user = await funded(500);
    const first = await buy(server, user, 3, 'buy-key-1');
    const again = await buy(server, user, 3, 'buy-key-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await walletKes(server, user.id)).toBe(470);
    const reused = await buy(server, user, 4, 'buy-key-1');
    expect(reused.status).toBe(409);
    expect((await holding(server, user)).shares).toBe(3);
    await server.expectLedgerHealthy();
  });

  it('keeps every holder within one fifth of the shares sold once five hold shares', async () => {
    await setShares(server, admin, 10_000, 1);
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => funded(10_000)));
    if (!a || !b || !c || !d || !e) throw new Error('five users');
    // fewer than five holders: the first buyers are exempt
    await mustBuy(server, a, 100);
    await mustBuy(server, b, 10);
    await mustBuy(server, c, 10);
    await mustBuy(server, d, 10);
    // the fifth holder: at most (130 + n) / 5 → n ≤ 32
    const over = await buy(server, e, 33);
    expectMessage(
      over,
      422,
      'No member may hold more than one fifth of all shares sold. You can get at most 32 shares more now.',
    );
    expect((await holding(server, e)).maxBuyable).toBe(32);
    await mustBuy(server, e, 32);
    // a holds 100 of 162: already above a fifth, may buy nothing more
    const more = await buy(server, a, 1);
    expect(more.status).toBe(422);
    expect((await holding(server, a)).maxBuyable).toBe(0);
    // b: (10 + n) × 5 ≤ 162 + n → n ≤ 28
    expect((await holding(server, b)).maxBuyable).toBe(28);
    await mustBuy(server, b, 28);
    // c: (10 + n) × 5 ≤ 190 + n → n ≤ 35
    expect((await buy(server, c, 36)).status).toBe(422);
    expect((await buy(server, c, 35)).status).toBe(200);
    await server.expectLedgerHealthy();
  });

  it('two buyers racing for the last shares: one gets them, the other is refused, nothing is created', async () => {
    await setShares(server, admin, 10, 10);
    const [a, b] = await Promise.all([funded(1_000), funded(1_000)]);
    const results = await Promise.all([buy(server, a, 10), buy(server, b, 10)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await holding(server, a)).shares + (await holding(server, b)).shares).toBe(10);
    expect((await walletKes(server, a.id)) + (await walletKes(server, b.id))).toBe(1_900);
    expect(await shareCapitalCents()).toBe(10_000n);
    await server.expectLedgerHealthy();
  });
});

describe('share transfers', () => {
  async function twoHolders() {
    await setShares(server, admin, 1_000, 10);
    const seller = await funded(1_000, { fullName: 'Wanjiru Seller' });
    const buyer = await funded(1_000, { fullName: 'Otieno Buyer' });
    await mustBuy(server, seller, 40);
    return { seller, buyer };
  }

  /**
   * Two holders and a second buyer with KES 1,000: the seller offers `toBuyer` and `toSecond` (shares,
   * price), both are accepted at the same moment, with `alongside` the seller's own request if given.
   */
  async function offersAcceptedAtOnce(
    toBuyer: [number, number],
    toSecond: [number, number],
    alongside?: (seller: TestUser) => Promise<ApiResponse>,
  ) {
    const { seller, buyer } = await twoHolders();
    const second = await funded(1_000);
    const a = await offer(server, seller, buyer, ...toBuyer);
    const b = await offer(server, seller, second, ...toSecond);
    const results = await Promise.all([
      decide(server, buyer, a.body.transfer.id, 'accept'),
      decide(server, second, b.body.transfer.id, 'accept'),
      ...(alongside ? [alongside(seller)] : []),
    ]);
    return { seller, buyer, second, results };
  }

  it('an accepted offer moves the shares and the total price together', async () => {
    const { seller, buyer } = await twoHolders();
    const sent = await offer(server, seller, buyer, 15, 180);
    expect(sent.status).toBe(201);
    expect(sent.body.transfer).toMatchObject({
      direction: 'sent',
      from_user_id: seller.id,
      from_name: 'Wanjiru Seller',
      to_user_id: buyer.id,
      to_name: 'Otieno Buyer',
      shares: 15,
      total_price: 180,
      status: 'pending',
      decided_at: null,
    });
    // a pending offer holds nothing
    expect((await holding(server, seller)).shares).toBe(40);
    expect((await holding(server, buyer)).transfers).toEqual([
      expect.objectContaining({ direction: 'received', status: 'pending' }),
    ]);
    expect((await decide(server, seller, sent.body.transfer.id, 'accept')).status).toBe(403);
    const accepted = await decide(server, buyer, sent.body.transfer.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      message: 'Transfer accepted: the shares are yours.',
      transfer: { status: 'accepted' },
    });
    expect((await holding(server, seller)).shares).toBe(25);
    expect((await holding(server, buyer)).shares).toBe(15);
    expect(await walletKes(server, seller.id)).toBe(1_000 - 400 + 180);
    expect(await walletKes(server, buyer.id)).toBe(1_000 - 180);
    // accepting again answers the accepted offer and moves nothing; declining it is a conflict
    expect((await decide(server, buyer, sent.body.transfer.id, 'accept')).status).toBe(200);
    expect((await decide(server, buyer, sent.body.transfer.id, 'decline')).status).toBe(409);
    expect(await walletKes(server, buyer.id)).toBe(820);
    await server.expectLedgerHealthy();
  });

  it('refuses offers to oneself, to nobody, of more than held, and bad prices', async () => {
    const { seller, buyer } = await twoHolders();
    const self = await offer(server, seller, seller, 1, 10);
    expectMessage(self, 400, 'You cannot transfer shares to yourself.');
    const nobody = await server.api.post(
      '/api/shares/transfers',
      { userId: seller.id, toUserId: 'NOBODY99', shares: 1, price: 10 },
      { token: seller.token },
    );
    expectMessage(nobody, 422, 'There is no active user with that user ID.');
    const much = await offer(server, seller, buyer, 41, 10);
    expectMessage(much, 422, 'You hold only 40 shares.');
    for (const price of [-1, 1.001, '5']) {
      const bad = await server.api.post(
        '/api/shares/transfers',
        { userId: seller.id, toUserId: buyer.id, shares: 1, price },
        { token: seller.token },
      );
      expect(bad.status, String(price)).toBe(400);
    }
    expect((await offer(server, buyer, seller, 1, 0)).status).toBe(422); // the buyer holds none
    const forged = await server.api.post(
      '/api/shares/transfers',
      { userId: seller.id, toUserId: buyer.id, shares: 1, price: 1 },
      { token: buyer.token },
    );
    expect(forged.status).toBe(403);
  });

  it('the buyer declines, the seller cancels; only they may; a stranger sees nothing', async () => {
    const { seller, buyer } = await twoHolders();
    const stranger = await funded(0);
    const a = await offer(server, seller, buyer, 5, 50);
    const b = await offer(server, seller, buyer, 5, 50);
    expect((await decide(server, stranger, a.body.transfer.id, 'accept')).status).toBe(404);
    expect((await decide(server, seller, a.body.transfer.id, 'decline')).status).toBe(403);
    expect((await decide(server, buyer, b.body.transfer.id, 'cancel')).status).toBe(403);
    expect((await decide(server, buyer, a.body.transfer.id, 'decline')).body).toMatchObject({
      message: 'Transfer offer declined.',
      transfer: { status: 'declined' },
    });
    expect((await decide(server, seller, b.body.transfer.id, 'cancel')).body).toMatchObject({
      message: 'Transfer offer cancelled.',
      transfer: { status: 'cancelled' },
    });
    expect((await decide(server, buyer, b.body.transfer.id, 'accept')).status).toBe(409);
    const missing = await server.api.post('/api/shares/transfers/not-a-uuid/accept', undefined, { token: buyer.token });
    expect(missing.status).toBe(400);
    expect((await holding(server, seller)).shares).toBe(40);
    await server.expectLedgerHealthy();
  });

  it('refuses acceptance when the buyer cannot pay or would pass the cap; nothing moves', async () => {
    const { seller, buyer } = await twoHolders();
    const dear = await offer(server, seller, buyer, 1, 5_000);
    const poor = await decide(server, buyer, dear.body.transfer.id, 'accept');
    expectMessage(poor, 422, 'Insufficient balance to pay for these shares. Top Up your account');
    // five holders of 40 + 4 × 10 = 80 sold: at most 16 each
    const others = await Promise.all([1, 2, 3].map(() => funded(1_000)));
    for (const o of others) await mustBuy(server, o, 10);
    await mustBuy(server, buyer, 10);
    const big = await offer(server, seller, buyer, 7, 0);
    const capped = await decide(server, buyer, big.body.transfer.id, 'accept');
    expect(capped.status).toBe(422);
    expect(capped.body).toEqual({
      message: 'No member may hold more than one fifth of all shares sold. You can get at most 6 shares more now.',
    });
    expect((await holding(server, buyer)).shares).toBe(10);
    expect((await holding(server, seller)).shares).toBe(40);
    expect((await holding(server, buyer)).transfers.map((t) => t.status)).toEqual(['pending', 'pending']);
    await server.expectLedgerHealthy();
  });

  it('offers reserve nothing: two offers of the same shares accepted at once, one wins, none created or lost', async () => {
    const { seller, buyer, second, results } = await offersAcceptedAtOnce([30, 300], [30, 300]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)?.body).toEqual({
      message: 'The seller no longer holds enough shares for this offer.',
    });
    const held = [await holding(server, seller), await holding(server, buyer), await holding(server, second)];
    expect(held.map((h) => h.shares).reduce((x, y) => x + y)).toBe(40);
    expect(held[0]?.shares).toBe(10);
    expect((await walletKes(server, buyer.id)) + (await walletKes(server, second.id))).toBe(1_700);
    await server.expectLedgerHealthy();
  });

  it('a transfer accepted while the seller buys and transfers elsewhere: the counts stay exact', async () => {
    const { seller, buyer, second, results } = await offersAcceptedAtOnce([25, 100], [20, 100], (holder) =>
      buy(server, holder, 5),
    );
    expect(results[2]?.status).toBe(200);
    // 45 offered of 40 + 5: in whichever order they ran, each offer either moved whole (shares and
    // price) or was refused with nothing moved; no share is created or lost
    const [aWon, bWon] = [results[0]?.status === 200, results[1]?.status === 200];
    for (const r of results.slice(0, 2)) expect([200, 422]).toContain(r?.status);
    const held = [await holding(server, seller), await holding(server, buyer), await holding(server, second)];
    expect(held.map((h) => h.shares)).toEqual([45 - (aWon ? 25 : 0) - (bWon ? 20 : 0), aWon ? 25 : 0, bWon ? 20 : 0]);
    expect(await walletKes(server, seller.id)).toBe(1_000 - 400 - 50 + (aWon ? 100 : 0) + (bWon ? 100 : 0));
    expect(await walletKes(server, second.id)).toBe(bWon ? 900 : 1_000);
    await server.expectLedgerHealthy();
  });
});

describe('deletion of a shareholder', () => {
  it('is refused, for the superadmin and for the user, until the shares are transferred', async () => {
    await setShares(server, admin, 100, 10);
    const holder = await funded(10);
    await mustBuy(server, holder, 1);
    const refusal =
      'This account holds 1 share in Pamoja. Transfer them to another member before deleting the account.';
    const asked = await server.api.put(`/api/users/${holder.id}/request-delete`, undefined, { token: holder.token });
    expectMessage(asked, 409, refusal);
    const del = await server.api.delete(`/api/superadmin/users/delete/${holder.id}`, { token: admin.token });
    expectMessage(del, 409, refusal);
    const heir = await funded(0);
    const t = await offer(server, holder, heir, 1, 0);
    expect((await decide(server, heir, t.body.transfer.id, 'accept')).status).toBe(200);
    const later = await server.api.put(`/api/users/${holder.id}/request-delete`, undefined, { token: holder.token });
    expect(later.status).toBe(200);
    expect((await server.api.delete(`/api/superadmin/users/delete/${holder.id}`, { token: admin.token })).status).toBe(
      200,
    );
    await server.expectLedgerHealthy();
  });
});

describe('superadmin totals and holder lists', () => {
  it('reads shares, holders, share capital and retained income; pages holders like the user lists', async () => {
    await setShares(server, admin, 1_000, 2);
    const users = [];
    for (let i = 0; i < 3; i += 1) {
      clock.advance(1_000);
      const u = await funded(100);
      await mustBuy(server, u, 10 + i);
      users.push(u);
    }
    const totals = await server.api.get<Record<string, unknown>>('/superadmin/totals', { token: admin.token });
    expect(totals.body).toMatchObject({
      totalShares: 1_000,
      boughtShares: 33,
      sharePrice: 2,
      totalInvestors: 3,
      totalInvestments: 66,
      retainedIncome: 0,
    });
    const first = await server.api.get<{
      investors: { user_id: string; shares: number; value: number; dividends: number }[];
      next_cursor: string | null;
    }>('/superadmin/investors?limit=2', { token: admin.token });
    expect(first.body.investors.map((h) => [h.user_id, h.shares, h.value, h.dividends])).toEqual([
      [users[2]?.id, 12, 24, 0],
      [users[1]?.id, 11, 22, 0],
    ]);
    const next = await server.api.get<{ shareholders: { user_id: string }[]; next_cursor: string | null }>(
      `/superadmin/shareholdings?limit=2&cursor=${first.body.next_cursor ?? ''}`,
      { token: admin.token },
    );
    expect(next.body).toMatchObject({ shareholders: [{ user_id: users[0]?.id }], next_cursor: null });
    expect((await server.api.get('/superadmin/investors?limit=0', { token: admin.token })).status).toBe(400);
    expect((await server.api.get('/superadmin/investors?cursor=zzz', { token: admin.token })).status).toBe(400);
    expect((await server.api.get('/superadmin/investors', { token: users[0]?.token })).status).toBe(403);
  });
});
