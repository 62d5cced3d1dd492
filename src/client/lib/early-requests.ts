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
  /** The answer once it has arrived, and when (for the query cache's freshness). */
  arrived?: { data: unknown; at: number };
}

const early = new Map<string, Early>();

export function putEarly(path: string, answer: Promise<unknown>): void {
  const entry: Early = { started: performance.now(), answer };
  // An answer nobody takes must not show up as an unhandled rejection; whoever takes it sees the error.
  answer.then(
    (data) => (entry.arrived = { data, at: Date.now() }),
    () => undefined,
  );
  early.set(path, entry);
}

/** The early answer for `path`, once, or null when none was started (or it is too old to use). */
export function takeEarly(path: string): Promise<unknown> | null {
  const found = early.get(path);
  if (!found) return null;
  early.delete(path);
  return performance.now() - found.started < EARLY_TTL_MS ? found.answer : null;
}

/**
 * The early answer for `path` if it has already arrived (a refusal never counts), taken once: the
 * query that asks for it starts with it as its data (`startsWithEarly`) instead of fetching.
 */
export function takeArrived(path: string): { data: unknown; at: number } | null {
  const found = early.get(path);
  if (!found?.arrived || performance.now() - found.started >= EARLY_TTL_MS) return null;
  early.delete(path);
  return found.arrived;
}

/**
 * The query options that start a query with the early answer to its GET when it has arrived
 * (decision 111): its first render then has the data, and the query neither fetches on mount nor
 * re-renders the screen for "fetching" and again for the data. `initialData` and its time are read
 * once, when the query enters the cache; when nothing has arrived, the query fetches as usual (and
 * `api()` still takes an early request that is on its way).
 */
export function startsWithEarly<T>(
  path: string,
  /** The query's data from the answer, when its `queryFn` makes one (as it does from `api()`'s). */
  from: (answer: unknown) => T = (answer) => answer as T,
): {
  initialData: () => T | undefined;
  initialDataUpdatedAt: () => number | undefined;
} {
  let taken: { data: unknown; at: number } | null | undefined;
  const take = () => (taken === undefined ? (taken = takeArrived(path)) : taken);
  return {
    initialData: () => {
      const answer = take();
      return answer ? from(answer.data) : undefined;
    },
    initialDataUpdatedAt: () => take()?.at,
  };
}

/** Resolves once every early GET has settled, or after `ms`, whichever comes first; never rejects. */
export function earlyAnswersSettled(ms: number): Promise<void> {
  const all = Promise.allSettled([...early.values()].map((e) => e.answer)).then(() => undefined);
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/** The paths started early and not yet taken (for tests). */
export function pendingEarly(): string[] {
  return [...early.keys()];
}
