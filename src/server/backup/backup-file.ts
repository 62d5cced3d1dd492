import { open } from 'node:fs/promises';
import { constants, gunzipSync } from 'node:zlib';
import { BackupError } from './backup-error';

/**
 * What a backup file holds, told by its first bytes: a pg_dump archive of a PostgreSQL database
 * (custom format, starting "PGDMP", which pg_restore reads as it is), or a gzip-compressed tarball of
 * an embedded PGlite database folder (what PGlite itself dumps and loads).
 */
export type BackupKind = 'postgres' | 'pglite';

export const KIND_NAMES: Record<BackupKind, string> = {
  postgres: 'a PostgreSQL database (pg_dump archive)',
  pglite: 'an embedded PGlite database (DATA_DIR)',
};

const TAR_MAGIC_OFFSET = 257;

export async function backupKindOf(file: string): Promise<BackupKind> {
  let head: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(64 * 1024);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (err) {
    throw new BackupError(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) {
    let tar: Buffer | undefined;
    try {
      // Only the start of the stream is at hand: decompress what it gives.
      tar = gunzipSync(head, { finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      tar = undefined;
    }
    if (tar && tar.subarray(TAR_MAGIC_OFFSET, TAR_MAGIC_OFFSET + 5).toString('latin1') === 'ustar') return 'pglite';
  }
  throw new BackupError(`${file} is not a Pamoja backup (neither a pg_dump archive nor a PGlite database tarball).`);
}
