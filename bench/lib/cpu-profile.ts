import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * Runs `run` under V8's CPU profiler when BENCH_CPU_PROF names a folder, and writes the profile of
 * this process (the server's: the load client is a child process) to `<folder>/<label>.cpuprofile`,
 * the format of `node --cpu-prof`, covering the load phase only (not the seeding before it).
 * Summarise one with `npx tsx bench/profile-summary.ts <file>`; Chrome DevTools opens it too.
 */
export async function withCpuProfile<T>(label: string, run: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROF;
  if (!folder) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `${label}.cpuprofile`), JSON.stringify(profile));
  }
}
