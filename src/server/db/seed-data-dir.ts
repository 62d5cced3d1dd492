import { readdir, rename, rm, rmdir } from 'node:fs/promises';
import { copyDirectory } from './copy-directory';

/** Whether `dir` holds nothing at all. */
async function isEmpty(dir: string): Promise<boolean> {
  return (await readdir(dir)).length === 0;
}

/**
 * Fills the data directory `dataDir` with a copy of the data directory `template` when `dataDir`
 * is empty, and says whether it did; one that holds anything is never touched. The caller holds
 * `dataDir` (data-dir-hold.ts). The copy is made beside it and renamed into place, so a start
 * stopped half way leaves an empty directory (or none), never half a database.
 */
export async function seedDataDir(dataDir: string, template: string): Promise<boolean> {
  if (!(await isEmpty(dataDir))) return false;
  const copy = `${dataDir}.seeding`;
  await rm(copy, { recursive: true, force: true });
  await copyDirectory(template, copy);
  await rmdir(dataDir);
  await rename(copy, dataDir);
  return true;
}

/** How a PGlite data directory began: copied from the build's template, already there, or new (initdb). */
export type DataDirOrigin = 'template' | 'existing' | 'new';

/** Whether `dataDir` (which exists) already holds a database, before PGlite opens it. */
export async function dataDirOrigin(dataDir: string): Promise<Exclude<DataDirOrigin, 'template'>> {
  return (await isEmpty(dataDir)) ? 'new' : 'existing';
}
