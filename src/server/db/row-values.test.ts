import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import { timestampFromText } from './row-values';
import { col, hotQueryRow, queryRow, RowShapeError } from './typed-rows';

const EVERY_TYPE = sql`SELECT 9007199254740993::int8 AS big, 7::int4 AS small, 12.345::numeric AS exact,
  '2024-02-29 23:59:59.123456+00'::timestamptz AS at, '2024-02-29 23:59:59.5'::timestamp AS local_at,
  '2024-02-29'::date AS day, true AS flag, 'Pamoja'::text AS name, ARRAY[1, 9007199254740993]::int8[] AS bigs,
  ARRAY['a', 'b'] AS names, '\\x0102ff'::bytea AS raw, NULL::int8 AS missing, NULL::timestamptz AS never`;

/** What a value is, in words a test can compare across drivers. */
function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (v instanceof Date) return `Date ${v.toISOString()}`;
  if (Buffer.isBuffer(v)) return `Buffer ${v.toString('hex')}`;
  if (Array.isArray(v)) return `[${v.map(describeValue).join(', ')}]`;
  return `${typeof v} ${String(v)}`;
}

const Row = z.object({
  big: col.bigint,
  small: col.int,
  exact: col.numeric,
  at: col.timestamp,
  local_at: col.timestamp,
  day: col.date,
  flag: col.boolean,
  name: col.text,
  bigs: col.bigintArray,
  names: col.textArray,
  raw: col.bytes,
  missing: col.bigint.nullable(),
  never: col.timestamp.nullable(),
});

describe('both drivers return the same types for the same row', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(inject('templates'));
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads every column type the app uses as the same JavaScript value', async () => {
    const row = await queryRow(database.db, Row, EVERY_TYPE);
    if (!row) throw new Error('no row');
    expect(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, describeValue(v)]))).toEqual({
      big: 'bigint 9007199254740993',
      small: 'number 7',
      exact: 'string 12.345',
      at: 'Date 2024-02-29T23:59:59.123Z',
      local_at: 'Date 2024-02-29T23:59:59.500Z',
      day: 'string 2024-02-29',
      flag: 'boolean true',
      name: 'string Pamoja',
      bigs: '[bigint 1, bigint 9007199254740993]',
      names: '[string a, string b]',
      raw: 'Buffer 0102ff',
      missing: 'null',
      never: 'null',
    });
  });

  it('gives a hot (prepared) statement the same values', async () => {
    const row = await hotQueryRow(database.db, Row, EVERY_TYPE);
    expect(row?.at).toEqual(new Date('2024-02-29T23:59:59.123Z'));
    expect(row?.bigs).toEqual([1n, 9007199254740993n]);
  });

  it('reads timestamps alike whatever the session time zone', async () => {
    const row = await queryRow(
      database.db,
      z.object({ at: col.timestamp }),
      sql`SELECT ('2024-02-29 23:59:59.123456+00'::timestamptz AT TIME ZONE 'Africa/Nairobi') AT TIME ZONE 'Africa/Nairobi' AS at`,
    );
    expect(row?.at.toISOString()).toBe('2024-02-29T23:59:59.123Z');
  });

  it('refuses a row whose shape differs from what the query declares, naming the column', async () => {
    await expect(queryRow(database.db, z.object({ big: col.text }), sql`SELECT 1::int8 AS big`)).rejects.toThrow(
      RowShapeError,
    );
    await expect(queryRow(database.db, z.object({ big: col.bigint }), sql`SELECT NULL::int8 AS big`)).rejects.toThrow(
      /big/,
    );
  });
});

describe('timestampFromText', () => {
  it('reads PostgreSQL ISO output with any offset and precision', () => {
    expect(timestampFromText('2026-11-25 12:21:15.094788+00', true).toISOString()).toBe('2026-11-25T12:21:15.094Z');
    expect(timestampFromText('2026-11-25 15:21:15+03', true).toISOString()).toBe('2026-11-25T12:21:15.000Z');
    expect(timestampFromText('2026-11-25 17:51:15+05:30', true).toISOString()).toBe('2026-11-25T12:21:15.000Z');
    expect(timestampFromText('2026-11-25 12:21:15.5', false).toISOString()).toBe('2026-11-25T12:21:15.500Z');
  });
});
