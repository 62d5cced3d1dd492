import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { childrenOf, freePort, processGone, signal, until } from './processes';

/**
 * A PostgreSQL server of the test's own: initdb in a temporary folder, its own free port, its
 * socket in that folder, fsync on. The test may kill it (the whole process group, as a power cut
 * would) or stop it fast, and start it again on the same data directory. The machine's own server
 * is never touched. As root (sessions, CI) it runs as the `postgres` OS user, which initdb and
 * postgres require.
 */
export interface PostgresInstance {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  port: number;
  /** SIGKILL to the postmaster and every backend at once; returns once all of them are gone. */
  kill9(): Promise<void>;
  /** SIGKILL to the postmaster alone; returns once its backends, which notice, have exited too. */
  killPostmaster(): Promise<void>;
  /** Fast shutdown (SIGINT): aborts open transactions, checkpoints, exits. */
  stopFast(): Promise<void>;
  /** Starts the server on the same data directory and waits until it accepts queries. */
  start(): Promise<void>;
  /** Stops the server (whatever its state) and deletes its folder. */
  destroy(): Promise<void>;
}

const DEFAULT_BIN_DIR = '/usr/lib/postgresql/15/bin';
const READY_TIMEOUT_MS = 90_000;
const EXIT_TIMEOUT_MS = 60_000;

const hasServer = (dir: string) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'));

/** PostgreSQL's bin directory: PG_BIN when set, else PostgreSQL 15's (or the newest) on Debian/Ubuntu, else pg_config's. */
function binDir(): string {
  const wanted = process.env.PG_BIN;
  if (wanted) {
    if (hasServer(wanted)) return wanted;
    throw new Error(`The fault tests need PostgreSQL's initdb and postgres; PG_BIN=${wanted} has not got them.`);
  }
  if (hasServer(DEFAULT_BIN_DIR)) return DEFAULT_BIN_DIR;
  // Another major version installed the Debian way.
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v))
    : [];
  for (const v of versions.sort((a, b) => Number(b) - Number(a)))
    if (hasServer(`/usr/lib/postgresql/${v}/bin`)) return `/usr/lib/postgresql/${v}/bin`;
  try {
    const dir = execFileSync('pg_config', ['--bindir'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (hasServer(dir)) return dir;
  } catch {
    // no pg_config on the PATH: reported below
  }
  throw new Error(
    `The fault tests need PostgreSQL's initdb and postgres; found them neither in /usr/lib/postgresql/*/bin nor through pg_config. ` +
      'Install the PostgreSQL server (e.g. apt-get install postgresql-15) or set PG_BIN to its bin directory.',
  );
}

/** Who runs the server: the `postgres` OS user when we are root, else ourselves. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(
      execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
    const gid = Number(
      execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
    if (Number.isInteger(uid) && Number.isInteger(gid)) return { uid, gid };
  } catch {
    // reported below
  }
  throw new Error(
    'The fault tests run as root, and PostgreSQL refuses root: they need a `postgres` OS user to run it as.',
  );
}

/** Every process of every server still running, so that none outlives the test process. */
const running = new Set<number>();
let exitHookInstalled = false;
function killOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of running) for (const p of [...childrenOf(pid), pid]) signal(p, 'SIGKILL');
  });
}

export async function createPostgresInstance(databases: string[] = ['pamoja']): Promise<PostgresInstance> {
  const bin = binDir();
  const user = runAs();
  const dir = await mkdtemp(path.join(tmpdir(), 'pamoja-faults-'));
  if (user) await chown(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const spawnOpts = {
    ...(user ?? {}),
    cwd: dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', LANG: 'C' },
  };
  let log = '';
  const keepLog = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };

  let postmaster: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  killOnExit();

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;

  function initdb(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const child = spawn(
        path.join(bin, 'initdb'),
        ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
        {
          ...spawnOpts,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child.stdout.on('data', keepLog);
      child.stderr.on('data', keepLog);
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb exited with ${code}:\n${log}`))));
    });
  }

  async function ready(): Promise<void> {
    await until('PostgreSQL accepts queries', READY_TIMEOUT_MS, async () => {
      if (!postmaster || postmaster.exitCode !== null || postmaster.signalCode !== null) {
        throw new Error(`PostgreSQL exited while starting:\n${log}`);
      }
      const client = new pg.Client({ connectionString: url(), connectionTimeoutMillis: 5000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => undefined);
      }
    });
  }

  async function start(): Promise<void> {
    if (postmaster && postmaster.exitCode === null && postmaster.signalCode === null)
      throw new Error('PostgreSQL is already running');
    const args = [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=on',
      '-c',
      'synchronous_commit=on',
      '-c',
      'full_page_writes=on',
      '-c',
      'max_connections=60',
      '-c',
      'shared_buffers=32MB',
    ];
    const child = spawn(path.join(bin, 'postgres'), args, {
      ...spawnOpts,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', keepLog);
    child.stderr?.on('data', keepLog);
    postmaster = child;
    if (child.pid === undefined) throw new Error('PostgreSQL did not start');
    running.add(child.pid);
    exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await ready();
  }

  /** Waits until the postmaster and the given processes have exited. */
  async function gone(pids: number[]): Promise<void> {
    await Promise.race([exited, new Promise((r) => setTimeout(r, EXIT_TIMEOUT_MS))]);
    await until('every PostgreSQL process has exited', EXIT_TIMEOUT_MS, () => pids.every(processGone));
    if (postmaster?.pid !== undefined) running.delete(postmaster.pid);
  }

  /**
   * A power cut for the server: the postmaster is frozen (so that it forks nothing more), then it and
   * every child it has are killed at once. PostgreSQL puts each backend in a session of its own, so
   * a signal to the postmaster's process group would not reach them.
   */
  async function kill9(): Promise<void> {
    const pid = postmaster?.pid;
    if (pid === undefined || processGone(pid)) return;
    signal(pid, 'SIGSTOP');
    // Children first: a backend that outlived the postmaster even briefly would notice and exit cleanly.
    const all = [...childrenOf(pid), pid];
    for (const p of all) signal(p, 'SIGKILL');
    await gone(all);
  }

  /** Sends `sig` to the postmaster alone, then waits until it and the children it had are gone. */
  async function signalPostmaster(sig: NodeJS.Signals): Promise<void> {
    const pid = postmaster?.pid;
    if (pid === undefined || processGone(pid)) return;
    const all = [pid, ...childrenOf(pid)];
    signal(pid, sig);
    await gone(all);
  }

  const killPostmaster = (): Promise<void> => signalPostmaster('SIGKILL');
  const stopFast = (): Promise<void> => signalPostmaster('SIGINT');

  async function destroy(): Promise<void> {
    try {
      await stopFast();
    } finally {
      await kill9();
      await rm(dir, { recursive: true, force: true });
    }
  }

  try {
    await initdb();
    await start();
    const admin = new pg.Client({ connectionString: url() });
    await admin.connect();
    try {
      for (const name of databases) await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
  } catch (err) {
    await destroy().catch(() => undefined);
    throw err;
  }

  return { url, port, kill9, killPostmaster, stopFast, start, destroy };
}
