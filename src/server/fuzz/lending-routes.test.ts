import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guaranteeSteps } from '../modules/communities/guarantees-test-kit';
import { ledgerBalances } from '../testing/ledger-balances';
import { createUser, type TestUser } from '../testing/factories';
import { useTestServer } from '../testing/use-test-server';
import { caseArb, junkString, type KnownIds } from './arbitraries';
import { LENDING_ROUTES } from './lending-routes';
import { label, type FuzzRoute, type OpenApiDocument, routesOf } from './routes';
import { problemWith, send } from './send';

/**
 * The lending routes (quotes, the loan multiple, guarantees: docs/product/loans.md) fuzzed harder than the
 * whole-API suite does, with hostile query strings and a real guarantee's id: never a 5xx, every
 * error JSON {message}, no balance moved. Before that, hostile inputs by hand with their exact status.
 */
let c: Awaited<ReturnType<ReturnType<typeof guaranteeSteps>['lendingChama']>>;
let outsider: TestUser;
let admin: TestUser;
let guaranteeId: string;
let routes: FuzzRoute[];

const server = useTestServer({ env: { RATE_LIMIT_IP_MAX: '1000000' } }, async () => {
  const steps = guaranteeSteps(server);
  c = await steps.lendingChama(1000, 2000);
  [outsider, admin] = await Promise.all([createUser(server.ctx), createUser(server.ctx, { role: 'superadmin' })]);
  const asked = await steps.ask(c.id, c.amina, 5000, [[c.baraka, 2000]]);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  guaranteeId = (await steps.guaranteesOf(c.baraka))[0]?.guarantee_id ?? '';
  const doc = await server.api.get<OpenApiDocument>('/api/docs/json');
  routes = routesOf(doc.body).filter((r) => LENDING_ROUTES.includes(label(r)));
});

const hostileNumber = fc.oneof(
  fc.constantFrom('0', '-1', '1e3', '0.001', 'NaN', 'Infinity', '99999999999999999999', ' 1', '%00', '١', '', '13'),
  junkString,
);
const queryArb = fc.oneof(
  fc
    .tuple(hostileNumber, hostileNumber)
    .map(
      ([a, m]) => `?amount=${encodeURIComponent(a)}&months=${encodeURIComponent(m)}&duration=${encodeURIComponent(m)}`,
    ),
  fc.constant(''),
);

type Answer = { status: number; body: unknown };
const expectRefused = (answers: Array<[number, Answer]>) => {
  for (const [i, [status, a]] of answers.entries()) {
    expect(a.status, `case ${i}: ${JSON.stringify(a.body)}`).toBe(status);
    expect(typeof (a.body as { message?: unknown }).message, `case ${i}`).toBe('string');
  }
};

describe('the lending routes under hostile input', () => {
  it('finds every lending route in the document', () => {
    expect(routes.map(label).sort()).toEqual([...LENDING_ROUTES].sort());
  });

  it('refuses hand-picked hostile inputs with a 4xx {message}, and other people', async () => {
    const as = (u: TestUser) => ({ token: u.token });
    const quote = (q: string, u: TestUser = c.amina) =>
      server.api.get(`/api/communities/${c.id}/loans/quote?${q}`, as(u));
    const platformQuote = (q: string, u: TestUser = c.amina) => server.api.get(`/api/loans/quote?${q}`, as(u));
    const settings = (body: unknown, u: TestUser = c.chair) =>
      server.api.put(`/api/communities/${c.id}/settings`, body, as(u));
    const ask = (body: unknown, u: TestUser = c.amina) =>
      server.api.post(`/api/communities/${c.id}/loans`, body, as(u));
    const accept = (id: string, body: unknown, u: TestUser = c.baraka) =>
      server.api.post(`/api/community-guarantees/${id}/accept`, body, as(u));
    const decline = (id: string, u: TestUser) =>
      server.api.post(`/api/community-guarantees/${id}/decline`, undefined, as(u));
    const nil = '00000000-0000-0000-0000-000000000000';
    expectRefused([
      [400, await quote('amount=0&months=1')],
      [400, await quote('amount=-5&months=1')],
      [400, await quote('amount=1.001&months=1')],
      [400, await quote('amount=1e3&months=1')],
      [400, await quote('amount=99999999999&months=1')],
      [400, await quote('amount=1000&months=0')],
      [400, await quote('amount=1000&months=13')],
      [400, await quote('amount=1000&months=1.5')],
      [400, await quote('amount=1000')],
      [400, await quote('amount=1000&months=1&amount=2000')],
      [403, await quote('amount=1000&months=1', outsider)],
      [404, await server.api.get(`/api/communities/not-a-uuid/loans/quote?amount=1000&months=1`, as(c.amina))],
      [404, await server.api.get(`/api/communities/${nil}/loans/quote?amount=1000&months=1`, as(c.amina))],
      [401, await server.api.get(`/api/communities/${c.id}/loans/quote?amount=1000&months=1`)],
      [400, await platformQuote(`userId=${c.amina.id}&amount=abc&duration=30`)],
      [400, await platformQuote(`userId=${c.amina.id}&amount=1000&duration=-1`)],
      [403, await platformQuote(`userId=${c.baraka.id}&amount=1000&duration=30`)],
      [401, await server.api.get(`/api/loans/quote?userId=${c.amina.id}&amount=1000&duration=30`)],
      [400, await settings({ loanMultiple: 0 })],
      [400, await settings({ loanMultiple: 6 })],
      [400, await settings({ loanMultiple: 2.5 })],
      [400, await settings({ loanMultiple: '3' })],
      [400, await settings({})],
      [400, await settings([])],
      [403, await settings({ loanMultiple: 2 }, c.treasurer)],
      [403, await settings({ loanMultiple: 2 }, c.amina)],
      [403, await settings({ loanMultiple: 2 }, outsider)],
      [400, await ask({ amount: 100, months: 1, guarantors: 'x' })],
      [400, await ask({ amount: 100, months: 1, guarantors: [{ userId: c.baraka.id }] })],
      [400, await ask({ amount: 100, months: 1, guarantors: [{ userId: c.baraka.id, amount: -1 }] })],
      [400, await ask({ amount: 100, months: 1, guarantors: [{ userId: c.baraka.id, amount: 1e12 }] })],
      [
        400,
        await ask({
          amount: 100,
          months: 1,
          guarantors: [
            { userId: c.baraka.id, amount: 1 },
            { userId: c.baraka.id, amount: 1 },
          ],
        }),
      ],
      [
        400,
        await ask({
          amount: 100,
          months: 1,
          guarantors: Array.from({ length: 11 }, () => ({ userId: c.baraka.id, amount: 1 })),
        }),
      ],
      [403, await ask({ amount: 100, months: 1 }, outsider)],
      [401, await server.api.get('/api/community-guarantees')],
      [404, await accept('not-a-uuid', { password: c.baraka.password })],
      [404, await accept(nil, { password: c.baraka.password })],
      [404, await accept(guaranteeId, { password: c.chiku.password }, c.chiku)],
      [404, await accept(guaranteeId, { password: c.amina.password }, c.amina)],
      [404, await accept(guaranteeId, { password: outsider.password }, outsider)],
      [404, await accept(guaranteeId, { password: admin.password }, admin)],
      [400, await accept(guaranteeId, {})],
      [400, await accept(guaranteeId, { password: '' })],
      [400, await accept(guaranteeId, { password: 'x'.repeat(201) })],
      [400, await accept(guaranteeId, { password: 'wrong-password' })],
      [404, await decline(guaranteeId, c.amina)],
      [404, await decline(guaranteeId, outsider)],
      [404, await decline('%00', c.baraka)],
      [401, await server.api.post(`/api/community-guarantees/${guaranteeId}/decline`, undefined)],
    ]);
    // Nobody else sees the guarantee, and it still waits for Baraka.
    for (const u of [c.amina, c.chiku, outsider])
      expect(
        (await server.api.get<{ guarantees: unknown[] }>('/api/community-guarantees', as(u))).body.guarantees,
      ).toEqual([]);
    const mine = await server.api.get<{ guarantees: Array<{ status: string }> }>(
      '/api/community-guarantees',
      as(c.baraka),
    );
    expect(mine.body.guarantees.map((g) => g.status)).toEqual(['pending']);
    await server.expectLedgerHealthy();
  });

  it('answers fuzzed requests with no 5xx, only JSON {message} errors, and moves no money', async () => {
    const before = await ledgerBalances(server.ctx.db);
    // alice is the guarantor asked, bob the borrower; the others are their chama and the guarantee.
    const ids: KnownIds = { alice: c.baraka.id, bob: c.amina.id, admin: admin.id, others: [c.id, guaranteeId] };
    const tokens = {
      alice: c.baraka.token,
      bob: c.amina.token,
      admin: admin.token,
      nobody: undefined,
      garbage: undefined,
    };
    const problems: string[] = [];
    for (const route of routes) {
      const cases = fc.sample(
        fc.tuple(caseArb(route, ids), queryArb).map(([base, query]) => ({ ...base, query })),
        { numRuns: 80 },
      );
      const answers = await Promise.all(cases.map((x) => send(server.url, route, x, tokens[x.principal])));
      answers.forEach((a, i) => {
        const p = problemWith(route, a);
        if (p) problems.push(`${label(route)}: ${p} ← ${JSON.stringify(cases[i]).slice(0, 300)}`);
      });
    }
    expect(problems).toEqual([]);
    expect(await ledgerBalances(server.ctx.db)).toEqual(before);
    await server.expectLedgerHealthy();
  }, 240_000);
});
