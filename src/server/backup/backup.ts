import { existsSync } from 'node:fs';
import { chmod, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Config } from '../config';
import { openPglite } from '../db/client';
import { askHolder, DataDirInUseError } from '../db/data-dir-hold';
import { BackupError } from './backup-error';
import type { BackupKind } from './backup-file';
import { findPgTool, libpqConnection, runPgTool } from './postgres-tools';

const gzip = promisify(gzipCallback);

export interface BackupResult {
  kind: BackupKind;
  bytes: number;
  /** Where the copy came from, for the operator. */
  from: string;
}

/** The embedded database's folder in DATA_DIR (as the server opens it). */
export function pgliteFolder(config: Config): string {
  return path.resolve(config.dataDir, 'db');
}

/** Writes through a temporary name and renames at the end, so a failed backup never looks like one. */
async function writeAtomically(file: string, write: (temporary: string) => Promise<void>): Promise<number> {
  const target = path.resolve(file);
  if (!existsSync(path.dirname(target))) throw new BackupError(`The folder of ${file} does not exist.`);
  const temporary = `${target}.partial-${process.pid}`;
  try {
    await write(temporary);
    // Backups hold personal data and ID images: readable by their owner only.
    await chmod(temporary, 0o600);
    await rename(temporary, target);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
  return (await stat(target)).size;
}

/** PGlite's own tarball of a database folder, gzip-compressed. The folder is opened (and held) meanwhile. */
async function tarballOf(folder: string): Promise<Buffer> {
  const database = await openPglite(folder);
  try {
    if (!database.dump) throw new BackupError('PGlite cannot dump its data directory.');
    const tar = Buffer.from(await (await database.dump()).arrayBuffer());
    return await gzip(tar);
  } finally {
    await database.close();
  }
}

/**
 * The embedded database: when a process holds it (the running server), that process copies its
 * folder between two transactions (pglite-snapshot.ts) and the tarball is made from the copy, here,
 * without holding the server up; when nobody holds it, this command opens the folder itself.
 */
async function backupPglite(folder: string, file: string): Promise<BackupResult> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await askHolder(folder, { op: 'snapshot' });
    if (answer) {
      if (typeof answer.snapshot !== 'string')
        throw new BackupError(
          `The running server could not copy its database: ${String(answer.error ?? 'no reason given')}`,
        );
      const snapshot = answer.snapshot;
      try {
        const tarball = await tarballOf(snapshot);
        const bytes = await writeAtomically(file, (t) => writeFile(t, tarball, { mode: 0o600 }));
        return { kind: 'pglite', bytes, from: 'the running server, between two transactions' };
      } finally {
        await rm(path.dirname(snapshot), { recursive: true, force: true });
      }
    }
    if (!existsSync(path.join(folder, 'PG_VERSION')))
      throw new BackupError(`There is no database in ${folder} (DATA_DIR): nothing to back up.`);
    try {
      const tarball = await tarballOf(folder);
      const bytes = await writeAtomically(file, (t) => writeFile(t, tarball, { mode: 0o600 }));
      return { kind: 'pglite', bytes, from: 'the database folder (no server was running)' };
    } catch (err) {
      // A server started between the question and the opening: ask it instead.
      if (!(err instanceof DataDirInUseError)) throw err;
    }
  }
  throw new BackupError(`The database in ${folder} is in use, but its holder does not answer backup requests.`);
}

/** PostgreSQL: pg_dump's custom format, consistent by the snapshot pg_dump takes for the whole dump. */
async function backupPostgres(url: string, file: string): Promise<BackupResult> {
  const pgDump = findPgTool('pg_dump');
  const { dbname, env } = libpqConnection(url);
  const bytes = await writeAtomically(file, (t) =>
    runPgTool(pgDump, ['--format=custom', '--no-password', `--file=${t}`, `--dbname=${dbname}`], env),
  );
  return { kind: 'postgres', bytes, from: 'pg_dump' };
}

/** `npm run backup -- FILE`: a consistent copy of the configured database, whether the app runs or not. */
export async function backup(config: Config, file: string): Promise<BackupResult> {
  return config.databaseUrl ? backupPostgres(config.databaseUrl, file) : backupPglite(pgliteFolder(config), file);
}
