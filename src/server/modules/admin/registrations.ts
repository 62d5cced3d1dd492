import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fromNairobiWallClock, nairobiWallClock } from '../../../shared/nairobi-time';
import type { RegistrationRange, Registrations } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Bucket starts in Nairobi wall-clock time, as UTC-based Dates (the local time read with getUTC*). */
export function buckets(range: RegistrationRange, now: Date): Date[] {
  const local = nairobiWallClock(now);
  const y = local.getUTCFullYear();
  const mo = local.getUTCMonth();
  const d = local.getUTCDate();
  switch (range) {
    case 'day': // today, hour by hour
      return Array.from({ length: 24 }, (_, h) => new Date(Date.UTC(y, mo, d, h)));
    case 'week': // the last 7 days, today included
      return Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(y, mo, d - 6 + i)));
    case 'month': // the last 30 days, today included
      return Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(y, mo, d - 29 + i)));
    case 'year': // the last 12 months, this month included
      return Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(y, mo - 11 + i, 1)));
  }
}

function bucketEnd(range: RegistrationRange, start: Date): Date {
  if (range === 'day') return new Date(start.getTime() + HOUR_MS);
  if (range === 'year') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + DAY_MS);
}

/** Registrations (users created, role user) per bucket, oldest first, for the dashboard chart. */
export async function registrations(db: Db, range: RegistrationRange, now: Date): Promise<Registrations> {
  const starts = buckets(range, now);
  const values = sql.join(
    starts.map((s, i) => {
      const from = fromNairobiWallClock(s).toISOString();
      const to = fromNairobiWallClock(bucketEnd(range, s)).toISOString();
      return sql`(${i}::int, ${from}::timestamptz, ${to}::timestamptz)`;
    }),
    sql`, `,
  );
  const counted = await queryRows(
    db,
    z.object({ i: col.int, n: col.bigint }),
    sql`SELECT b.i, COUNT(u.id) AS n
        FROM (VALUES ${values}) AS b(i, from_at, to_at)
        LEFT JOIN users u ON u.role = 'user' AND u.created_at >= b.from_at AND u.created_at < b.to_at
        GROUP BY b.i ORDER BY b.i`,
  );
  const byIndex = new Map(counted.map((r) => [r.i, Number(r.n)]));
  return {
    range,
    points: starts.map((s, i) => ({ start: s.toISOString().slice(0, 16), count: byIndex.get(i) ?? 0 })),
  };
}
