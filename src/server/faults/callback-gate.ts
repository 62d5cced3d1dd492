import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * The network between M-Pesa and the app, under the test's control. The app's PUBLIC_URL points
 * here, so the simulator calls the app through the gate: everything passes straight through,
 * except M-Pesa's callbacks, which the gate holds until the test lets each one go (say, once the
 * database is down). The app's answer goes back to the simulator and to the test.
 */
export interface HeldCallback {
  path: string;
  body: string;
  /** Delivers the callback to the app now; resolves with the app's answer. */
  release(): Promise<{ status: number; body: string }>;
}

export interface CallbackGate {
  url: string;
  /** Where to forward: the app's own address (known once it listens). */
  forwardTo(appUrl: string): void;
  /** The next callback that arrives (or has arrived), held. */
  nextCallback(timeoutMs: number): Promise<HeldCallback>;
  close(): Promise<void>;
}

const DROPPED_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startCallbackGate(): Promise<CallbackGate> {
  let target = '';
  const held: HeldCallback[] = [];
  const waiting: Array<(c: HeldCallback) => void> = [];

  async function forward(
    req: IncomingMessage,
    body: string,
  ): Promise<{ status: number; body: string; type: string | null }> {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string' && !DROPPED_HEADERS.has(k)) headers[k] = v;
    const method = req.method ?? 'GET';
    const res = await fetch(target + (req.url ?? '/'), {
      method,
      headers,
      ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
    });
    return { status: res.status, body: await res.text(), type: res.headers.get('content-type') };
  }

  function answer(res: ServerResponse, status: number, body: string, type: string | null): void {
    if (res.destroyed) return;
    res.writeHead(status, type ? { 'content-type': type } : {});
    res.end(body);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (req.method === 'POST' && req.url?.startsWith('/mpesa/callbacks/')) {
        const callback: HeldCallback = {
          path: req.url,
          body,
          async release() {
            const got = await forward(req, body);
            answer(res, got.status, got.body, got.type);
            return { status: got.status, body: got.body };
          },
        };
        const waiter = waiting.shift();
        if (waiter) waiter(callback);
        else held.push(callback);
        return;
      }
      const got = await forward(req, body);
      answer(res, got.status, got.body, got.type);
    })().catch(() => answer(res, 502, '{"message":"gate could not reach the app"}', 'application/json'));
  });
  // The simulator gives up on a callback after 10 s; the test may hold one longer.
  server.on('clientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    forwardTo(appUrl) {
      target = appUrl;
    },
    nextCallback(timeoutMs) {
      const ready = held.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no M-Pesa callback arrived within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push((c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
