import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { col, queryRows } from './typed-rows';
import { projectRoot } from '../project-root';

export interface Migration {
  name: string;
  text: string;
}

/** The SQL files of `migrations/` in the order they apply, with their text. */
export async function readMigrations(): Promise<Migration[]> {
  const dir = path.join(projectRoot(), 'migrations');
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(path.join(dir, name), 'utf8') })));
}

/** One hash of the migrations' names and texts, in order: a database migrated from them is known by it. */
export function migrationsHash(migrations: Migration[]): string {
  const hash = createHash('sha256');
  for (const m of migrations) hash.update(`${m.name}\0${m.text}\0`);
  return hash.digest('hex');
}

/** The migrations recorded as applied (committed), read without the lock. */
async function recordedMigrations(database: Database): Promise<Set<string>> {
  const [table] = await queryRows(
    database.db,
    z.object({ present: col.boolean }),
    sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
  );
  if (!table?.present) return new Set();
  const rows = await queryRows(database.db, z.object({ name: col.text }), sql`SELECT name FROM schema_migrations`);
  return new Set(rows.map((r) => r.name));
}

/**
 * Applies the SQL files of `migrations/` in name order, each once, each in its own transaction.
 * A table lock makes instances that start together wait for each other instead of racing. One
 * read first skips those already recorded (committed, so never to be applied again): a start with
 * nothing to apply then takes one query instead of a locked transaction per migration.
 */
export async function migrate(database: Database): Promise<string[]> {
  const recorded = await recordedMigrations(database);
  const applied: string[] = [];
  for (const { name, text } of await readMigrations()) {
    if (recorded.has(name)) continue;
    if (await database.applyMigration(name, text)) applied.push(name);
  }
  return applied;
}
