import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import pg from 'pg';
import type { Config } from '../config';
import { openPglite } from '../db/client';
import { col, queryRows } from '../db/typed-rows';
import { DataDirInUseError } from '../db/data-dir-hold';
import { BackupError } from './backup-error';
import { pgliteFolder } from './backup';
import { type BackupKind, backupKindOf, KIND_NAMES } from './backup-file';
import { findPgTool, libpqConnection, runPgTool } from './postgres-tools';

const gunzip = promisify(gunzipCallback);

export interface RestoreResult {
  kind: BackupKind;
  /** Migrations recorded in the restored database (the next start applies any newer ones). */
  migrations: number;
}

function mismatch(file: string, kind: BackupKind): BackupError {
  return kind === 'pglite'
    ? new BackupError(
        `${file} is a backup of ${KIND_NAMES.pglite}, but DATABASE_URL is set, so the restore would go to PostgreSQL. ` +
          'Unset DATABASE_URL to restore it into an empty DATA_DIR. (This command does not move a PGlite database to PostgreSQL.)',
      )
    : new BackupError(
        `${file} is a backup of ${KIND_NAMES.postgres}, but DATABASE_URL is not set, so the restore would go to the embedded database in DATA_DIR. ` +
          'Set DATABASE_URL to an empty PostgreSQL database to restore it there.',
      );
}

async function restorePglite(config: Config, file: string): Promise<RestoreResult> {
  const folder = pgliteFolder(config);
  const existing = existsSync(folder) ? await readdir(folder) : [];
  if (existing.length > 0) {
    throw new BackupError(
      `DATA_DIR ${config.dataDir} already holds a database (${folder} is not empty). A restore only goes into an empty DATA_DIR, so that nothing is overwritten: ` +
        'stop the app, move that folder away or point DATA_DIR at a new folder, and run the restore again.',
    );
  }
  const tarball = await gunzip(await readFile(file)).catch((err: unknown) => {
    throw new BackupError(`${file} is damaged: ${err instanceof Error ? err.message : String(err)}`);
  });
  let database;
  try {
    database = await openPglite(folder, { tarball: new Blob([tarball]) });
  } catch (err) {
    if (err instanceof DataDirInUseError) throw new BackupError(err.message);
    // Leave the folder as empty as it was.
    await rm(folder, { recursive: true, force: true });
    throw new BackupError(`${file} could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    const applied = await queryRows(
      database.db,
      z.object({ n: col.int }),
      sql`SELECT COUNT(*)::int AS n FROM schema_migrations`,
    );
    return { kind: 'pglite', migrations: Number(applied[0]?.n ?? 0) };
  } finally {
    await database.close();
  }
}

/** Tables, views, sequences, functions or types of anyone but PostgreSQL itself. */
const USER_OBJECTS = `SELECT
  (SELECT COUNT(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%')
  + (SELECT COUNT(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema'))
  + (SELECT COUNT(*) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND t.typrelid = 0 AND t.typelem = 0) AS n,
  current_database() AS name`;

async function restorePostgres(url: string, file: string): Promise<RestoreResult> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Cannot connect to DATABASE_URL: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    const found = await client.query<{ n: string; name: string }>(USER_OBJECTS);
    const objects = Number(found.rows[0]?.n ?? 0);
    if (objects > 0) {
      throw new BackupError(
        `The database ${found.rows[0]?.name ?? ''} in DATABASE_URL is not empty (${objects} tables, functions or other objects). A restore only goes into an empty database, ` +
          'so that nothing is overwritten: create a new one (createdb) and point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
  const pgRestore = findPgTool('pg_restore');
  const { dbname, env } = libpqConnection(url);
  // One transaction: a restore that fails leaves the database empty, as it was.
  await runPgTool(
    pgRestore,
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      '--no-password',
      `--dbname=${dbname}`,
      path.resolve(file),
    ],
    env,
  );
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  try {
    const applied = await check.query<{ n: string }>('SELECT COUNT(*) AS n FROM schema_migrations');
    return { kind: 'postgres', migrations: Number(applied.rows[0]?.n ?? 0) };
  } finally {
    await check.end();
  }
}

/** `npm run restore -- FILE`: into an empty DATA_DIR or an empty DATABASE_URL database, never over data. */
export async function restore(config: Config, file: string): Promise<RestoreResult> {
  const kind = await backupKindOf(file);
  const target: BackupKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== target) throw mismatch(file, kind);
  return config.databaseUrl ? restorePostgres(config.databaseUrl, file) : restorePglite(config, file);
}
