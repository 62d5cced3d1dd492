import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askHolder, controlSocketPath, DataDirInUseError, holdDataDir } from './data-dir-hold';

/** One process per embedded database folder, through the socket beside it. */
const dirs: string[] = [];
async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pamoja-hold-'));
  dirs.push(dir);
  return path.join(dir, 'db');
}

afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('holding a PGlite folder', () => {
  it('lets one holder in, refuses a second while the first lives, and lets the next in once it lets go', async () => {
    const db = await folder();
    const first = await holdDataDir(db);
    expect(((await stat(controlSocketPath(db))).mode & 0o777).toString(8)).toBe('600');
    await expect(holdDataDir(db)).rejects.toThrow(DataDirInUseError);
    await expect(holdDataDir(db)).rejects.toThrow(/is in use by another process/);
    await first.release();
    expect(existsSync(controlSocketPath(db))).toBe(false);
    const second = await holdDataDir(db);
    await second.release();
  });

  it('takes over the socket of a holder that was killed', async () => {
    const db = await folder();
    const socket = controlSocketPath(db);
    // A process that listens on the socket and dies by SIGKILL leaves the socket file behind.
    const killed = spawnSync(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    expect(killed.signal).toBe('SIGKILL');
    expect(existsSync(socket)).toBe(true);
    const hold = await holdDataDir(db);
    await hold.release();
  });

  it('answers requests once it serves, and a request made before waits for it', async () => {
    const db = await folder();
    expect(await askHolder(db, { op: 'snapshot' })).toBeUndefined();
    const hold = await holdDataDir(db);
    const early = askHolder(db, { op: 'ping' });
    hold.serve(async (request) => ({ echoed: request.op }));
    expect(await early).toEqual({ echoed: 'ping' });
    await hold.release();
  });
});
