import { afterAll, beforeAll } from 'vitest';
import { createUser, type TestUser, type UserOverrides } from './factories';
import type { TestSmtpServer } from './smtp';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

export interface UseTestServerOptions extends TestServerOptions {
  /** A real mail server started before the app (its address becomes SMTP_URL) and stopped after it. */
  smtp?: TestSmtpServer;
  /** Check the ledger's invariants once more after the file's last test, before closing. */
  ledgerCheckAfterAll?: boolean;
}

/**
 * One real app for a test file: started before its first test, then `ready` runs with it (to create
 * what every test of the file shares, such as a superadmin); closed after the last test, with the
 * mail server the options name. The app is returned at once, to be kept in a constant
 * (`const server = useTestServer({ clock })`): its fields answer from the first test on.
 */
export function useTestServer(
  options: UseTestServerOptions = {},
  ready?: (server: TestServer) => void | Promise<void>,
): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    const { smtp, ledgerCheckAfterAll: _check, ...rest } = options;
    const env = smtp ? { ...rest.env, SMTP_URL: await smtp.start() } : rest.env;
    started = await startTestServer({ ...rest, ...(env ? { env } : {}) });
    await ready?.(started);
  });
  afterAll(async () => {
    try {
      if (options.ledgerCheckAfterAll) await started?.expectLedgerHealthy();
    } finally {
      await started?.close();
      await options.smtp?.stop();
    }
  });
  return runningFrom(() => started);
}

/** A TestServer that reads every field from the app `current` gives, once it runs. */
export function runningFrom(current: () => TestServer | undefined): TestServer {
  const running = () => {
    const server = current();
    if (!server) throw new Error('The test server runs from the first test on (beforeAll), not before.');
    return server;
  };
  return {
    get app() {
      return running().app;
    },
    get ctx() {
      return running().ctx;
    },
    get url() {
      return running().url;
    },
    get api() {
      return running().api;
    },
    expectLedgerHealthy: () => running().expectLedgerHealthy(),
    ledgerViolations: () => running().ledgerViolations(),
    close: () => running().close(),
  };
}

/**
 * The same with the one user a test file shares (a superadmin with `{ role: 'superadmin' }`), made as
 * soon as the app runs: `useTestServerWithUser({}, { role: 'superadmin' }, (s, a) => ([server, admin] = [s, a]))`.
 */
export function useTestServerWithUser(
  options: UseTestServerOptions,
  user: UserOverrides,
  ready: (server: TestServer, user: TestUser) => void,
): void {
  useTestServer(options, async (server) => ready(server, await createUser(server.ctx, user)));
}
