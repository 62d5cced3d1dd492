import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_READ, accountValues } from '../modules/wallet/wallet-test-kit';
import { createUser, fundWallet } from '../testing/factories';
import { TestClock } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';
import { SessionLookups } from './session-lookups';
import { revokeSession, SESSION_TTL_MS } from './sessions';
import { hashSecret } from './tokens';

const clock = new TestClock(new Date('2026-04-01T08:00:00Z'));
const server = useTestServer({ clock });

describe('session lookups asked in the same turn (one statement)', () => {
  it('answers each token on its own: live, revoked, expired, unknown, deleted account', async () => {
    const [live, revoked, expiring, deleted, admin] = await Promise.all([
      createUser(server.ctx),
      createUser(server.ctx),
      createUser(server.ctx),
      createUser(server.ctx),
      createUser(server.ctx, { role: 'superadmin' }),
    ]);
    await revokeSession(server.ctx.db, hashSecret(revoked.token), clock.now());
    await server.ctx.db.execute(
      sql`UPDATE users SET deleted_at = ${clock.now().toISOString()}::timestamptz WHERE id = ${deleted.id}`,
    );
    const lookups = new SessionLookups(server.ctx.db, clock);
    const first = await Promise.all(
      [live, revoked, expiring, deleted, admin]
        .map((u) => lookups.lookUp(u.token))
        .concat(lookups.lookUp('x'.repeat(43))),
    );
    expect(first.map((f) => f?.user.id)).toEqual([live.id, undefined, expiring.id, undefined, admin.id, undefined]);
    expect(first[4]?.user).toEqual({ id: admin.id, role: 'superadmin', tokenHash: hashSecret(admin.token) });
    expect(first[0]?.user.role).toBe('user');

    clock.advance(SESSION_TTL_MS + 1);
    const later = await Promise.all([lookups.lookUp(expiring.token), lookups.lookUp(expiring.token)]);
    expect(later).toEqual([undefined, undefined]);
  });

  it("gives each lookup its own route read's row, and none without a live session", async () => {
    const [a, b, c] = await Promise.all([createUser(server.ctx), createUser(server.ctx), createUser(server.ctx)]);
    await fundWallet(server.ctx, a.id, 100, clock.now());
    await fundWallet(server.ctx, b.id, 250, clock.now());
    await revokeSession(server.ctx.db, hashSecret(c.token), clock.now());
    const lookups = new SessionLookups(server.ctx.db, clock);
    const read = (token: string, userId: string) =>
      lookups.lookUp(token, { statement: ACCOUNT_READ, values: accountValues(userId) });
    const [ownA, ownB, bOnA, revokedC, aOnNobody, bare] = await Promise.all([
      read(a.token, a.id),
      read(b.token, b.id),
      read(b.token, a.id),
      read(c.token, c.id),
      read(a.token, 'NOSUCHID'),
      lookups.lookUp(b.token),
    ]);
    expect(ownA).toEqual({
      user: { id: a.id, role: 'user', tokenHash: hashSecret(a.token) },
      row: { account_status: 'active', balance_cents: 10_000n },
    });
    expect(ownB?.row).toEqual({ account_status: 'active', balance_cents: 25_000n });
    // The read is fetched for the key asked; whether this caller may see it is the access hooks' call.
    expect(bOnA).toMatchObject({ user: { id: b.id }, row: { balance_cents: 10_000n } });
    expect(revokedC).toBeUndefined();
    expect(aOnNobody).toEqual({ user: { id: a.id, role: 'user', tokenHash: hashSecret(a.token) }, row: undefined });
    expect(bare).toEqual({ user: { id: b.id, role: 'user', tokenHash: hashSecret(b.token) }, row: undefined });
  });

  it('refuses over HTTP every request of a burst that is not the caller’s own, and answers the others', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(server.ctx)));
    const answers = await Promise.all(
      users.flatMap((u, i) => [
        server.api.get(`/api/accounts/${u.id}`, { token: u.token }),
        server.api.get(`/api/accounts/${users[(i + 1) % users.length]!.id}`, { token: u.token }),
        server.api.get(`/api/accounts/${u.id}`),
      ]),
    );
    expect(answers.map((r) => r.status)).toEqual(users.flatMap(() => [200, 403, 401]));
  });
});
