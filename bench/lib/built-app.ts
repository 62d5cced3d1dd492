import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The build to run (DIST_DIR, default dist), or exits with a message when there is none. */
export function requireBuild(): string {
  const dist = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(dist, 'server', 'main.js')) || !existsSync(path.join(dist, 'client', 'index.html'))) {
    console.error(`No build in ${dist}: run npm run build first.`);
    process.exit(1);
  }
  return dist;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The environment of a built app started on embedded PGlite in `dataDir` on a loopback `port`: quiet
 * logs, no background jobs, and never the caller's DATABASE_URL.
 */
export function builtAppEnv(port: number, dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  return childEnv;
}

export interface BuiltApp {
  url: string;
  stop(): Promise<void>;
}

/**
 * The built app started as a user starts it (`node scripts/start.mjs`), on a fresh DATA_DIR
 * (embedded PGlite) and a free loopback port, once /healthz answers.
 */
export async function startBuiltApp(env: Record<string, string> = {}): Promise<BuiltApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-bench-app-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = builtAppEnv(port, dataDir, env);
  const app: ChildProcess = spawn(process.execPath, [path.join(projectRoot, 'scripts', 'start.mjs')], {
    cwd: projectRoot,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async (): Promise<void> => {
    if (app.exitCode === null) {
      const exited = new Promise((r) => app.once('exit', r));
      app.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode} before answering`);
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the app did not answer /healthz within 60 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}
