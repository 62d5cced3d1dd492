import { connect, createServer, type Socket } from 'node:net';

/**
 * The network between the app and PostgreSQL, under the test's control: it passes every byte
 * through until `freeze()`, after which the database host seems to stop answering without closing
 * anything (a frozen machine, a partition that drops packets): connections stay open, what the app
 * sends gets no answer, and a new connection is accepted and then never answered. `thaw()` lets
 * new connections through again and delivers what the frozen ones held.
 */
export interface SilentHost {
  /** host:port to put in the app's DATABASE_URL */
  port: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

interface Pair {
  app: Socket;
  db: Socket | undefined;
  toDb: Buffer[];
  toApp: Buffer[];
}

export async function startSilentHost(target: { host: string; port: number }): Promise<SilentHost> {
  let frozen = false;
  const pairs = new Set<Pair>();

  const flush = (pair: Pair) => {
    if (frozen) return;
    if (pair.db && !pair.db.destroyed) for (const b of pair.toDb.splice(0)) pair.db.write(b);
    if (!pair.app.destroyed) for (const b of pair.toApp.splice(0)) pair.app.write(b);
  };
  const close = (pair: Pair) => {
    pairs.delete(pair);
    pair.app.destroy();
    pair.db?.destroy();
  };
  const open = (pair: Pair) => {
    const db = connect(target.port, target.host);
    pair.db = db;
    db.on('data', (chunk: Buffer) => {
      pair.toApp.push(chunk);
      flush(pair);
    });
    db.on('error', () => close(pair));
    db.on('close', () => close(pair));
    db.on('connect', () => flush(pair));
  };

  const server = createServer((app) => {
    const pair: Pair = { app, db: undefined, toDb: [], toApp: [] };
    pairs.add(pair);
    app.on('data', (chunk: Buffer) => {
      pair.toDb.push(chunk);
      if (pair.db?.readyState === 'open') flush(pair);
    });
    app.on('error', () => close(pair));
    app.on('close', () => close(pair));
    // Accepted, but while frozen nobody is behind it.
    if (!frozen) open(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the silent host has no port');

  return {
    port: address.port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        if (!pair.db) open(pair);
        else flush(pair);
      }
    },
    async close() {
      for (const pair of pairs) close(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
