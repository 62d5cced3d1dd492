import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { normalizeRows } from './row-values';

/** What either driver answers for a raw statement: its rows and the server's description of the columns. */
interface RawResult {
  rows: Record<string, unknown>[];
  fields?: { name: string; dataTypeID: number }[];
}

/** The rows of a driver's answer, with the same value types on both drivers (see row-values.ts). */
export function resultRows(result: unknown): Record<string, unknown>[] {
  const raw = result as RawResult;
  normalizeRows(raw.fields, raw.rows);
  return raw.rows;
}

/**
 * Runs a statement and returns its rows as both drivers agree to give them (row-values.ts), not yet
 * checked: callers read rows through typed-rows.ts, which checks each against its declared shape.
 */
export async function rawRows(db: Db, query: SQL): Promise<unknown[]> {
  return resultRows(await db.execute(query));
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 200;

/** The prepared-statement name of a hot statement's text, or undefined once MAX_NAMED_STATEMENTS are taken. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `pamoja_hot_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Like `rawRows()`, for a hot statement: on PostgreSQL it runs as a named prepared statement, so each
 * pooled connection parses and plans its text once and later only binds and executes it (PGlite
 * ignores the name). Each distinct text gets its own name; past MAX_NAMED_STATEMENTS texts it falls
 * back to unnamed statements, so a caller building texts dynamically cannot grow the server's cache
 * without bound. The hottest statements are `HotStatement`s instead, whose text is not rebuilt per call.
 */
export async function hotRawRows(db: Db, query: SQL): Promise<unknown[]> {
  const compiled = dialect.sqlToQuery(query);
  return resultRows(await db._.session.prepareQuery(compiled, undefined, statementName(compiled.sql), false).execute());
}

/**
 * A hot statement whose text is built once, when the module defining it loads, instead of on every
 * call: its values are named placeholders (`sql.placeholder('name')`) filled in by
 * `hotStatementRows`. It runs as a named prepared statement like `hotRawRows`, and the driver's
 * prepared query is made once per database handle too (decision 046).
 */
export class HotStatement {
  readonly query: { sql: string; params: unknown[] };
  readonly name: string | undefined;

  constructor(statement: SQL) {
    this.query = dialect.sqlToQuery(statement);
    this.name = statementName(this.query.sql);
  }
}

type Prepared = ReturnType<Db['_']['session']['prepareQuery']>;
const preparedByDb = new WeakMap<Db, Map<HotStatement, Prepared>>();

/** The rows of a `HotStatement` with its placeholders set to `values` (a missing one throws). */
export async function hotStatementRows(
  db: Db,
  statement: HotStatement,
  values: Record<string, unknown>,
): Promise<unknown[]> {
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = new Map()));
  let query = prepared.get(statement);
  if (!query) {
    query = db._.session.prepareQuery(statement.query, undefined, statement.name, false);
    prepared.set(statement, query);
  }
  return resultRows(await query.execute(values));
}
