import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkReservesProof, type ReservesProof } from '../../../shared/reserves-proof';
import type { ReservesResponse } from '../../../shared/schemas/reserves';
import { col, queryRowOrThrow } from '../../db/typed-rows';
import { approvedLoan } from '../loans/loans-test-kit';
import { createUser, type TestUser } from '../../testing/factories';
import { TestClock, type TestServer } from '../../testing/test-server';
import { useTestServerWithUser } from '../../testing/use-test-server';
import { attestNow, climb, seedSavers, type SeededSaver } from './reserves-test-kit';

// 12:00 in Nairobi
const clock = new TestClock(new Date('2026-06-10T09:00:00Z'));
let server: TestServer;
let admin: TestUser;
useTestServerWithUser({ clock }, { role: 'superadmin' }, (s, a) => ([server, admin] = [s, a]));

type Reserves = ReservesResponse;

const proofOf = (userId: string, token: string, query = '') =>
  server.api.get<ReservesProof>(`/api/users/${userId}/reserves-proof${query}`, { token });

/** Every user-owned balance in the ledger, in cents: what the liabilities must add up to. */
const ownedCents = async () =>
  (
    await queryRowOrThrow(
      server.ctx.db,
      z.object({ c: col.bigint }),
      sql`SELECT COALESCE(SUM(balance_cents), 0)::bigint AS c FROM ledger_accounts WHERE sign = 'non_negative'`,
      () => new Error('none'),
    )
  ).c;

describe('proof of reserves', () => {
  let savers: SeededSaver[];
  let first: Awaited<ReturnType<typeof attestNow>>;

  it('an attestation over ~1,000 users: every user’s proof reaches the root, sums add up, odd levels carried', async () => {
    savers = await seedSavers(server.ctx, 1000);
    const borrower = await approvedLoan(server, admin, 2_000);
    const published = await server.api.get<Reserves>('/api/reserves');
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ latest: null, history: [] });

    first = await attestNow(server, admin.token);
    const owned = await ownedCents();
    expect(first.liabilities).toBe(Number(owned) / 100);

    const { body } = await server.api.get<Reserves>('/api/reserves');
    const latest = body.latest;
    if (!latest) throw new Error('no latest attestation');
    expect(latest.attestation_id).toBe(first.attestation_id);
    expect(latest.root).toBe(first.root);
    const users = await queryRowOrThrow(
      server.ctx.db,
      z.object({ n: col.int }),
      sql`SELECT COUNT(*)::int AS n FROM users`,
      () => new Error('none'),
    );
    expect(latest.users).toBe(users.n); // every user, a zero balance too
    // the ledger's float (no reconciliation yet): every deposit and the loan paid out; receivable: the loan and its charge
    const receivable = await queryRowOrThrow(
      server.ctx.db,
      z.object({ c: col.bigint }),
      sql`SELECT -SUM(balance_cents)::bigint AS c FROM ledger_accounts WHERE kind = 'loan_receivable'`,
      () => new Error('none'),
    );
    expect(receivable.c).toBeGreaterThan(0n);

    let total = 0n;
    const depths = new Set<number>();
    for (const saver of savers) {
      const res = await proofOf(saver.id, admin.token);
      expect(res.status).toBe(200);
      const proof = res.body;
      expect(proof.user_id).toBe(saver.id);
      expect(proof.leaf.sum).toBe(Number(saver.cents));
      expect(proof.balance).toBe(Number(saver.cents) / 100);
      const climbed = climb(proof);
      expect(climbed.leaf).toBe(proof.leaf.hash);
      expect(climbed.root).toBe(latest.root);
      expect(Number(climbed.sum)).toBe(Math.round(latest.liabilities * 100));
      expect((await checkReservesProof(proof, undefined, BigInt(Math.round(latest.liabilities * 100)))).ok).toBe(true);
      depths.add(proof.path.length);
      total += saver.cents;
    }
    // 1,002 leaves plus the pool-less accounts: levels of odd size carry their last node up, so paths differ in length
    expect(depths.size).toBeGreaterThan(1);
    const borrowerProof = await proofOf(borrower.user.id, borrower.user.token);
    expect(borrowerProof.status).toBe(200);
    expect(climb(borrowerProof.body).root).toBe(latest.root);
    expect(total).toBeLessThanOrEqual(owned);
    await server.expectLedgerHealthy();
  });

  it('a second attestation gives every user a fresh nonce, and the old one stays readable', async () => {
    const second = await attestNow(server, admin.token);
    expect(second.attestation_id).not.toBe(first.attestation_id);
    const nonces = new Set<string>();
    for (const saver of savers.slice(0, 50)) {
      const now = (await proofOf(saver.id, admin.token)).body;
      const before = (await proofOf(saver.id, admin.token, `?attestation_id=${first.attestation_id}`)).body;
      expect(now.attestation_id).toBe(second.attestation_id);
      expect(before.attestation_id).toBe(first.attestation_id);
      expect(now.nonce).not.toBe(before.nonce);
      expect(now.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(now.leaf.hash).not.toBe(before.leaf.hash);
      expect(climb(before).root).toBe(first.root);
      nonces.add(now.nonce);
    }
    expect(nonces.size).toBe(50);
    const { body } = await server.api.get<Reserves>('/api/reserves');
    expect(body.history.map((h) => h.attestation_id)).toEqual([first.attestation_id, second.attestation_id]);
  });

  it('a proof is the user’s own: 401 signed out, 403 for another user, 404 before the user is in one', async () => {
    const me = await createUser(server.ctx);
    const other = savers[1];
    if (!other) throw new Error('no saver');
    expect((await server.api.get(`/api/users/${other.id}/reserves-proof`)).status).toBe(401);
    expect((await proofOf(other.id, me.token)).status).toBe(403);
    const mine = await proofOf(me.id, me.token);
    expect(mine.status).toBe(404);
    expect(mine.body).toEqual({
      message: 'Your balance is not in a proof of reserves yet. It will be in the next one, taken every night.',
    });
    expect((await proofOf(me.id, me.token, '?attestation_id=abc')).status).toBe(400);
    expect((await proofOf(me.id, me.token, '?attestation_id=999999')).status).toBe(404);
    expect((await server.api.post('/superadmin/reserves/attest', undefined, { token: me.token })).status).toBe(403);
    expect((await server.api.post('/superadmin/reserves/attest')).status).toBe(401);
  });

  it('the public figures are aggregates only: no user id, no balance, no nonce, no leaf', async () => {
    const res = await server.api.get<Reserves>('/api/reserves');
    const text = JSON.stringify(res.body);
    for (const saver of savers) expect(text).not.toContain(saver.id);
    expect(text).not.toContain(admin.id);
    expect(Object.keys(res.body).sort()).toEqual(['history', 'latest']);
    expect(Object.keys(res.body.latest ?? {}).sort()).toEqual(
      [
        'assets',
        'at',
        'attestation_id',
        'liabilities',
        'loansReceivable',
        'mpesaFloat',
        'ratio',
        'root',
        'users',
      ].sort(),
    );
    for (const h of res.body.history) {
      expect(Object.keys(h).sort()).toEqual(['assets', 'at', 'attestation_id', 'liabilities', 'ratio']);
    }
    const latest = res.body.latest;
    if (!latest) throw new Error('no latest');
    expect(Math.round((latest.mpesaFloat + latest.loansReceivable) * 100)).toBe(Math.round(latest.assets * 100));
    // ratio: assets ÷ liabilities in per cent, rounded down to two decimals
    const cents = (kes: number) => BigInt(Math.round(kes * 100));
    expect(latest.ratio).toBe(Number((cents(latest.assets) * 10_000n) / cents(latest.liabilities)) / 100);
  });
});
