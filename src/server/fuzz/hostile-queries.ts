import fc from 'fast-check';
import { caseArb, type KnownIds } from './arbitraries';
import { label, type FuzzRoute } from './routes';
import { problemWith, send } from './send';

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
