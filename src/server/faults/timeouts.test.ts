import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client';
import { createUser, fundWallet, type TestUser } from '../testing/factories';
import { eventually, type FaultApp, once, startFaultApp, within } from './fault-app';
import { createPostgresInstance, type PostgresInstance } from './postgres-instance';
import { type SilentHost, startSilentHost } from './silent-host';

/**
 * Timeouts on the way to PostgreSQL. The app reaches its database through a silent host that the
 * test can freeze (connections stay open, nothing answers), with a pool of two connections and
 * one-second timeouts, so that a request that hangs or a connection that is never given back shows
 * at once. A statement that runs past the statement timeout is cancelled (503), while the interest
 * run, which raises its own, is not cut.
 */
const POOL = 2;
const TIMEOUT_MS = 1000;
const WAIT_MS = 60_000;
const UNAVAILABLE = {
  message: 'The service is briefly unavailable. Please try again in a moment.',
  code: 'service_unavailable',
};

let instance: PostgresInstance | undefined;
let host: SilentHost | undefined;
let app: FaultApp | undefined;
let admin: pg.Client | undefined;

const setUp = once(async () => {
  instance = await createPostgresInstance();
  host = await startSilentHost({ host: '127.0.0.1', port: instance.port });
  app = await startFaultApp(`postgres://postgres@127.0.0.1:${host.port}/pamoja`, {
    env: {
      DATABASE_POOL_SIZE: String(POOL),
      DATABASE_CONNECT_TIMEOUT_MS: String(TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  // The test's own connection, straight to PostgreSQL, for holding locks.
  admin = new pg.Client({ connectionString: instance.url('pamoja') });
  await admin.connect();
  const saver = await createUser(app.ctx);
  await fundWallet(app.ctx, saver.id, 1000);
  return { server: app, gate: host, db: admin, saver };
});

afterAll(async () => {
  try {
    await admin?.end();
    // A connection the app never gave back would make this wait for ever.
    if (app) await within('closing the app and its pool', 60_000, app.close());
  } finally {
    await host?.close();
    await instance?.destroy();
  }
});

/** An account read, answered within 45 s or reported as a hang. */
const readAccount = (api: ApiClient, user: TestUser) =>
  within('an account read', 45_000, api.get(`/api/accounts/${user.id}`, { token: user.token }));

/** Waits until another session waits for a lock that the test's own transaction holds. */
async function someoneWaits(db: pg.Client): Promise<void> {
  await eventually('a statement waiting for the lock', WAIT_MS, async () => {
    // pg_locks, not pg_stat_activity: the latter is a snapshot that holds still within a transaction.
    const r = await db.query('SELECT 1 FROM pg_locks WHERE NOT granted');
    return r.rowCount ? true : undefined;
  });
}

describe('PostgreSQL timeouts', () => {
  it('answers 503 to a statement that runs past the statement timeout, and gives its connection back', async () => {
    const { server, db, saver } = await setUp();
    await db.query('BEGIN');
    await db.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    try {
      // More requests than the pool has connections: each waits for the lock until PostgreSQL cancels it.
      const answers = await Promise.all(Array.from({ length: POOL * 3 }, () => readAccount(server.api, saver)));
      for (const res of answers)
        expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: UNAVAILABLE });
    } finally {
      await db.query('ROLLBACK');
    }
    const after = await Promise.all(Array.from({ length: POOL * 3 }, () => readAccount(server.api, saver)));
    expect(after.map((r) => r.status)).toEqual(Array.from({ length: POOL * 3 }, () => 200));
  });

  it('does not cut the interest run, which may wait and work longer than a request', async () => {
    const { server, db } = await setUp();
    const superadmin = await createUser(server.ctx, { role: 'superadmin' });
    await db.query('BEGIN');
    await db.query('SELECT 1 FROM interest_state WHERE id = 1 FOR UPDATE');
    let run: Promise<{ status: number; body: unknown }> | undefined;
    try {
      run = within(
        'the interest run',
        45_000,
        server.api.post('/api/interests/update', undefined, { token: superadmin.token }),
      );
      await someoneWaits(db);
      // Held for well past the statement timeout that requests get.
      await new Promise((r) => setTimeout(r, 3 * TIMEOUT_MS));
    } finally {
      await db.query('COMMIT');
    }
    const res = await run;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await server.ledgerViolations()).toEqual([]);
  });

  it('answers 503 while the database host is silent, and serves again once it answers', async () => {
    const { server, gate, saver } = await setUp();
    expect((await readAccount(server.api, saver)).status).toBe(200);
    gate.freeze();
    try {
      // Pooled connections get no answer; new ones are accepted and never answered; the rest wait for a connection.
      const answers = await Promise.all(Array.from({ length: POOL * 3 }, () => readAccount(server.api, saver)));
      for (const res of answers)
        expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: UNAVAILABLE });
    } finally {
      gate.thaw();
    }
    await eventually('the app serves again', WAIT_MS, async () =>
      (await readAccount(server.api, saver)).status === 200 ? true : undefined,
    );
    const after = await Promise.all(Array.from({ length: POOL * 3 }, () => readAccount(server.api, saver)));
    expect(after.map((r) => r.status)).toEqual(Array.from({ length: POOL * 3 }, () => 200));
  });
});
