import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RequestSpec {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** CPU time of this process (the server's) per request sent, in ms: user + system. */
  serverCpuMsPerRequest: number;
}

const client = fileURLToPath(new URL('./load-client.mjs', import.meta.url));

/**
 * Drives `specs` (sent in turn, round and round) at `url` with autocannon for `seconds` over
 * `connections` connections, from a child process (the server is expected to run in this one).
 */
export function drive(
  url: string,
  specs: readonly RequestSpec[],
  opts: { connections?: number; seconds?: number } = {},
): Promise<LoadResult> {
  if (specs.length === 0) throw new Error('drive() needs at least one request');
  const cpuBefore = process.cpuUsage();
  const child = spawn(process.execPath, [client], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify({ url, connections: opts.connections ?? 16, seconds: opts.seconds ?? 10, specs }));
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`load client exited ${code}`));
      const cpu = process.cpuUsage(cpuBefore);
      const result = JSON.parse(out) as Omit<LoadResult, 'serverCpuMsPerRequest'>;
      resolve({ ...result, serverCpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, result.total) });
    });
  });
}
