import { spawn } from 'node:child_process';
import { createScratchDatabase } from './scratch-database';

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench ${args.join(' ')} exited ${code}:\n${out}`))));
  });
}

export interface PgbenchResult {
  tps: number;
  latencyAvgMs: number;
}

/** pgbench's TPC-B-like script (scale 10, 8 clients, 2 threads) on its own scratch database. */
export async function pgbenchTpcb(seconds = 10): Promise<PgbenchResult> {
  const db = await createScratchDatabase('pgbench');
  try {
    await run(['-i', '-s', '10', '-q', db.url]);
    const out = await run(['-c', '8', '-j', '2', '-T', String(seconds), db.url]);
    const tps = /tps = ([\d.]+)/.exec(out)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
    if (!tps) throw new Error(`no tps in pgbench output:\n${out}`);
    return { tps: Number(tps), latencyAvgMs: Number(latency ?? Number.NaN) };
  } finally {
    await db.drop();
  }
}
