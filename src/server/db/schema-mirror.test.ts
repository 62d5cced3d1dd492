import { is, sql } from 'drizzle-orm';
import { bigint, getTableConfig, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { type Db, rows } from './client';

/**
 * The drizzle mirrors in schema/*.ts are typed views of the SQL migrations, which are the source
 * of truth. A mirror that names a column the migrations never made, or types it differently,
 * compiles fine and fails only at run time; this test catches it on both databases.
 */
const modules = import.meta.glob<Record<string, unknown>>('./schema/*.ts', { eager: true });
const mirrors: Array<{ file: string; table: PgTable }> = Object.entries(modules).flatMap(([file, mod]) =>
  Object.values(mod)
    .filter((v): v is PgTable => is(v, PgTable))
    .map((table) => ({ file, table })),
);

// drizzle's SQL type names → PostgreSQL's udt_name in information_schema.columns.
const UDT: Record<string, string> = {
  bigint: 'int8',
  bigserial: 'int8',
  integer: 'int4',
  serial: 'int4',
  smallint: 'int2',
  smallserial: 'int2',
  boolean: 'bool',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  timestamp: 'timestamp',
  'time with time zone': 'timetz',
  'time without time zone': 'time',
  'double precision': 'float8',
  real: 'float4',
  char: 'bpchar',
  character: 'bpchar',
  'character varying': 'varchar',
};

function expectedUdt(sqlType: string): string {
  const array = sqlType.endsWith('[]');
  const base = sqlType.replace(/\[\]$/, '').replace(/\s*\(.*\)$/, '').trim().toLowerCase();
  const udt = UDT[base] ?? base;
  return array ? `_${udt}` : udt;
}

interface DbColumn {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
}

/** Every way the mirrors disagree with the migrated database, as readable lines. */
async function mismatches(db: Db, tables: PgTable[]): Promise<string[]> {
  const found = await rows<DbColumn>(
    db,
    sql`SELECT table_name, column_name, udt_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  const byTable = new Map<string, Map<string, DbColumn>>();
  for (const c of found) {
    if (!byTable.has(c.table_name)) byTable.set(c.table_name, new Map());
    byTable.get(c.table_name)!.set(c.column_name, c);
  }
  const problems: string[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    const columns = byTable.get(config.name);
    if (!columns) {
      problems.push(`table ${config.name} does not exist`);
      continue;
    }
    for (const column of config.columns) {
      const actual = columns.get(column.name);
      if (!actual) {
        problems.push(`${config.name}.${column.name} does not exist`);
        continue;
      }
      const want = expectedUdt(column.getSQLType());
      if (want !== actual.udt_name) problems.push(`${config.name}.${column.name} is ${actual.udt_name}, the mirror says ${want}`);
      if (column.notNull && actual.is_nullable === 'YES') problems.push(`${config.name}.${column.name} may be null, the mirror says not null`);
    }
  }
  return problems;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('drizzle mirrors', () => {
  it('are found in every schema module', () => {
    const names = mirrors.map((m) => getTableConfig(m.table).name);
    for (const table of ['users', 'sessions', 'uploads', 'ledger_accounts', 'journal_entries', 'postings', 'notifications', 'newsletter_subscriptions', 'support_messages']) {
      expect(names).toContain(table);
    }
  });

  it('name only tables and columns that the migrations made, with compatible types', async () => {
    expect(await mismatches(server.ctx.db, mirrors.map((m) => m.table))).toEqual([]);
  });

  it('are reported when a mirror names a missing table or column or a wrong type', async () => {
    const wrong = pgTable('users', {
      id: text('id').primaryKey(),
      nickname: text('nickname'),
      fullName: bigint('full_name', { mode: 'bigint' }),
      email: text('email').notNull(),
    });
    const missing = pgTable('no_such_table', { id: text('id') });
    expect(await mismatches(server.ctx.db, [wrong, missing])).toEqual([
      'users.nickname does not exist',
      'users.full_name is text, the mirror says int8',
      'users.email may be null, the mirror says not null',
      'table no_such_table does not exist',
    ]);
  });
});
