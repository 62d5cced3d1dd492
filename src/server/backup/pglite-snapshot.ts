import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ControlHandler } from '../db/data-dir-hold';

/** The folders the running server copies its database into for a backup, beside the database. */
export const SNAPSHOT_PREFIX = '.backup-snapshot-';

/**
 * How the process holding an embedded database answers `npm run backup`: it copies its database
 * folder, at a moment when no transaction is open and no statement runs, into a new folder beside
 * it, and answers with that folder's path; the command makes the backup file from the copy and
 * deletes it.
 *
 * PGlite runs one statement at a time and writes its files only while a statement runs, and an
 * autocommit statement waits for any open transaction to end. Holding its transaction lock and then
 * its statement lock therefore freezes the files between two transactions: the copy is what a clean
 * stop at that moment would leave, every committed transaction in it and nothing half done. The
 * CHECKPOINT first writes the cached pages out, so that opening the copy replays little of the
 * log. Requests wait for the copy (a plain file copy, far quicker than PGlite's own tarball dump,
 * which would hold the locks for seconds).
 */
export function snapshotOnRequest(client: PGlite, dbDir: string): ControlHandler {
  return async (request) => {
    if (request.op !== 'snapshot') return { error: `Unknown request "${request.op}".` };
    const folder = await mkdtemp(path.join(path.dirname(dbDir), SNAPSHOT_PREFIX));
    const copy = path.join(folder, 'db');
    try {
      await client.exec('CHECKPOINT');
      await client._runExclusiveTransaction(() => client.runExclusive(() => cp(dbDir, copy, { recursive: true })));
    } catch (err) {
      await rm(folder, { recursive: true, force: true });
      throw err;
    }
    return { snapshot: copy };
  };
}
