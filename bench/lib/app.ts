import type { RunningServer } from '../../src/server/server';
import { startServerOnPostgres } from '../../src/server/server-on-postgres';
import { createScratchDatabase } from './scratch-database';

/**
 * `run` with the real app on a scratch database of its own (`purpose` names it), logging nothing
 * and running no background jobs (so that only the benchmark's own traffic is measured). The app,
 * its data folder and the database are gone afterwards, whatever `run` did.
 */
export async function withBenchServer(purpose: string, run: (server: RunningServer) => Promise<void>): Promise<void> {
  const db = await createScratchDatabase(purpose);
  try {
    const server = await startServerOnPostgres(db.url, {
      purpose: 'bench',
      env: { MPESA_SIMULATOR_DELAY_MS: '600000' },
    });
    try {
      await run(server);
    } finally {
      await server.close();
    }
  } finally {
    await db.drop();
  }
}
