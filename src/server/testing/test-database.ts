import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';

/** Which database this test run uses: set per Vitest project (see vitest.config.ts). */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The URL of database `name` on the test PostgreSQL server. */
export function testDatabaseUrl(name: string): string {
  return withDatabase(adminUrl(), name);
}

/** Runs one statement (CREATE or DROP DATABASE, say) as the test server's administrator. */
export async function adminStatement(statement: string): Promise<void> {
  await admin((c) => c.query(statement));
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface Templates {
  pgliteTemplateFile?: string;
  postgresTemplate?: string;
}

/**
 * A fresh, migrated database for one test file. PGlite loads the migrated template made once per
 * run by the global setup; PostgreSQL gets a new database copied from a migrated template.
 */
export async function createTestDatabase(templates: Templates = {}): Promise<Database> {
  if (testDatabaseKind() === 'pglite') {
    if (templates.pgliteTemplateFile) {
      return openPglite(undefined, { tarball: new Blob([await readFile(templates.pgliteTemplateFile)]) });
    }
    const db = await openPglite(undefined);
    await migrate(db);
    return db;
  }
  const name = `pamoja_t_${randomBytes(6).toString('hex')}`;
  const template = templates.postgresTemplate;
  await admin((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const database = await openPostgres(withDatabase(adminUrl(), name), 20);
  if (!template) await migrate(database);
  return {
    ...database,
    async close() {
      await database.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Global setup: migrate a template once so that each test file starts from a copy of it. */
export async function prepareTemplates(): Promise<{ templates: Templates; cleanup: () => Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'pamoja-pglite-'));
    const db = await openPglite(undefined);
    await migrate(db);
    const dump = await db.dump?.();
    await db.close();
    if (!dump) throw new Error('PGlite could not dump its data directory');
    const file = path.join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { templates: { pgliteTemplateFile: file }, cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `pamoja_tpl_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const db = await openPostgres(withDatabase(adminUrl(), name), 2);
  await migrate(db);
  await db.close();
  return {
    templates: { postgresTemplate: name },
    cleanup: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
