import type { Clock } from '../context';
import { checkLedger } from '../ledger/check';
import { ledgerInvariants } from '../modules';
import type { RunningServer } from '../server';
import { startServerOnPostgres } from '../server-on-postgres';
import { ApiClient } from '../testing/api-client';

export interface FaultApp extends RunningServer {
  api: ApiClient;
  /** The ledger's invariant violations, read through the app's own pool. */
  ledgerViolations(): Promise<string[]>;
}

/** The real app on `databaseUrl` (see `startServerOnPostgres`), with a client and the ledger's check. */
export async function startFaultApp(
  databaseUrl: string,
  opts: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<FaultApp> {
  const server = await startServerOnPostgres(databaseUrl, {
    purpose: 'faults-app',
    env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', RATE_LIMIT_IP_MAX: '100000', ...opts.env },
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  return {
    ...server,
    api: new ApiClient(server.url),
    async ledgerViolations() {
      return (await checkLedger(server.ctx.db, ledgerInvariants)).map((v) => `${v.rule}: ${v.detail}`);
    },
  };
}

/**
 * A set-up run by the first test that needs it (later ones share it). Done in the tests rather than
 * in beforeAll so that a machine without PostgreSQL's binaries fails each test with the reason,
 * instead of reporting them as skipped.
 */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** `work`, or a failure naming `what` if it has not settled within `ms` (a hang). */
export async function within<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms: it hangs`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `attempt` until it returns a value (not undefined), for at most `deadlineMs`. */
export async function eventually<T>(
  what: string,
  deadlineMs: number,
  attempt: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline)
      throw new Error(`not within ${deadlineMs} ms: ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
