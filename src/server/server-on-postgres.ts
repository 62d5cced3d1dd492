import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import type { Clock } from './context';
import { type RunningServer, startServer } from './server';

export interface ServerOnPostgresOptions {
  /** Names the data folder (`pamoja-<purpose>-…` in the system's temporary folder). */
  purpose: string;
  env?: Record<string, string>;
  clock?: Clock;
}

/**
 * The real app as production runs it on PostgreSQL (fault tests, benchmarks): DATABASE_URL in its
 * configuration, so that it opens and owns its connection pool; on a loopback port, logging nothing
 * and running no background jobs unless `env` says otherwise, with a data folder of its own that
 * `close()` removes.
 */
export async function startServerOnPostgres(
  databaseUrl: string,
  opts: ServerOnPostgresOptions,
): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `pamoja-${opts.purpose}-`));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    ...opts.env,
  });
  const server = await startServer({ config, ...(opts.clock ? { clock: opts.clock } : {}) });
  return {
    ...server,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
