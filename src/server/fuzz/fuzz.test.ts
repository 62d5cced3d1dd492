import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { z } from 'zod';
import { col, queryRow } from '../db/typed-rows';
import { ledgerBalances } from '../testing/ledger-balances';
import { NO_FILES_HERE } from '../http/multipart-guard';
import { createUser, fundWallet, type TestUser } from '../testing/factories';
import { useTestServer } from '../testing/use-test-server';
import { caseArb, type FuzzCase, type KnownIds } from './arbitraries';
import { HIDDEN_ROUTES, label, type FuzzRoute, type OpenApiDocument, routesOf } from './routes';
import { PROOF_ROUTES } from './proof-routes';
import { problemWith, send } from './send';

/**
 * Every route of the OpenAPI document (and the hidden M-Pesa ones) gets hostile requests: junk
 * bodies, parameters and headers, as a user, as another user, as the superadmin and as nobody.
 * None may answer 5xx, every error is JSON {message}, and no balance moves: every generated body
 * is broken in at least one field (a required one, or an amount field holding a hostile amount),
 * ids are junk or name people who hold money (so they cannot be deleted), and the one route with
 * no input that moves money (the daily interest update) has already run today.
 */
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let routes: FuzzRoute[];
/** A community alice chairs and bob belongs to, with nothing in its pool. */
let communityId: string;

const BATCH = 20;
const RUNS_PER_ROUTE = 7;
/**
 * Routes that end sessions (logout ends its own; a deletion request signs the user out for good)
 * are called by stand-ins for alice, bob and the superadmin, with a fresh session per request.
 */
const ENDS_SESSION = new Set(['POST /api/logout', 'PUT /api/users/{userId}/request-delete']);

interface LedgerSnapshot {
  balances: Record<string, string>;
  entries: number;
}

async function snapshot(): Promise<LedgerSnapshot> {
  const count = await queryRow(
    server.ctx.db,
    z.object({ n: col.int }),
    sql`SELECT COUNT(*)::int AS n FROM journal_entries`,
  );
  return {
    balances: await ledgerBalances(server.ctx.db),
    entries: count?.n ?? -1,
  };
}

interface Cast {
  alice: TestUser;
  bob: TestUser;
  admin: TestUser;
}

const standIns = new Map<string, Cast>();

async function newCast(): Promise<Cast> {
  const [a, b, s] = await Promise.all([
    createUser(server.ctx),
    createUser(server.ctx),
    createUser(server.ctx, { role: 'superadmin' }),
  ]);
  await fundWallet(server.ctx, a.id, 100);
  return { alice: a, bob: b, admin: s };
}

const castFor = (route: FuzzRoute): Cast => standIns.get(label(route)) ?? { alice, bob, admin };

async function tokenFor(route: FuzzRoute, c: FuzzCase, cast: Cast): Promise<string | undefined> {
  const user = { ...cast, nobody: undefined, garbage: undefined }[c.principal];
  if (!user) return undefined;
  return ENDS_SESSION.has(label(route)) ? createSession(server.ctx.db, user.id, server.ctx.clock.now()) : user.token;
}

const server = useTestServer({ env: { RATE_LIMIT_IP_MAX: '1000000' } }, async () => {
  [alice, bob, admin] = await Promise.all([
    createUser(server.ctx),
    createUser(server.ctx),
    createUser(server.ctx, { role: 'superadmin' }),
  ]);
  await fundWallet(server.ctx, alice.id, 5000);
  await fundWallet(server.ctx, bob.id, 2500);
  const interest = await server.api.post('/api/interests/update', undefined, { token: admin.token });
  expect(interest.status).toBe(200);
  const doc = await server.api.get<OpenApiDocument>('/api/docs/json');
  expect(doc.status).toBe(200);
  routes = routesOf(doc.body);
  const community = await server.api.post<{ community: { community_id: string } }>(
    '/api/communities',
    { name: 'Fuzz chama', contributionAmount: 100, frequency: 'weekly', firstDueDate: '2099-01-01' },
    { token: alice.token },
  );
  expect(community.status).toBe(201);
  communityId = community.body.community.community_id;
  const invitation = await server.api.post<{ invitation_id: string }>(
    `/api/communities/${communityId}/invitations`,
    { userId: bob.id },
    { token: alice.token },
  );
  expect(
    (
      await server.api.post(`/api/community-invitations/${invitation.body.invitation_id}/accept`, undefined, {
        token: bob.token,
      })
    ).status,
  ).toBe(200);
  for (const name of ENDS_SESSION) standIns.set(name, await newCast());
});

describe('fuzzing every route', () => {
  it('reads the routes from the OpenAPI document, and adds the M-Pesa callbacks and simulator', () => {
    expect(routes.length).toBeGreaterThan(60 + HIDDEN_ROUTES.length);
    expect(routes.map(label)).toEqual(
      expect.arrayContaining([
        'POST /api/deposits',
        'POST /api/goals/{goalId}/contribute',
        'PUT /superadmin/users/{user_id}',
        'POST /mpesa/callbacks/stk/{id}/{token}',
        'POST /api/communities',
        'POST /api/communities/{id}/contributions',
        'POST /api/communities/{id}/payouts/{payoutId}/approve',
        'POST /api/communities/{id}/loans/{loanId}/repay',
        'DELETE /api/communities/{id}/members/{userId}',
        'GET /api/communities/{id}/statement',
        'POST /api/community-invitations/{id}/accept',
        ...PROOF_ROUTES,
      ]),
    );
  });

  it('answers ≥ 10,000 hostile requests with no 5xx, only JSON {message} errors, and moves no money', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const cast = castFor(route);
      const ids: KnownIds = { alice: cast.alice.id, bob: cast.bob.id, admin: cast.admin.id, others: [communityId] };
      const details = await fc.check(
        fc.asyncProperty(fc.array(caseArb(route, ids), { minLength: BATCH, maxLength: BATCH }), async (cases) => {
          const answers = await Promise.all(
            cases.map(async (c) => {
              try {
                return await send(server.url, route, c, await tokenFor(route, c, cast));
              } catch (err) {
                const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
                throw new Error(
                  `${label(route)}: the request failed: ${String(err)}${cause} ← ${JSON.stringify(c).slice(0, 300)}`,
                );
              }
            }),
          );
          sent += answers.length;
          const found = answers.map((a, i) => [problemWith(route, a), cases[i]] as const).filter(([p]) => p !== null);
          for (const [p, c] of found) problems.push(`${label(route)}: ${p} ← ${JSON.stringify(c).slice(0, 300)}`);
          return found.length === 0;
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      // A failing route is reported here and the others still run.
      if (details.failed)
        problems.push(
          details.errorInstance instanceof Error
            ? details.errorInstance.message.slice(0, 2000)
            : `${label(route)}: ${fc.defaultReportMessage(details) ?? 'failed'}`.slice(0, 2000),
        );
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(await snapshot()).toEqual(before);
    // The people the fuzzer acted as are still signed in, so their requests reached the routes.
    for (const user of [alice, bob, admin])
      expect((await server.api.get(`/api/profiles/${user.id}`, { token: user.token })).status).toBe(200);
    await server.expectLedgerHealthy();
  }, 240_000);

  it('regressions it found: a form with no boundary or cut short, and a NUL byte, are 400s; a form where no files are taken is a 415', async () => {
    const opts = { token: alice.token, headers: { 'content-type': 'multipart/form-data' } };
    const edit = `/api/profiles/${alice.id}/edit`;
    const cases = [
      await server.api.put(edit, '{}', opts),
      await server.api.put(edit, '{}', {
        ...opts,
        headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
      }),
      await server.api.put(edit, '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1', {
        ...opts,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
      await server.api.get('/api/profiles/%00', { token: admin.token }),
      await server.api.post('/api/support', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1', {
        ...opts,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
    ];
    const form = { message: 'This request must be sent as a form with files.' };
    const invalid = { message: 'The request is not valid.' };
    expect(cases.map((c) => [c.status, c.body])).toEqual([
      [400, form],
      [400, form],
      [400, invalid],
      [400, invalid],
      [415, { message: NO_FILES_HERE }],
    ]);
  });
});
