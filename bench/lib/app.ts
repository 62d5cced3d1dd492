import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { type RunningServer, startServer } from '../../src/server/server';

export interface BenchServer extends RunningServer {
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The real app on PostgreSQL at `databaseUrl`, on a loopback port, logging nothing and running no
 * background jobs (so that only the benchmark's own traffic is measured).
 */
export async function startBenchServer(databaseUrl: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-bench-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    MPESA_SIMULATOR_DELAY_MS: '600000',
    ...env,
  });
  const server = await startServer({ config });
  return {
    ...server,
    async stop() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
