import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../testing/api-client';
import { expectMessage } from '../../testing/expectations';
import { type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { walletKes } from '../loans/loans-test-kit';
import { buy, decide, holding, mustBuy, offer, setShares, useSharesServer } from './shares-test-kit';

/** Share transfers between holders (docs/product/shares.md): offers, acceptance, races. */
const clock = new TestClock(new Date('2026-11-20T06:00:00Z'));
const { server, admin, funded } = useSharesServer({ clock });

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
