// Start-up: `node scripts/start.mjs` (what `npm start` runs, with the build present) until /healthz
// answers, on a fresh DATA_DIR (embedded PGlite, migrations applied, first superadmin created), then
// again on the same DATA_DIR (a restart). Usage: tsx bench/startup.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtAppEnv, freePort, projectRoot as root, requireBuild } from './lib/built-app';
import { emit } from './lib/emit';

const B = 'startup';
requireBuild(); // this benchmark measures a warm start

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Milliseconds from spawning the server to its first 200 on /healthz (at most 120 s). */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const env = builtAppEnv(port, dataDir);
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (!(await healthy(`http://127.0.0.1:${port}/healthz`))) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
      if (performance.now() - started > 120_000) throw new Error('the server did not answer /healthz within 120 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    return performance.now() - started;
  } finally {
    await stop(child);
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-bench-startup-'));
try {
  emit(B, 'fresh_data_dir_ms', Math.round(await timeStart(dataDir)), { database: 'pglite' });
  emit(B, 'restart_ms', Math.round(await timeStart(dataDir)), { database: 'pglite' });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
