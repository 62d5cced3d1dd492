import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * One process at a time may open an embedded (PGlite) database directory: PGlite is a whole
 * PostgreSQL inside the process, and a second one on the same files would corrupt them (PGlite's own
 * postmaster.pid holds no real process id, so it cannot tell). Whoever opens the directory first
 * listens on a Unix socket beside it, `<dir>.sock`; that socket is both the lock and the way a local
 * command (the backup) asks the holder for something. A Unix socket is reachable only on this machine
 * and only by users who may write to it (it is made owner-only), never from the network.
 */

/** Linux allows 107 bytes in a socket path; stay clear of it. */
const MAX_SOCKET_PATH = 100;
const PROBE_TIMEOUT_MS = 5_000;

export class DataDirInUseError extends Error {}

/** A request from a local command and the holder's answer, one JSON line each. */
export type ControlRequest = { op: string };
export type ControlAnswer = Record<string, unknown>;
export type ControlHandler = (request: ControlRequest) => Promise<ControlAnswer>;

export interface DataDirHold {
  /** Answers requests on the socket from now on (until then, they wait). */
  serve(handler: ControlHandler): void;
  release(): Promise<void>;
}

/** The socket of the process holding `dbDir`; relative to the working directory when the absolute path is too long. */
export function controlSocketPath(dbDir: string): string {
  const absolute = `${path.resolve(dbDir)}.sock`;
  if (Buffer.byteLength(absolute) <= MAX_SOCKET_PATH) return absolute;
  const relative = path.relative(process.cwd(), absolute);
  if (Buffer.byteLength(relative) <= MAX_SOCKET_PATH) return relative;
  throw new Error(
    `The database folder ${path.resolve(dbDir)} has too long a path for its control socket (${MAX_SOCKET_PATH} bytes at most): choose a shorter DATA_DIR.`,
  );
}

function errorCode(err: unknown): string | undefined {
  return err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

/** Whether a live process listens on the socket (a dead one leaves a file nobody answers on). */
async function someoneListens(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(true));
    socket.once('connect', () => done(true));
    socket.once('error', (err) => {
      const code = errorCode(err);
      // Refused or gone: nobody holds it. Anything else (not ours to open, say): assume it is held.
      done(!(code === 'ECONNREFUSED' || code === 'ENOENT'));
    });
  });
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(socketPath, () => {
      server.removeListener('error', onError);
      resolve();
    });
  });
}

function answerOn(socket: net.Socket, handler: Promise<ControlHandler>): void {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('error', () => undefined);
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    const end = buffered.indexOf('\n');
    if (end < 0) {
      if (buffered.length > 4096) socket.destroy();
      return;
    }
    socket.removeAllListeners('data');
    const reply = (answer: ControlAnswer) => socket.end(`${JSON.stringify(answer)}\n`);
    let request: ControlRequest;
    try {
      const parsed: unknown = JSON.parse(buffered.slice(0, end));
      if (!parsed || typeof parsed !== 'object' || !('op' in parsed) || typeof parsed.op !== 'string')
        throw new Error('no op');
      request = { op: parsed.op };
    } catch {
      reply({ error: 'The request is not understood.' });
      return;
    }
    // A request that arrives while the database is still starting waits for it.
    handler
      .then((serve) => serve(request))
      .then(reply, (err: unknown) => reply({ error: err instanceof Error ? err.message : String(err) }));
  });
}

/** Takes the directory for this process, or throws DataDirInUseError when a live process has it. */
export async function holdDataDir(dbDir: string): Promise<DataDirHold> {
  const socketPath = controlSocketPath(dbDir);
  let serve: (handler: ControlHandler) => void = () => undefined;
  const handler = new Promise<ControlHandler>((resolve) => {
    serve = resolve;
  });
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    answerOn(socket, handler);
  });
  for (let attempt = 0; ; attempt++) {
    try {
      await listen(server, socketPath);
      break;
    } catch (err) {
      if (errorCode(err) !== 'EADDRINUSE' || attempt >= 2) throw err;
      if (await someoneListens(socketPath)) {
        throw new DataDirInUseError(
          `The database in ${path.resolve(dbDir)} is in use by another process (a running Pamoja server or command). Stop it first, or use npm run backup, which asks the running server for a copy.`,
        );
      }
      // Left behind by a process that died: take it over.
      await unlink(socketPath).catch(() => undefined);
    }
  }
  await chmod(socketPath, 0o600);
  // The socket must not keep a command alive that forgot to close its database.
  server.unref();
  return {
    serve,
    async release() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Connections still waiting for a database that never started (or has stopped) are cut.
      for (const socket of sockets) socket.destroy();
      await closed;
      await unlink(socketPath).catch(() => undefined);
    },
  };
}

/** Sends one request to the process holding `dbDir`; undefined when nobody holds it. */
export async function askHolder(
  dbDir: string,
  request: ControlRequest,
  timeoutMs = 120_000,
): Promise<ControlAnswer | undefined> {
  const socketPath = controlSocketPath(dbDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(
        new Error(
          `The process holding ${path.resolve(dbDir)} did not answer within ${Math.round(timeoutMs / 1000)} s.`,
        ),
      );
    });
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.once('end', () => {
      try {
        const parsed: unknown = JSON.parse(received.trim());
        if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
        resolve(parsed as ControlAnswer);
      } catch {
        reject(new Error(`The process holding ${path.resolve(dbDir)} gave an answer that is not understood.`));
      }
    });
    socket.once('error', (err) => {
      const code = errorCode(err);
      if (!connected && (code === 'ECONNREFUSED' || code === 'ENOENT')) resolve(undefined);
      else reject(err);
    });
  });
}
