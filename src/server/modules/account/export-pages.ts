import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { checkRow, col, type RowSchema } from '../../db/typed-rows';

/** Rows read per statement by the data export: memory holds one page, whatever the history's length. */
export const PAGE = 500;

/** A page query's keyset: its columns in order (created_at first, then a unique id) and the id's type. */
export interface Keyset {
  at: SQL;
  id: SQL;
  idType: 'bigint' | 'uuid' | 'text';
}

const Cursor = z.object({ cursor_at: col.text, cursor_id: col.text });

/** A timestamp as the export writes it (ISO 8601, UTC), or null. */
export const when = (v: Date | null) => (v === null ? null : v.toISOString());
/** A keyset on a timestamp column and a uuid id (`uuidKey('created_at', 'id')`). */
export const uuidKey = (at: string, id: string): Keyset => ({ at: sql.raw(at), id: sql.raw(id), idType: 'uuid' });
/** A keyset on a timestamp column and a bigint id. */
export const bigintKey = (at: string, id: string): Keyset => ({ at: sql.raw(at), id: sql.raw(id), idType: 'bigint' });

/** What a page query puts in its SQL: `cursor` among its columns, `after` in its WHERE, `order` at its end. */
export interface PageParts {
  cursor: SQL;
  after: SQL;
  order: SQL;
}

/**
 * The rows of `query`, a page at a time, oldest first, each page after the last row of the one
 * before (keyset paging on `(at, id)`), so a long history is never read whole.
 */
export async function* pages<S extends RowSchema>(
  db: Db,
  row: S,
  key: Keyset,
  query: (parts: PageParts) => SQL,
): AsyncGenerator<z.output<S>[]> {
  const cursor = sql`${key.at}::text AS cursor_at, ${key.id}::text AS cursor_id`;
  const order = sql`ORDER BY ${key.at}, ${key.id} LIMIT ${PAGE}`;
  let last: z.output<typeof Cursor> | undefined;
  for (;;) {
    const after = last
      ? sql`AND (${key.at}, ${key.id}) > (${last.cursor_at}::timestamptz, ${last.cursor_id}::${sql.raw(key.idType)})`
      : sql``;
    const raw = await rawRows(db, query({ cursor, after, order }));
    if (raw.length > 0) yield raw.map((r) => checkRow(row, r));
    last = raw.length > 0 ? checkRow(Cursor, raw.at(-1)) : undefined;
    if (!last || raw.length < PAGE) return;
  }
}

/** A JSON array written a page at a time: `[`, each row as `map` makes it (one a line), `]`. */
export async function* jsonArray<T>(source: AsyncIterable<T[]>, map: (row: T) => unknown): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of source) {
    const lines = page.map((row) => JSON.stringify(map(row)));
    yield (first ? '\n  ' : ',\n  ') + lines.join(',\n  ');
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

/** A JSON object whose members are written in turn: each a value, or an array still being read. */
export async function* jsonObject(members: Record<string, unknown>): AsyncGenerator<string> {
  const names = Object.keys(members);
  yield '{';
  for (const [i, name] of names.entries()) {
    const value: unknown = await members[name];
    yield `${i === 0 ? '' : ','}\n  ${JSON.stringify(name)}: `;
    if (value !== null && typeof value === 'object' && Symbol.asyncIterator in value) {
      for await (const chunk of value as AsyncIterable<string>) yield chunk.replace(/\n(?=.)/g, '\n  ').trimEnd();
    } else yield JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');
  }
  yield '\n}\n';
}

/** Every row of `source`, each as `map` makes it: for the mailed export, which is sent whole. */
export async function collect<T, U>(source: AsyncIterable<T[]>, map: (row: T) => U): Promise<U[]> {
  const all: U[] = [];
  for await (const page of source) all.push(...page.map(map));
  return all;
}
