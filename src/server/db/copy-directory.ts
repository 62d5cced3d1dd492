import { constants } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Files copied at once: a PGlite data directory is over a thousand small files. */
const PARALLEL_COPIES = 32;

/** Every file and folder under `dir`, relative to it, folders first (each before what it holds). */
async function listTree(dir: string, under = ''): Promise<{ folders: string[]; files: string[] }> {
  const folders: string[] = [];
  const files: string[] = [];
  for (const entry of await readdir(path.join(dir, under), { withFileTypes: true })) {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) {
      const inner = await listTree(dir, relative);
      folders.push(relative, ...inner.folders);
      files.push(...inner.files);
    } else if (entry.isFile()) files.push(relative);
  }
  return { folders, files };
}

/**
 * Copies the directory `from` to `to` (which must not exist yet), many files at a time: about ten
 * times faster than fs.cp, which copies one file after another.
 */
export async function copyDirectory(from: string, to: string): Promise<void> {
  const { folders, files } = await listTree(from);
  await mkdir(to);
  for (const folder of folders) await mkdir(path.join(to, folder));
  const waiting = [...files];
  const worker = async (): Promise<void> => {
    for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
      // A file system that shares blocks between files (btrfs, XFS, APFS) clones instead of copying.
      await copyFile(path.join(from, file), path.join(to, file), constants.COPYFILE_FICLONE);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, worker));
}
