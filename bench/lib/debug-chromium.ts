import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { freePort } from './built-app';

export interface DebugChromium {
  /** The remote-debugging port, for Lighthouse's `port` and for a CDP connection. */
  port: number;
  stop(): Promise<void>;
}

/** The system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) on a fresh profile, open to CDP on a free port. */
export async function launchDebugChromium(): Promise<DebugChromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'pamoja-bench-chromium-'));
  const port = await freePort();
  const chromium: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const stop = async (): Promise<void> => {
    if (chromium.exitCode === null && chromium.signalCode === null) {
      const exited = new Promise((r) => chromium.once('exit', r));
      chromium.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes may still be writing to the profile for a moment after it exits.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    if (chromium.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('Chromium did not open its debugging port within 30 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
