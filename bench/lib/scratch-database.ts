import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the benchmarks use; a scratch database is created on it and dropped after. */
export function adminUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

export function urlFor(name: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new empty database `pamoja_bench_<purpose>_<random>`, dropped by `drop()` (also on Ctrl-C). */
export async function createScratchDatabase(purpose: string): Promise<ScratchDatabase> {
  const name = `pamoja_bench_${purpose}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  process.once('SIGINT', () => void drop().finally(() => process.exit(130)));
  return { name, url: urlFor(name), drop };
}
