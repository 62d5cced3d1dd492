import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** A database or a transaction: every function that touches the database takes one. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies one migration script in its own transaction unless it is recorded as applied. */
  applyMigration(name: string, text: string): Promise<boolean>;
  /** PGlite only: the whole database as a tarball (to copy a migrated template quickly). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

// bigint columns arrive as strings from node-postgres; we read them as bigint in SQL helpers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

const LOCK_MIGRATIONS = `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
LOCK TABLE schema_migrations IN EXCLUSIVE MODE;`;
const IS_APPLIED = 'SELECT 1 FROM schema_migrations WHERE name = $1';
const RECORD_APPLIED = 'INSERT INTO schema_migrations (name) VALUES ($1)';

export async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A lost connection (the server restarted, crashed or cut it) must not crash the process. An idle
  // client's error reaches the pool, which drops the client. A checked-out client between two
  // statements has no query to fail, so node-postgres emits 'error' on the client itself: listen on
  // every client too.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  givesBackDeadClients(pool);
  const db = drizzlePg(pool) as unknown as Db;
  async function applyMigration(name: string, text: string): Promise<boolean> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(LOCK_MIGRATIONS);
      const done = await client.query(IS_APPLIED, [name]);
      const apply = done.rowCount === 0;
      if (apply) {
        await client.query(text);
        await client.query(RECORD_APPLIED, [name]);
      }
      await client.query('COMMIT');
      return apply;
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }
  return { db, kind: 'postgres', applyMigration, close: () => pool.end() };
}

/**
 * A checked-out client whose connection dies goes back to the pool at once (which drops it), and a
 * later release() of it does nothing. drizzle sends BEGIN before its try/finally, so when BEGIN
 * fails (the server died as the transaction started) it never releases the client: without this
 * the pool would keep that slot for ever, and once every slot went so, every query would wait for
 * ever. Statements still sent on the dead client fail at once ("not queryable").
 */
function givesBackDeadClients(pool: pg.Pool): void {
  const acquire = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const connectWithCallback = pool.connect.bind(pool) as (cb: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void) => void;
  const guard = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', onError);
      release(err);
    };
    const onError = (err: Error) => releaseOnce(err);
    client.on('error', onError);
    client.release = releaseOnce;
    return client;
  };
  // pool.query() checks clients out through the callback form and handles their errors itself.
  pool.connect = ((cb?: Parameters<typeof connectWithCallback>[0]) => (cb ? connectWithCallback(cb) : acquire().then(guard))) as typeof pool.connect;
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) await mkdir(path.resolve(dataDir), { recursive: true });
  const client = new PGlite({
    ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { 20: (v: string) => BigInt(v) },
  });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  async function applyMigration(name: string, text: string): Promise<boolean> {
    return client.transaction(async (tx) => {
      await tx.exec(LOCK_MIGRATIONS);
      const done = await tx.query(IS_APPLIED, [name]);
      const apply = done.rows.length === 0;
      if (apply) {
        await tx.exec(text);
        await tx.query(RECORD_APPLIED, [name]);
      }
      return apply;
    });
  }
  return { db, kind: 'pglite', applyMigration, dump: () => client.dumpDataDir('none') as Promise<Blob>, close: () => client.close() };
}

/** Runs a raw statement and returns its rows, on either driver. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first row of a raw statement, or undefined. */
export async function firstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 200;

/**
 * Like `rows()`, for a hot statement: on PostgreSQL it runs as a named prepared statement, so each
 * pooled connection parses and plans its text once and later only binds and executes it (PGlite
 * ignores the name). Each distinct text gets its own name; past MAX_NAMED_STATEMENTS texts it falls
 * back to unnamed statements, so a caller building texts dynamically cannot grow the server's cache
 * without bound.
 */
export async function hotRows<T>(db: Db, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  let name = statementNames.get(compiled.sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `pamoja_hot_${statementNames.size + 1}`;
    statementNames.set(compiled.sql, name);
  }
  const result = (await db._.session.prepareQuery(compiled, undefined, name, false).execute()) as unknown as { rows: T[] };
  return result.rows;
}

/** The first row of a hot statement (see `hotRows`), or undefined. */
export async function hotFirstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await hotRows<T>(db, query))[0];
}
