import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { walletKes } from '../loans/loans-test-kit';
import { decide, holding, mustBuy, setShares } from './shares-test-kit';
import { BUYER_LOOKUPS } from './share-buyer';

let admin: TestUser;
const server = useTestServer({}, async (started) => {
  admin = await createUser(started.ctx, { role: 'superadmin' });
});

const lookUp = (who: TestUser, phone: string, language = 'en') =>
  server.api.get<{ name?: string; message?: string }>(`/api/shares/buyer?phone=${encodeURIComponent(phone)}`, {
    token: who.token,
    headers: { 'accept-language': language },
  });

const offerByPhone = (from: TestUser, toPhone: string, shares: number, price: number) =>
  server.api.post<{ message: string; transfer: { id: string; to_user_id: string } }>(
    '/api/shares/transfers',
    { userId: from.id, toPhone, shares, price },
    { token: from.token },
  );

/** A member holding 50 shares, at `localPhone`. */
async function seller(localPhone: string) {
  await setShares(server, admin, 10_000, 10);
  const s = await createUser(server.ctx, { fullName: 'Wanjiru Seller', localPhone });
  await fundWallet(server.ctx, s.id, 1_000);
  await mustBuy(server, s, 50);
  return s;
}

describe('an offer of shares to a phone number', () => {
  it('names the buyer by first name and initial before sending, then reaches them by that number', async () => {
    const s = await seller('0712000111');
    const b = await createUser(server.ctx, { fullName: 'Otieno Juma Buyer', localPhone: '0722000222' });
    await fundWallet(server.ctx, b.id, 500);
    expect(await lookUp(s, '0722 000 222')).toMatchObject({ status: 200, body: { name: 'Otieno B.' } });
    const sent = await offerByPhone(s, '+254722000222', 20, 150);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.transfer.to_user_id).toBe(b.id);
    expect((await decide(server, b, sent.body.transfer.id, 'accept')).status).toBe(200);
    expect((await holding(server, b)).shares).toBe(20);
    expect(await walletKes(server, b.id)).toBe(350);
    await server.expectLedgerHealthy();
  });

  it('answers an unknown number, the superadmin’s, a deleting account’s and one’s own the same way, in both languages', async () => {
    const s = await seller('0712000112');
    const leaving = await createUser(server.ctx, { localPhone: '0733000333' });
    await server.ctx.db.execute(sql`UPDATE users SET delete_requested_at = now() WHERE id = ${leaving.id}`);
    const adminPhone = await createUser(server.ctx, { role: 'superadmin', localPhone: '0744000444' });
    const refusal = { status: 404, body: { message: 'No Pamoja member can receive shares at that number.' } };
    for (const phone of ['0799000999', '0744000444', '0733000333', '0712000112']) {
      expect(await lookUp(s, phone)).toMatchObject(refusal);
    }
    expect(await lookUp(s, '0799000999', 'sw')).toMatchObject({
      status: 404,
      body: { message: 'Hakuna mwanachama wa Pamoja anayeweza kupokea hisa kwa nambari hiyo.' },
    });
    const nobody = await offerByPhone(s, '0799000999', 5, 0);
    expect(nobody).toMatchObject({ status: 422, body: { message: refusal.body.message } });
    const self = await offerByPhone(s, '0712000112', 5, 0);
    expect(self.status).toBe(400);
    expect(await lookUp(s, '12345')).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid phone number: 10 digits starting with 07 or 01.' },
    });
    const both = await server.api.post(
      '/api/shares/transfers',
      { userId: s.id, toUserId: adminPhone.id, toPhone: '0722000222', shares: 1, price: 0 },
      { token: s.token },
    );
    expect(both).toMatchObject({ status: 400, body: { message: 'Please enter the phone number of the buyer.' } });
    expect((await holding(server, s)).transfers).toEqual([]);
  });

  it(`allows ${BUYER_LOOKUPS} look-ups per user in ten minutes, so nobody can walk the phone book`, async () => {
    const s = await seller('0712000113');
    const other = await createUser(server.ctx);
    for (let i = 0; i < BUYER_LOOKUPS; i += 1)
      expect((await lookUp(s, `07990001${String(i).padStart(2, '0')}`)).status).toBe(404);
    expect((await lookUp(s, '0799000200')).status).toBe(429);
    // counted per user, not per address
    expect((await lookUp(other, '0799000200')).status).toBe(404);
  });
});
