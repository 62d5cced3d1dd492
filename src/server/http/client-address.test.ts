import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { col, queryRow } from '../db/typed-rows';
import type { RunningServer } from '../server';
import { ApiClient } from '../testing/api-client';
import { createUser } from '../testing/factories';
import { InstanceGroup } from '../testing/instances';
import { createTestDatabase } from '../testing/test-database';
import { TestClock } from '../testing/test-server';
import { purgeRateLimitHits } from './rate-limit-store';

/**
 * Whose address a per-address limit counts, and where it counts. Several instances of the app on
 * one database (as behind a load balancer; on PGlite they share the one database object), each
 * allowing 3 requests a minute per address: one as configured by default, a second like it, one
 * behind a proxy (TRUST_PROXY=1), and one whose log the test reads. Each test starts in a new
 * window of the shared clock.
 */
const MAX = 3;
const clock = new TestClock(new Date('2026-03-02T09:00:30Z'));
const TOO_MANY = { status: 429, body: { message: 'Too many attempts. Please wait a moment and try again.' } };
let database: Database;
let group: InstanceGroup;
let plain: RunningServer;
let second: RunningServer;
let proxied: RunningServer;
let watched: RunningServer;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase(inject('templates'));
  group = new InstanceGroup(database, clock, { RATE_LIMIT_IP_MAX: String(MAX) });
  plain = await group.start();
  second = await group.start({}, { ownPool: true });
  proxied = await group.start({ TRUST_PROXY: '1' });
  watched = await group.start({ LOG_LEVEL: 'warn' }, { logDestination: { write: (line) => void logLines.push(line) } });
});

afterAll(async () => {
  await group?.close();
  await database?.close();
});

beforeEach(() => {
  clock.advance(60_000);
});

const forgot = (server: RunningServer, headers: Record<string, string> = {}) =>
  new ApiClient(server.url).post('/api/forgot-password', { email: 'nobody@example.com' }, { headers });

describe('per-address limits', () => {
  it('ignore X-Forwarded-For by default: a client cannot pose as many', async () => {
    for (let i = 1; i <= MAX; i++)
      expect((await forgot(plain, { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(200);
    expect(await forgot(plain, { 'x-forwarded-for': '203.0.113.99' })).toMatchObject(TOO_MANY);
  });

  it('count the forwarded address behind one trusted proxy (TRUST_PROXY=1), not what the client wrote before it', async () => {
    // The proxy appends the address it saw; anything the client put in front of it is not believed.
    for (let i = 1; i <= MAX; i++)
      expect((await forgot(proxied, { 'x-forwarded-for': `6.6.6.${i}, 198.51.100.7` })).status).toBe(200);
    expect(await forgot(proxied, { 'x-forwarded-for': '6.6.6.99, 198.51.100.7' })).toMatchObject(TOO_MANY);
    // Another client behind the same proxy has its own count.
    expect((await forgot(proxied, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(200);
  });

  it('count across instances on one database', async () => {
    expect((await forgot(plain)).status).toBe(200);
    expect((await forgot(second)).status).toBe(200);
    expect((await forgot(plain)).status).toBe(200);
    expect(await forgot(second)).toMatchObject(TOO_MANY);
    expect(await forgot(plain)).toMatchObject(TOO_MANY);
    // Each route counts apart.
    expect(
      (await new ApiClient(second.url).post('/api/login', { email: 'nobody@example.com', password: 'x' })).status,
    ).not.toBe(429);
  });

  it('start again in the next window, and the ended windows are purged', async () => {
    for (let i = 0; i < MAX; i++) await forgot(plain);
    expect(await forgot(second)).toMatchObject(TOO_MANY);
    clock.advance(60_000);
    expect((await forgot(second)).status).toBe(200);
    await purgeRateLimitHits(plain.ctx);
    const left = await queryRow(
      database.db,
      z.object({ ended: col.int, live: col.int }),
      sql`SELECT COUNT(*) FILTER (WHERE expires_at <= ${clock.now().toISOString()}::timestamptz)::int AS ended,
                 COUNT(*) FILTER (WHERE expires_at > ${clock.now().toISOString()}::timestamptz)::int AS live
          FROM rate_limit_hits`,
    );
    expect(left).toEqual({ ended: 0, live: 1 });
  });

  it('refuse a malformed chunked request that the client half-closed as the client’s doing, with no 500 logged', async () => {
    const user = await createUser(watched.ctx);
    const { port, hostname } = new URL(watched.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `PUT /api/users/${user.id}/change-password HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${user.token}\r\n` +
            'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n',
        );
        socket.end();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
      // The server closes it at once; should it not, the test goes on (what matters is the log).
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 10_000).unref();
    });
    // A later request on the same route has been answered, so the first has been dealt with too.
    const later = await new ApiClient(watched.url).put(
      `/api/users/${user.id}/change-password`,
      {},
      { token: user.token },
    );
    expect(later.status).toBe(400);
    const serious = logLines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 50);
    expect(serious).toEqual([]);
  });
});
