import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './client';
import { projectRoot } from '../project-root';

/**
 * Applies the SQL files of `migrations/` in name order, each once, each in its own transaction.
 * A table lock makes instances that start together wait for each other instead of racing.
 */
export async function migrate(database: Database): Promise<string[]> {
  const dir = path.join(projectRoot(), 'migrations');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(dir, file), 'utf8');
    if (await database.applyMigration(file, text)) applied.push(file);
  }
  return applied;
}
