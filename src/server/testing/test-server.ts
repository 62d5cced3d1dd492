import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import type { Clock } from '../context';
import { checkLedger, type Violation } from '../ledger/check';
import { ledgerInvariants } from '../modules';
import { type RunningServer, startServer } from '../server';
import { ApiClient } from './api-client';
import { createTestDatabase } from './test-database';

/** A clock that tests move by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(at: Date): void {
    this.current = new Date(at.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** The app under test; its database and DATA_DIR are its context's (`ctx.database`, `ctx.config.dataDir`). */
export interface TestServer extends RunningServer {
  api: ApiClient;
  /** Fails the test when a ledger invariant is broken. */
  expectLedgerHealthy(): Promise<void>;
  /** The ledger check's violations: the ledger's own invariants and every module's (`ledgerInvariants`). */
  ledgerViolations(): Promise<Violation[]>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  clock?: Clock;
  serveClient?: boolean;
  /** Where the app's log goes (the test reads it); LOG_LEVEL in `env` sets its level. */
  logDestination?: { write(line: string): void };
}

/**
 * The configuration of an app under test: a loopback port chosen by the system, its own DATA_DIR,
 * quiet logs (TEST_LOG_LEVEL to see them) and no background jobs unless `env` says otherwise.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JOBS_ENABLED: 'false',
    ...env,
  });
}

/**
 * The real app on a fresh real database (PGlite, or PostgreSQL in the postgres project), listening
 * on a loopback port so that the Daraja client reaches the simulator over HTTP as in production.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase(inject('templates'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-test-'));
  const config = testConfig(dataDir, { MPESA_SIMULATOR_DELAY_MS: '20', RATE_LIMIT_IP_MAX: '1000', ...opts.env });
  const server = await startServer({
    config,
    database,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.logDestination ? { logDestination: opts.logDestination } : {}),
    serveClient: opts.serveClient ?? false,
  });
  return {
    ...server,
    api: new ApiClient(server.url),
    ledgerViolations: () => checkLedger(database.db, ledgerInvariants),
    async expectLedgerHealthy() {
      const violations = await checkLedger(database.db, ledgerInvariants);
      if (violations.length > 0)
        throw new Error(`ledger invariants broken:\n${violations.map((v) => `${v.rule}: ${v.detail}`).join('\n')}`);
    },
    async close() {
      await server.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
