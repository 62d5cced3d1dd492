import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import type { Clock } from '../context';
import { z } from 'zod';
import { type Database, openPostgres } from '../db/client';
import { col, queryRow } from '../db/typed-rows';
import { type RunningServer, startServer } from '../server';
import { testConfig } from './test-server';

/**
 * Several app instances on one test database, sharing nothing else, as behind a load balancer. On
 * PostgreSQL an instance may get a connection pool of its own to the same database; PGlite cannot be
 * opened twice by one process, so there every instance is handed the same database object. Each
 * instance gets its own DATA_DIR; `close()` stops them all and removes those folders.
 */
export class InstanceGroup {
  private readonly servers: RunningServer[] = [];
  private readonly pools: Database[] = [];
  private readonly dirs: string[] = [];

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly baseEnv: Record<string, string> = {},
  ) {}

  /** Starts one instance; `ownPool` gives it its own connections on PostgreSQL. */
  async start(
    env: Record<string, string> = {},
    opts: { ownPool?: boolean; logDestination?: DestinationStream } = {},
  ): Promise<RunningServer> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-instance-'));
    this.dirs.push(dataDir);
    const config = testConfig(dataDir, { ...this.baseEnv, ...env });
    const database = opts.ownPool ? await this.separatePool() : this.database;
    const server = await startServer({
      config,
      database,
      clock: this.clock,
      ...(opts.logDestination ? { logDestination: opts.logDestination } : {}),
    });
    this.servers.push(server);
    return server;
  }

  private async separatePool(): Promise<Database> {
    if (this.database.kind !== 'postgres') return this.database;
    const current = await queryRow(
      this.database.db,
      z.object({ name: col.text }),
      sql`SELECT current_database() AS name`,
    );
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${current?.name ?? ''}`;
    const pool = await openPostgres(url.toString(), 10);
    this.pools.push(pool);
    return pool;
  }

  /** Stops every instance (the last started first), closes their own pools and removes their folders. */
  async close(): Promise<void> {
    for (const server of [...this.servers].reverse()) await server.close();
    for (const pool of this.pools) await pool.close();
    await Promise.all(this.dirs.map((d) => rm(d, { recursive: true, force: true })));
  }
}
