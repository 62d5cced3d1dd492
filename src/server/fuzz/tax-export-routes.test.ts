import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow } from '../db/typed-rows';
import type { TestUser } from '../testing/factories';
import { ledgerBalances } from '../testing/ledger-balances';
import { useTestServer } from '../testing/use-test-server';
import { junkString, type KnownIds } from './arbitraries';
import { FUZZ_ENV, fuzzCast, hostileProblems } from './hostile-queries';
import { label, type FuzzRoute } from './routes';
import { TAX_AND_EXPORT_ROUTES } from './tax-export-routes';

/**
 * The tax and data routes (docs/product/tax.md: the tax report and remittance, the data export and the mailed account
 * information) fuzzed harder than the whole-API suite does, with hostile months and formats too:
 * never a 5xx, every error JSON {message}, no balance moved, nothing remitted. Then hostile inputs
 * and other people by hand: each refused with its 4xx, and nothing recorded for them.
 */
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let routes: FuzzRoute[];

const server = useTestServer({ env: FUZZ_ENV }, async () => {
  ({ alice, bob, admin, routes } = await fuzzCast(server, TAX_AND_EXPORT_ROUTES));
});

const hostileMonth = fc.oneof(
  fc.constantFrom('2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '９９９９-11', '2026-11%00', '', ' 2026-11'),
  junkString,
);
const queryArb = fc.oneof(
  hostileMonth.map((m) => `?month=${encodeURIComponent(m)}`),
  fc
    .tuple(
      fc.constantFrom('2026-11', '2026-02'),
      fc.oneof(fc.constantFrom('xml', 'CSV', 'pdf', '', 'json,csv'), junkString),
    )
    .map(([m, f]) => `?month=${m}&format=${encodeURIComponent(f)}`),
  fc.constant('?month=2026-11&month=2026-12'),
  fc.constant(''),
);

/** How many rows the tax and data routes have recorded: remittances, downloads and mailed exports. */
async function recorded() {
  const row = await queryRow(
    server.ctx.db,
    z.object({ remitted: col.int, downloads: col.int, mailed: col.int }),
    sql`SELECT (SELECT count(*) FROM tax_remittances)::int AS remitted,
               (SELECT count(*) FROM account_data_exports)::int AS downloads,
               (SELECT count(*) FROM account_info_requests)::int AS mailed`,
  );
  return row;
}

describe('fuzzing the tax and data-export routes', () => {
  it('finds every one of them in the document', () => {
    expect(routes.map(label).sort()).toEqual([...TAX_AND_EXPORT_ROUTES].sort());
  });

  it('answers hostile requests with no 5xx, only JSON {message} errors, moves no money and remits nothing', async () => {
    const before = await ledgerBalances(server.ctx.db);
    const ids: KnownIds = { alice: alice.id, bob: bob.id, admin: admin.id, others: [] };
    const tokens = { alice: alice.token, bob: bob.token, admin: admin.token };
    const problems = await hostileProblems(server.url, routes, ids, tokens, queryArb, 60);
    expect(problems).toEqual([]);
    expect(await ledgerBalances(server.ctx.db)).toEqual(before);
    // nothing was withheld, so nothing can be due: no remittance however the request was made
    expect((await recorded())?.remitted).toBe(0);
    await server.expectLedgerHealthy();
  }, 240_000);

  it('refuses hand-picked hostile inputs and other people with their 4xx {message}, and records nothing', async () => {
    const before = { balances: await ledgerBalances(server.ctx.db), recorded: await recorded() };
    const as = (user: TestUser) => ({ token: user.token });
    const remit = (body: unknown, user: TestUser = admin) => server.api.post('/superadmin/tax/remit', body, as(user));
    const cases: [number, Promise<{ status: number; body: unknown }>][] = [
      [401, server.api.get('/superadmin/tax?month=2026-11')],
      [403, server.api.get('/superadmin/tax?month=2026-11', as(alice))],
      [403, server.api.get('/superadmin/tax?month=2026-11&format=csv', as(alice))],
      [400, server.api.get('/superadmin/tax', as(admin))],
      [400, server.api.get('/superadmin/tax?month=2026-13', as(admin))],
      [400, server.api.get('/superadmin/tax?month=11-2026', as(admin))],
      [400, server.api.get('/superadmin/tax?month=2026-11&format=xml', as(admin))],
      [401, server.api.post('/superadmin/tax/remit', { month: '2026-11', reference: 'KRA-1' })],
      [403, remit({ month: '2026-11', reference: 'KRA-1' }, alice)],
      [400, remit({})],
      [400, remit([])],
      [400, remit({ month: '2026-11' })],
      [400, remit({ month: '2026-11', reference: '   ' })],
      [400, remit({ month: '2026-11', reference: 'K'.repeat(65) })],
      [400, remit({ month: 202611, reference: 'KRA-1' })],
      [400, remit({ month: '2026-11', reference: { $gt: '' } })],
      // a well-formed remittance with nothing withheld: nothing is due
      [409, remit({ month: '2026-11', reference: 'KRA-1' })],
      [401, server.api.get(`/api/users/${alice.id}/export`)],
      [403, server.api.get(`/api/users/${bob.id}/export`, as(alice))],
      [403, server.api.get(`/api/users/${alice.id}/export`, as(admin))],
      [403, server.api.get('/api/users/not-a-user/export', as(alice))],
      [401, server.api.post(`/api/users/${alice.id}/request-info`, undefined)],
      [403, server.api.post(`/api/users/${bob.id}/request-info`, undefined, as(alice))],
      [403, server.api.post(`/api/users/${bob.id}/request-info`, undefined, as(admin))],
    ];
    const answers = await Promise.all(cases.map(([, answer]) => answer));
    for (const [i, a] of answers.entries()) {
      expect({ case: i, status: a.status }).toEqual({ case: i, status: cases[i]?.[0] });
      expect(typeof (a.body as { message?: unknown }).message, `case ${i}: ${JSON.stringify(a.body)}`).toBe('string');
    }
    expect({ balances: await ledgerBalances(server.ctx.db), recorded: await recorded() }).toEqual(before);
    await server.expectLedgerHealthy();
  });
});
