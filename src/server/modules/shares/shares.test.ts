import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/typed-rows';
import { expectMessage } from '../../testing/expectations';
import { fundWallet } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import type { HoldingResponse } from '../../../shared/schemas/shares';
import { walletKes } from '../loans/loans-test-kit';
import { buy, decide, holding, mustBuy, offer, setShares, useSharesServer } from './shares-test-kit';

const clock = new TestClock(new Date('2026-11-20T06:00:00Z'));
const { server, admin, funded } = useSharesServer({ clock });

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
