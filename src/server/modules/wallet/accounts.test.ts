import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revokeSession, SESSION_TTL_MS } from '../../auth/sessions';
import { hashSecret } from '../../auth/tokens';
import { contributeToGoalShare, createUser, fundWallet } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const clock = new TestClock(new Date('2026-04-01T08:00:00Z'));
const server = useTestServer({ clock });

describe('GET /api/accounts/{userId}', () => {
  it('answers the owner and the superadmin, refuses others', async () => {
    const u = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    expect((await server.api.get(`/api/accounts/${u.id}`, { token: u.token })).body).toEqual({
      account: { balance: 0, accountStatus: 'inactive' },
    });
    expect(await server.api.get(`/api/accounts/${u.id}`, { token: other.token })).toMatchObject({
      status: 403,
      body: { message: 'You can only act on your own account.' },
    });
    expect((await server.api.get(`/api/accounts/${u.id}`)).status).toBe(401);
    expect((await server.api.get(`/api/accounts/${u.id}`, { token: admin.token })).status).toBe(200);
    expect(await server.api.get('/api/accounts/NOSUCHID', { token: admin.token })).toMatchObject({
      status: 404,
      body: { message: 'User not found.' },
    });
  });
});

describe('GET /api/transactions/{userId}', () => {
  it('lists every movement on the wallet, newest first, money in as deposit and out as withdrawal', async () => {
    const u = await createUser(server.ctx);
    await fundWallet(server.ctx, u.id, 1000, clock.now());
    clock.advance(60_000);
    await contributeToGoalShare(server.ctx, u.id, 'goal-x', 25_050n, { description: 'Contribution to School fees' });
    const res = await server.api.get(`/api/transactions/${u.id}`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      transactions: [
        {
          id: expect.any(String),
          type: 'withdrawal',
          amount: 250.5,
          tax: 0,
          net: 250.5,
          date: '2026-04-01T08:01:00.000Z',
          description: 'Contribution to School fees',
          category: 'goal_contribution',
          status: 'completed',
        },
        {
          id: expect.any(String),
          type: 'deposit',
          amount: 1000,
          tax: 0,
          net: 1000,
          date: '2026-04-01T08:00:00.000Z',
          description: 'M-Pesa deposit',
          category: 'deposit',
          status: 'completed',
        },
      ],
    });
    const other = await createUser(server.ctx);
    expect((await server.api.get(`/api/transactions/${u.id}`, { token: other.token })).status).toBe(403);
    expect((await server.api.get(`/api/transactions/${other.id}`, { token: other.token })).body).toEqual({
      transactions: [],
    });
    await server.expectLedgerHealthy();
  });
});

describe("GET /api/accounts/{userId}, read in the session lookup's statement", () => {
  it('still refuses a revoked, expired or deleted session at once, and shows nothing to others', async () => {
    const u = await createUser(server.ctx);
    await fundWallet(server.ctx, u.id, 250, clock.now());
    const other = await createUser(server.ctx);
    const forbidden = await server.api.get(`/api/accounts/${u.id}`, { token: other.token });
    expect(forbidden).toMatchObject({ status: 403, body: { message: 'You can only act on your own account.' } });
    expect(JSON.stringify(forbidden.body)).not.toContain('250');
    expect((await server.api.get(`/api/accounts/${u.id}`, { token: u.token })).body).toMatchObject({
      account: { balance: 250 },
    });
    await revokeSession(server.ctx.db, hashSecret(u.token), clock.now());
    expect((await server.api.get(`/api/accounts/${u.id}`, { token: u.token })).status).toBe(401);

    const later = await createUser(server.ctx);
    clock.advance(SESSION_TTL_MS + 1);
    expect((await server.api.get(`/api/accounts/${later.id}`, { token: later.token })).status).toBe(401);
    const deleting = await createUser(server.ctx);
    await server.ctx.db.execute(sql`UPDATE users SET delete_requested_at = now() WHERE id = ${deleting.id}`);
    expect((await server.api.get(`/api/accounts/${deleting.id}`, { token: deleting.token })).status).toBe(401);
  });

  it('answers an id that is not well-formed like before (no 5xx)', async () => {
    const u = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    for (const raw of ['%00', '%20' + u.id, 'a%27b', 'x'.repeat(65)]) {
      expect((await server.api.get(`/api/accounts/${raw}`, { token: u.token })).status).toBe(403);
      expect((await server.api.get(`/api/accounts/${raw}`, { token: admin.token })).status).toBeLessThan(500);
    }
  });
});
