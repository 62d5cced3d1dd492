import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client';
import { type HotStatement, hotRawRows, hotStatementRows, rawRows } from './raw-rows';

/**
 * Rows checked at the database boundary. Each query names the shape of its row with a zod object
 * built from `col`; a row that does not match (a renamed column, a type changed by a migration, a
 * NULL where none was expected) fails at that line with the column's name, instead of travelling on
 * as a wrongly typed value. The check costs about a microsecond a row (decision 021).
 */
export const col = {
  text: z.string(),
  int: z.number().int(),
  bigint: z.bigint(),
  boolean: z.boolean(),
  /** timestamptz: a Date on both drivers (row-values.ts). */
  timestamp: z.date(),
  /** date: the calendar day as 'YYYY-MM-DD'. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** numeric: PostgreSQL's exact text, never a float. */
  numeric: z.string(),
  bytes: z.instanceof(Buffer),
  bigintArray: z.array(z.bigint()),
  textArray: z.array(z.string()),
} as const;

export type RowSchema = z.ZodObject<z.ZodRawShape>;

export class RowShapeError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    const first = issues[0];
    super(
      `a database row does not have the shape its query declares: ${first ? `${first.path.join('.')}: ${first.message}` : 'unknown'}`,
    );
    this.name = 'RowShapeError';
  }
}

function check<S extends RowSchema>(row: S, values: unknown[]): z.output<S>[] {
  return values.map((value) => {
    const parsed = row.safeParse(value);
    if (!parsed.success) throw new RowShapeError(parsed.error.issues);
    return parsed.data;
  });
}

/** A row read some other way (e.g. with the session, see http/access.ts), checked against `row`. */
export function checkRow<S extends RowSchema>(row: S, value: unknown): z.output<S> {
  const [checked] = check(row, [value]);
  if (checked === undefined) throw new RowShapeError([]);
  return checked;
}

/** The rows of a statement, each checked against `row`. */
export async function queryRows<S extends RowSchema>(db: Db, row: S, query: SQL): Promise<z.output<S>[]> {
  return check(row, await rawRows(db, query));
}

/** The first row of a statement checked against `row`, or undefined when there is none. */
export async function queryRow<S extends RowSchema>(db: Db, row: S, query: SQL): Promise<z.output<S> | undefined> {
  return (await queryRows(db, row, query))[0];
}

/** The first row of a statement checked against `row`; throws `missing()` (a NotFoundError, say) when there is none. */
export async function queryRowOrThrow<S extends RowSchema>(
  db: Db,
  row: S,
  query: SQL,
  missing: () => Error,
): Promise<z.output<S>> {
  const found = await queryRow(db, row, query);
  if (found === undefined) throw missing();
  return found;
}

/** Like `queryRows`, for a hot statement run as a named prepared statement (see `hotRawRows`). */
export async function hotQueryRows<S extends RowSchema>(db: Db, row: S, query: SQL): Promise<z.output<S>[]> {
  return check(row, await hotRawRows(db, query));
}

/** Like `queryRow`, for a hot statement run as a named prepared statement (see `hotRawRows`). */
export async function hotQueryRow<S extends RowSchema>(db: Db, row: S, query: SQL): Promise<z.output<S> | undefined> {
  return check(row, await hotRawRows(db, query))[0];
}

/** The first row of a `HotStatement` (text built once, `values` for its placeholders) checked against `row`. */
export async function hotStatementRow<S extends RowSchema>(
  db: Db,
  row: S,
  statement: HotStatement,
  values: Record<string, unknown>,
): Promise<z.output<S> | undefined> {
  return check(row, await hotStatementRows(db, statement, values))[0];
}
