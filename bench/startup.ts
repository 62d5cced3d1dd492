// Start-up: `node scripts/start.mjs` (what `npm start` runs, with the build present) until /healthz
// answers, on a fresh DATA_DIR (embedded PGlite: the build's migrated template copied, or migrations
// applied; first superadmin created), then again on the same DATA_DIR (a restart). Each start also
// prints the phases of the server's own `startup` log line (where the time goes, decision 106), and
// the machine's load average, so that a slow figure can be told from a busy machine.
// Usage: tsx bench/startup.ts [runs, default 1]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { builtAppEnv, freePort, projectRoot as root, requireBuild } from './lib/built-app';
import { emit } from './lib/emit';

const B = 'startup';
requireBuild(); // this benchmark measures a warm start
const runs = Number(process.argv[2] ?? 1);

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

/** The phases of the server's `startup` log line, once it is printed. */
function startupPhases(child: ChildProcess): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error('no stdout'));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      try {
        const entry: unknown = JSON.parse(line);
        if (entry && typeof entry === 'object' && 'msg' in entry && entry.msg === 'startup' && 'startup' in entry) {
          const phases = entry.startup;
          if (phases && typeof phases === 'object') resolve({ ...phases });
        }
      } catch {
        // not a log line
      }
    });
    lines.once('close', () => reject(new Error('the server printed no startup line')));
  });
}

interface Start {
  ms: number;
  phases: Record<string, unknown>;
}

/** Milliseconds from spawning the server to its first 200 on /healthz (at most 120 s), and its phases. */
async function timeStart(dataDir: string): Promise<Start> {
  const port = await freePort();
  // info, for the startup line; no requests are logged at info but the polls of /healthz.
  const env = builtAppEnv(port, dataDir, { LOG_LEVEL: 'info' });
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const phases = startupPhases(child);
  phases.catch(() => undefined); // awaited below, once the server answered
  try {
    while (!(await healthy(`http://127.0.0.1:${port}/healthz`))) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
      if (performance.now() - started > 120_000) throw new Error('the server did not answer /healthz within 120 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    const ms = performance.now() - started;
    // The line follows listen by a few statements; a build from before it prints none.
    const none = new Promise<Record<string, unknown>>((r) => setTimeout(() => r({}), 5_000).unref());
    return { ms, phases: await Promise.race([phases, none]) };
  } finally {
    await stop(child);
  }
}

function emitStart(metric: string, start: Start): void {
  const { database, ...phases } = start.phases;
  const scale = { database: 'pglite', data_dir: typeof database === 'string' ? database : 'unknown' };
  emit(B, metric, Math.round(start.ms), scale);
  for (const [phase, ms] of Object.entries(phases)) {
    if (typeof ms === 'number') emit(B, `${metric.replace(/_ms$/, '')}_${phase}`, ms, scale);
  }
}

for (let run = 0; run < runs; run++) {
  emit(B, 'load_avg_1m', loadavg()[0] ?? 0, { cores: availableParallelism() });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-bench-startup-'));
  try {
    emitStart('fresh_data_dir_ms', await timeStart(dataDir));
    emitStart('restart_ms', await timeStart(dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
