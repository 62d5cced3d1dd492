import fc from 'fast-check';
import { createUser, fundWallet, type TestUser } from '../testing/factories';
import type { TestServer } from '../testing/test-server';
import { caseArb, type KnownIds } from './arbitraries';
import { label, type FuzzRoute, type OpenApiDocument, routesOf } from './routes';
import { problemWith, send } from './send';

/** A focused suite's app: rate limits out of the way of hundreds of requests from one address. */
export const FUZZ_ENV = { RATE_LIMIT_IP_MAX: '1000000' };

/**
 * A focused suite's people (alice with KES 700, bob, a superadmin) and its routes, those of the
 * OpenAPI document (or the hidden M-Pesa ones) that `labels` names.
 */
export async function fuzzCast(
  server: TestServer,
  labels: string[],
): Promise<{ alice: TestUser; bob: TestUser; admin: TestUser; routes: FuzzRoute[] }> {
  const [alice, bob, admin] = await Promise.all([
    createUser(server.ctx),
    createUser(server.ctx),
    createUser(server.ctx, { role: 'superadmin' }),
  ]);
  await fundWallet(server.ctx, alice.id, 700);
  const doc = await server.api.get<OpenApiDocument>('/api/docs/json');
  return { alice, bob, admin, routes: routesOf(doc.body).filter((r) => labels.includes(label(r))) };
}

/** The people a focused fuzz suite sends as: three tokens; `nobody` and `garbage` send none of them. */
export interface Tokens {
  alice: string;
  bob: string;
  admin: string;
}

/**
 * Sends `runs` hostile cases to each route (junk bodies, parameters and headers, and a query string
 * from `query`) as each principal, and returns what was wrong with the answers (empty when none was:
 * no 5xx, every error JSON {message}). The focused suites (proof, tax and export) run on it.
 */
export async function hostileProblems(
  url: string,
  routes: FuzzRoute[],
  ids: KnownIds,
  tokens: Tokens,
  query: fc.Arbitrary<string>,
  runs: number,
): Promise<string[]> {
  const tokenOf = { ...tokens, nobody: undefined, garbage: undefined };
  const problems: string[] = [];
  for (const route of routes) {
    const cases = fc.sample(
      fc.tuple(caseArb(route, ids), query).map(([c, q]) => ({ ...c, query: q })),
      { numRuns: runs },
    );
    const answers = await Promise.all(cases.map((c) => send(url, route, c, tokenOf[c.principal])));
    answers.forEach((a, i) => {
      const p = problemWith(route, a);
      if (p) problems.push(`${label(route)}: ${p} ← ${JSON.stringify(cases[i]).slice(0, 300)}`);
    });
  }
  return problems;
}
