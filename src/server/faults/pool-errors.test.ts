import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { eventually, once } from './fault-app';
import { createPostgresInstance, type PostgresInstance } from './postgres-instance';

/**
 * The pool of src/server/db when the server dies under it. A connection checked out by a
 * transaction that is between two statements has no query to fail: node-postgres then emits
 * 'error' on the client, which nothing listened to, and that used to take the whole process down.
 */
let instance: PostgresInstance | undefined;
let database: Database | undefined;

const setUp = once(async () => {
  instance = await createPostgresInstance();
  database = await openPostgres(instance.url('pamoja'), 4);
  return { pgInstance: instance, db: database.db };
});

afterAll(async () => {
  await database?.close();
  await instance?.destroy();
});

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
    const err = await outcome.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeDefined();
    expect(isDatabaseUnavailable(err)).toBe(true);

    // While down: a clean, recognisable failure.
    const down = await db.execute(sql`SELECT 1`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(down)).toBe(true);

    await pgInstance.start();
    const back = await eventually('the pool serves queries again', 60_000, async () => {
      const r = (await db.execute(sql`SELECT 42 AS answer`)) as unknown as { rows: Array<{ answer: number }> };
      return r.rows[0]?.answer;
    });
    expect(back).toBe(42);
  });
});
