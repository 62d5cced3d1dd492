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
 * One real app for a test file: started before its first test, then `ready` runs with it (to keep
 * it, and to create what every test of the file shares, such as a superadmin); closed after the
 * last test, with the mail server the options name.
 */
export function useTestServer(
  options: UseTestServerOptions,
  ready: (server: TestServer) => void | Promise<void>,
): void {
  let started: TestServer | undefined;
  beforeAll(async () => {
    const { smtp, ledgerCheckAfterAll: _check, ...rest } = options;
    const env = smtp ? { ...rest.env, SMTP_URL: await smtp.start() } : rest.env;
    started = await startTestServer({ ...rest, ...(env ? { env } : {}) });
    await ready(started);
  });
  afterAll(async () => {
    try {
      if (options.ledgerCheckAfterAll) await started?.expectLedgerHealthy();
    } finally {
      await started?.close();
      await options.smtp?.stop();
    }
  });
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
