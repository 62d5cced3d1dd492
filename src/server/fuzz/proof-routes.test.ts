import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerBalances } from '../testing/ledger-balances';
import type { TestUser } from '../testing/factories';
import { useTestServer } from '../testing/use-test-server';
import { junkString, type KnownIds } from './arbitraries';
import { FUZZ_ENV, fuzzCast, hostileProblems } from './hostile-queries';
import { PROOF_ROUTES } from './proof-routes';
import { label, type FuzzRoute } from './routes';

/**
 * The proof routes (reconciliation, the reserves, a pool's chain, M-Pesa's float and its callbacks)
 * fuzzed harder than the whole-API suite does, with hostile query strings too (an attestation's id,
 * a period): never a 5xx, every error JSON {message}, no balance moved. Then hostile inputs by hand.
 */
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let communityId: string;
let routes: FuzzRoute[];

const server = useTestServer({ env: FUZZ_ENV }, async () => {
  ({ alice, bob, admin, routes } = await fuzzCast(server, PROOF_ROUTES));
  const community = await server.api.post<{ community: { community_id: string } }>(
    '/api/communities',
    { name: 'Proof chama', contributionAmount: 100, frequency: 'weekly', firstDueDate: '2099-01-01' },
    { token: alice.token },
  );
  communityId = community.body.community.community_id;
  expect((await server.api.post('/superadmin/reserves/attest', undefined, { token: admin.token })).status).toBe(201);
});

const hostileQuery = fc.oneof(
  fc.constantFrom('0', '-1', '1e3', '99999999999999999999', '9223372036854775808', ' 1', '%00', '1;DROP', '١', ''),
  junkString,
);
const hostileInstant = fc.oneof(
  fc.constantFrom('2099-01-01T00:00:00Z', '1900-01-01T00:00:00Z', '0000-00-00', 'now', '2024-02-30T00:00:00Z'),
  junkString,
);
const queryArb = fc.oneof(
  hostileQuery.map((v) => `?attestation_id=${encodeURIComponent(v)}`),
  fc
    .tuple(hostileInstant, hostileInstant)
    .map(([f, t]) => `?from=${encodeURIComponent(f)}&to=${encodeURIComponent(t)}`),
  fc.constant(''),
);

describe('fuzzing the proof routes', () => {
  it('finds every proof route in the document or among the hidden M-Pesa ones', () => {
    expect(routes.map(label).sort()).toEqual([...PROOF_ROUTES].sort());
  });

  it('answers hostile requests with no 5xx, only JSON {message} errors, and moves no money', async () => {
    const before = await ledgerBalances(server.ctx.db);
    const ids: KnownIds = { alice: alice.id, bob: bob.id, admin: admin.id, others: [communityId] };
    const tokens = { alice: alice.token, bob: bob.token, admin: admin.token };
    const problems = await hostileProblems(server.url, routes, ids, tokens, queryArb, 60);
    expect(problems).toEqual([]);
    expect(await ledgerBalances(server.ctx.db)).toEqual(before);
    await server.expectLedgerHealthy();
  }, 240_000);

  it('refuses by hand-picked hostile inputs with a 4xx {message}', async () => {
    const as = (user: TestUser) => ({ token: user.token });
    const answers = [
      await server.api.get(`/api/users/${bob.id}/reserves-proof`, as(alice)),
      await server.api.get(`/api/users/${alice.id}/reserves-proof?attestation_id=0`, as(alice)),
      await server.api.get(`/api/users/${alice.id}/reserves-proof?attestation_id=99999999999999999`, as(alice)),
      await server.api.get(`/api/users/${alice.id}/reserves-proof?attestation_id=1e3`, as(alice)),
      await server.api.get(`/api/users/${alice.id}/reserves-proof?attestation_id=-1`, as(alice)),
      await server.api.get('/api/communities/not-a-uuid/proof', as(alice)),
      await server.api.get('/api/communities/00000000-0000-0000-0000-000000000000/proof', as(alice)),
      await server.api.get(`/api/communities/${communityId}/proof`, as(admin)),
      await server.api.post(
        '/superadmin/reconciliation',
        { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' },
        as(admin),
      ),
      await server.api.post('/superadmin/reconciliation', { from: 'yesterday' }, as(admin)),
      await server.api.post('/superadmin/reconciliation', { from: '1900-01-01T00:00:00Z' }, as(admin)),
      await server.api.post('/superadmin/reconciliation', { extra: 1 }, as(admin)),
      await server.api.post('/superadmin/reconciliation', [], as(admin)),
      await server.api.post('/superadmin/reconciliation', {}, as(alice)),
      await server.api.post('/superadmin/reserves/attest', undefined, as(alice)),
      await server.api.post('/mpesa/callbacks/balance-result/not-a-uuid/x', { Result: null }),
      await server.api.post('/mpesa/callbacks/balance-timeout/00000000-0000-0000-0000-000000000000/x', 'junk'),
    ];
    for (const [i, a] of answers.entries()) {
      expect(a.status, `case ${i}: ${JSON.stringify(a.body)}`).toBeGreaterThanOrEqual(400);
      expect(a.status, `case ${i}`).toBeLessThan(500);
      const body = a.body as { message?: unknown; ResultDesc?: unknown };
      expect(typeof body.message === 'string' || typeof body.ResultDesc === 'string', `case ${i}`).toBe(true);
    }
    expect(answers[0]?.status).toBe(403);
  });
});
