import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { z } from 'zod';
import { col, hotQueryRow } from '../db/typed-rows';

type Counted = { current: number; ttl: number };

/** Buckets already over their limit, known to this instance, at most this many at once. */
const MAX_KNOWN_OVER = 10_000;

/**
 * @fastify/rate-limit's store, counting in the database so that every instance behind a load
 * balancer shares one count per route and client address in a fixed window: one upsert per limited
 * request, which raises the count (or starts a new window) and returns it in the same statement
 * (no read-then-write race).
 * Once a bucket is over its limit this instance answers its further requests in that window
 * without the database, so a flood costs the database one statement per instance and window.
 */
export function databaseRateLimitStore(ctx: AppContext): FastifyRateLimitStoreCtor {
  const knownOver = new Map<string, number>();

  const remember = (bucket: string, endsAt: number, now: number) => {
    if (knownOver.size >= MAX_KNOWN_OVER) {
      for (const [b, end] of knownOver) if (end <= now) knownOver.delete(b);
      if (knownOver.size >= MAX_KNOWN_OVER) knownOver.clear();
    }
    knownOver.set(bucket, endsAt);
  };

  async function count(bucket: string, windowMs: number, max: number): Promise<Counted> {
    const now = ctx.clock.now().getTime();
    const over = knownOver.get(bucket);
    if (over !== undefined && over > now) return { current: max + 1, ttl: over - now };
    const at = new Date(now).toISOString();
    const until = new Date(now + windowMs).toISOString();
    // A window starts at the first request after the previous one ended (as the in-memory store did).
    const row = await hotQueryRow(
      ctx.db,
      z.object({ hits: col.int, expires_at: col.timestamp }),
      sql`INSERT INTO rate_limit_hits AS h (bucket, window_start, expires_at, hits)
          VALUES (${bucket}, ${at}::timestamptz, ${until}::timestamptz, 1)
          ON CONFLICT (bucket) DO UPDATE SET
            hits = CASE WHEN h.expires_at <= EXCLUDED.window_start THEN 1 ELSE h.hits + 1 END,
            window_start = CASE WHEN h.expires_at <= EXCLUDED.window_start THEN EXCLUDED.window_start ELSE h.window_start END,
            expires_at = CASE WHEN h.expires_at <= EXCLUDED.window_start THEN EXCLUDED.expires_at ELSE h.expires_at END
          RETURNING h.hits, h.expires_at`,
    );
    const current = row?.hits ?? 1;
    const endsAt = row ? row.expires_at.getTime() : now + windowMs;
    if (current > max) remember(bucket, endsAt, now);
    return { current, ttl: Math.max(0, endsAt - now) };
  }

  class RouteStore implements FastifyRateLimitStore {
    constructor(private readonly route: string) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
      max: number,
    ): void {
      count(`${this.route}|${key}`, timeWindow, max).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new RouteStore(routeOf(options));
    }
  }
  // The plugin makes the first one itself, with its options (which it needs not).
  return class DatabaseStore extends RouteStore {
    constructor() {
      super('');
    }
  };
}

/** "POST /api/login": each limited route counts apart (the plugin hands a child its route as routeInfo). */
function routeOf(options: object): string {
  const info = 'routeInfo' in options ? options.routeInfo : undefined;
  if (!info || typeof info !== 'object') return '';
  const method = 'method' in info ? info.method : undefined;
  const url = 'url' in info ? info.url : undefined;
  return `${[method].flat().map(String).join(',')} ${typeof url === 'string' ? url : ''}`;
}

const PURGE_BATCH = 5000;

/** Deletes the counts of windows that have ended, a batch at a time. */
export async function purgeRateLimitHits(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now().toISOString();
  for (let batch = 0; batch < 20; batch++) {
    const row = await hotQueryRow(
      ctx.db,
      z.object({ n: col.bigint }),
      sql`WITH gone AS (
            DELETE FROM rate_limit_hits WHERE bucket IN (
              SELECT bucket FROM rate_limit_hits WHERE expires_at <= ${now}::timestamptz LIMIT ${PURGE_BATCH})
            RETURNING 1)
          SELECT COUNT(*) AS n FROM gone`,
    );
    if ((row?.n ?? 0n) < BigInt(PURGE_BATCH)) return;
  }
}
