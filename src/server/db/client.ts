import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { snapshotOnRequest } from '../backup/pglite-snapshot';
import { holdDataDir } from './data-dir-hold';
import { type DataDirOrigin, dataDirOrigin, seedDataDir } from './seed-data-dir';

/** A database or a transaction: every function that touches the database takes one. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies one migration script in its own transaction unless it is recorded as applied. */
  applyMigration(name: string, text: string): Promise<boolean>;
  /** PGlite only: the whole database as a tarball (to copy a migrated template quickly). */
  dump?: () => Promise<Blob>;
  /** PGlite on a data directory only: how that directory began (the start-up line tells it). */
  origin?: DataDirOrigin;
  /** When it began as the template's copy: how long copying it took (part of opening). */
  templateCopyMs?: number;
  close(): Promise<void>;
}

// bigint columns arrive as strings from node-postgres; we read them as bigint in SQL helpers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

const LOCK_MIGRATIONS = `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
LOCK TABLE schema_migrations IN EXCLUSIVE MODE;`;
const IS_APPLIED = 'SELECT 1 FROM schema_migrations WHERE name = $1';
const RECORD_APPLIED = 'INSERT INTO schema_migrations (name) VALUES ($1)';

/** How long PostgreSQL may take; unset (tests' own pools) means no limit. */
export interface PostgresTimeouts {
  /** A new connection, or a free pooled one, within this or the query fails (503). */
  connectMs: number;
  /** statement_timeout of every session; a longer one is set for a transaction by `allowLongStatements`. */
  statementMs: number;
}

export async function openPostgres(url: string, poolSize = 20, timeouts?: PostgresTimeouts): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: timeouts.statementMs,
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
        }
      : {}),
  });
  // A lost connection (the server restarted, crashed or cut it) must not crash the process. An idle
  // client's error reaches the pool, which drops the client. A checked-out client between two
  // statements has no query to fail, so node-postgres emits 'error' on the client itself: listen on
  // every client too.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (timeouts) cutWhenSilent(client, timeouts);
  });
  givesBackDeadClients(pool);
  const db = drizzlePg(pool) as unknown as Db;
  async function applyMigration(name: string, text: string): Promise<boolean> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // A migration may rewrite a large table: no statement timeout for it.
      await client.query(`SET LOCAL statement_timeout = 0`);
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

const SET_LOCAL_TIMEOUT = /^SET LOCAL statement_timeout = (\d+)$/;
const END_OF_TRANSACTION = /^\s*(commit|rollback)\b/i;

/** The statement timeout of long jobs (the interest run, the ledger check, bulk seeding): an hour. */
export const LONG_STATEMENT_MS = 60 * 60 * 1000;

/** Raises the statement timeout for the rest of this transaction only (long jobs: interest, checks). */
export async function allowLongStatements(tx: Db, ms: number): Promise<void> {
  if (!Number.isSafeInteger(ms) || ms < 0) throw new Error(`not a statement timeout: ${ms}`);
  await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${ms}`));
}

/**
 * Turns PostgreSQL's JIT compilation off for the rest of this transaction. Set-based batch statements
 * (a cycle close, an attestation) are estimated costly enough to be compiled, and compiling took most
 * of their time: 440 ms of a 620 ms cycle-close batch, every batch (decision 108).
 */
export async function withoutJit(tx: Db): Promise<void> {
  await tx.execute(sql`SET LOCAL jit = off`);
}

/**
 * statement_timeout makes PostgreSQL give up on a slow statement, but a host that stops answering
 * altogether (frozen, or cut off without a reset) answers nothing, not even that: the statement
 * would wait for ever, holding its pooled connection. So each statement also has a deadline on our
 * side, the statement timeout plus the connect timeout; when it passes with no answer the
 * connection is destroyed, the statement fails as a lost connection (503) and the pool drops it.
 * A transaction that raises its own timeout (`allowLongStatements`, the only statement that
 * changes it) moves the deadline with it until it ends; 0 means no deadline.
 */
function cutWhenSilent(client: pg.PoolClient, timeouts: PostgresTimeouts): void {
  let localMs: number | undefined;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const watched = (...args: unknown[]): unknown => {
    const first = args[0];
    const text =
      typeof first === 'string'
        ? first
        : first && typeof first === 'object' && 'text' in first && typeof first.text === 'string'
          ? first.text
          : '';
    const raised = SET_LOCAL_TIMEOUT.exec(text);
    const statementMs = localMs ?? timeouts.statementMs;
    if (raised) localMs = Number(raised[1]);
    else if (END_OF_TRANSACTION.test(text)) localMs = undefined;
    if (statementMs === 0) return query(...args);
    const timer = setTimeout(() => {
      const silent = Object.assign(
        new Error(`Connection terminated: the database did not answer within ${statementMs + timeouts.connectMs} ms`),
        {
          code: 'ETIMEDOUT',
        },
      );
      client.connection.stream.destroy(silent);
    }, statementMs + timeouts.connectMs);
    timer.unref();
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        clearTimeout(timer);
        return (last as (...a: unknown[]) => unknown)(...answer);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise)
      result.then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
    else clearTimeout(timer);
    return result;
  };
  client.query = watched as typeof client.query;
  // A transaction cut short never sends COMMIT or ROLLBACK: its raised timeout ends with it.
  client.on('end', () => {
    localMs = undefined;
  });
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
  const connectWithCallback = pool.connect.bind(pool) as (
    cb: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ) => void;
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
  pool.connect = ((cb?: Parameters<typeof connectWithCallback>[0]) =>
    cb ? connectWithCallback(cb) : acquire().then(guard)) as typeof pool.connect;
}

export interface PgliteStart {
  /** A tarball of a data directory to load into an empty one (a restore, a test's template). */
  tarball?: Blob;
  /** A migrated data directory to copy into `dataDir` when it is empty (the build's, decision 106). */
  template?: string;
}

export async function openPglite(dataDir: string | undefined, start: PgliteStart = {}): Promise<Database> {
  if (dataDir) await mkdir(path.resolve(dataDir), { recursive: true });
  // A directory is opened by one process at a time (see data-dir-hold.ts).
  const hold = dataDir ? await holdDataDir(dataDir) : undefined;
  let origin: DataDirOrigin | undefined;
  let templateCopyMs: number | undefined;
  let client: PGlite;
  try {
    if (dataDir) {
      const copyStarted = performance.now();
      const seeded = start.template !== undefined && (await seedDataDir(path.resolve(dataDir), start.template));
      if (seeded) templateCopyMs = Math.round(performance.now() - copyStarted);
      origin = seeded ? 'template' : await dataDirOrigin(path.resolve(dataDir));
    }
    client = new PGlite({
      ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
      ...(start.tarball ? { loadDataDir: start.tarball } : {}),
      parsers: { 20: (v: string) => BigInt(v) },
    });
    await client.waitReady;
  } catch (err) {
    await hold?.release();
    throw err;
  }
  if (dataDir) hold?.serve(snapshotOnRequest(client, path.resolve(dataDir)));
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
  async function close(): Promise<void> {
    try {
      await client.close();
    } finally {
      await hold?.release();
    }
  }
  return {
    db,
    kind: 'pglite',
    applyMigration,
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    ...(origin ? { origin } : {}),
    ...(templateCopyMs !== undefined ? { templateCopyMs } : {}),
    close,
  };
}
