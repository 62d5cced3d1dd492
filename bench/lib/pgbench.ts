import { spawn } from 'node:child_process';
import { createScratchDatabase } from './scratch-database';

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`pgbench ${args.join(' ')} exited ${code}:\n${out}`)),
    );
  });
}

export interface PgbenchResult {
  tps: number;
  latencyAvgMs: number;
}

export interface Pgbench {
  /** One run of pgbench's TPC-B-like script (8 clients, 2 threads) for `seconds`. */
  run(seconds: number): Promise<PgbenchResult>;
  drop(): Promise<void>;
}

/** A scratch database initialised for pgbench's TPC-B-like script at scale 10, to run several times. */
export async function preparePgbench(): Promise<Pgbench> {
  const db = await createScratchDatabase('pgbench');
  try {
    await run(['-i', '-s', '10', '-q', db.url]);
  } catch (err) {
    await db.drop();
    throw err;
  }
  return {
    async run(seconds) {
      const out = await run(['-c', '8', '-j', '2', '-T', String(seconds), db.url]);
      const tps = /tps = ([\d.]+)/.exec(out)?.[1];
      const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
      if (!tps) throw new Error(`no tps in pgbench output:\n${out}`);
      return { tps: Number(tps), latencyAvgMs: Number(latency ?? Number.NaN) };
    },
    drop: () => db.drop(),
  };
}
