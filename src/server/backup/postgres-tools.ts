import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';

/**
 * pg_dump and pg_restore: from PG_BIN when set, else the newest PostgreSQL installed the
 * Debian way, else pg_config's folder, else the PATH. A newer pg_dump reads an older server, never the
 * reverse, so the newest wins.
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  const wanted = process.env.PG_BIN;
  if (wanted) {
    const tool = path.join(wanted, name);
    if (existsSync(tool)) return tool;
    throw new BackupError(`${name} is not in PG_BIN=${wanted}.`);
  }
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).filter((v) => /^\d+$/.test(v)) : [];
  for (const v of versions.sort((a, b) => Number(b) - Number(a))) {
    const tool = path.join(debian, v, 'bin', name);
    if (existsSync(tool)) return tool;
  }
  try {
    const tool = path.join(
      execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
      name,
    );
    if (existsSync(tool)) return tool;
  } catch {
    // no pg_config: try the PATH
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const tool = path.join(dir, name);
    if (dir && existsSync(tool)) return tool;
  }
  throw new BackupError(
    `${name} was not found (looked in PG_BIN, /usr/lib/postgresql/*/bin, pg_config --bindir and the PATH). ` +
      `Install PostgreSQL's client programs (e.g. apt-get install postgresql-client) or set PG_BIN to the folder that has ${name}.`,
  );
}

/**
 * The connection for a libpq program: the URL without its password, which goes in PGPASSWORD, so that
 * it never shows in the process list.
 */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL program; rejects with its error output when it fails. */
export function runPgTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 20_000) stderr += chunk;
    });
    child.once('error', (err) =>
      reject(new BackupError(`${path.basename(tool)} could not be started: ${err.message}`)),
    );
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(`${path.basename(tool)} failed (exit ${code ?? 'signal'}): ${stderr.trim() || 'no message'}`),
        );
    });
  });
}
