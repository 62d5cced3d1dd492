/**
 * GETs the entry starts before the app's code has loaded (app/warm-up.ts), so a screen's data is on
 * its way while its chunks download. `api()` answers a GET from here once, if it was started less
 * than EARLY_TTL_MS ago — the same freshness the query cache gives a fetched answer (its staleTime) —
 * and otherwise asks the server as usual.
 */
export const EARLY_TTL_MS = 10_000;

interface Early {
  started: number;
  answer: Promise<unknown>;
}

const early = new Map<string, Early>();

export function putEarly(path: string, answer: Promise<unknown>): void {
  // An answer nobody takes must not show up as an unhandled rejection; whoever takes it sees the error.
  answer.catch(() => undefined);
  early.set(path, { started: performance.now(), answer });
}

/** The early answer for `path`, once, or null when none was started (or it is too old to use). */
export function takeEarly(path: string): Promise<unknown> | null {
  const found = early.get(path);
  if (!found) return null;
  early.delete(path);
  return performance.now() - found.started < EARLY_TTL_MS ? found.answer : null;
}

/** The paths started early and not yet taken (for tests). */
export function pendingEarly(): string[] {
  return [...early.keys()];
}
