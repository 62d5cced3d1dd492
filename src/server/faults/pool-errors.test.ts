import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPostgres } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { eventually, once, within } from './fault-app';
import { createPostgresInstance, type PostgresInstance } from './postgres-instance';

/**
 * The pool of src/server/db when the server dies under it, with one connection so that a connection
 * not given back shows at once as a query waiting forever. A connection checked out by a transaction
 * that is between two statements has no query to fail: node-postgres then emits 'error' on the
 * client, which nothing listened to, and that used to take the whole process down. And drizzle sends
 * BEGIN before its try/finally: a BEGIN that fails (the server died as the transaction started) used
 * to keep its connection checked out for ever.
 */
let instance: PostgresInstance | undefined;
let database: Database | undefined;

const setUp = once(async () => {
  instance = await createPostgresInstance();
  database = await openPostgres(instance.url('pamoja'), 1);
  return { pgInstance: instance, db: database.db };
});

afterAll(async () => {
  try {
    if (database) await within('closing the pool', 30_000, database.close());
  } finally {
    await instance?.destroy();
  }
});

const answer = async (db: Db) =>
  ((await db.execute(sql`SELECT 42 AS answer`)) as unknown as { rows: Array<{ answer: number }> }).rows[0]?.answer;
const failure = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (e: unknown) => e,
  );

async function refusesConnections(url: string): Promise<true | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return undefined;
  } catch {
    return true;
  }
}

describe('the PostgreSQL pool when the server dies', () => {
  it('fails a transaction whose connection died between two statements, without crashing, and serves the next one after a restart', async () => {
    const { pgInstance, db } = await setUp();
    const outcome = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await pgInstance.kill9();
      // A new connection needs I/O, by which time the dead socket's end has reached the idle client.
      await eventually('the server refuses connections', 30_000, () => refusesConnections(pgInstance.url()));
      await tx.execute(sql`SELECT 2`);
    });
    const err = await failure(outcome);
    expect(isDatabaseUnavailable(err), String(err)).toBe(true);

    // While down: a clean, recognisable failure.
    const down = await failure(db.execute(sql`SELECT 1`));
    expect(isDatabaseUnavailable(down), String(down)).toBe(true);

    await pgInstance.start();
    const back = await eventually('the pool serves queries again', 60_000, () =>
      within('a query after the restart', 30_000, answer(db)),
    );
    expect(back).toBe(42);
  });

  it('gives back the connection of a transaction whose BEGIN fails because the server died that instant', async () => {
    const { pgInstance, db } = await setUp();
    expect(await answer(db)).toBe(42);
    // The signals go out before kill9 first waits, so the pool's one idle connection, not yet seen
    // to be dead, is handed to this transaction and its BEGIN is sent to a dying server.
    const killed = pgInstance.kill9();
    const err = await failure(db.transaction(async (tx) => tx.execute(sql`SELECT 1`)));
    await killed;
    expect(isDatabaseUnavailable(err), String(err)).toBe(true);

    await pgInstance.start();
    const back = await eventually('the pool serves queries again', 60_000, () =>
      within('a query after the restart', 30_000, answer(db)),
    );
    expect(back).toBe(42);
  });
});
