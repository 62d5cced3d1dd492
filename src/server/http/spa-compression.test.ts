import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

// A stand-in client build with the .br/.gz copies that scripts/precompress-client.mjs writes.
const SCRIPT = `console.log(${JSON.stringify('pamoja '.repeat(400))});`;
const INDEX_HTML = `<!doctype html><html><body><div id="root"></div><!-- pamoja-test-index ${'x'.repeat(2000)} --></body></html>`;

let server: TestServer;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'pamoja-dist-'));
  const client = path.join(distDir, 'client');
  await mkdir(path.join(client, 'assets'), { recursive: true });
  for (const [file, body] of [
    [path.join(client, 'index.html'), INDEX_HTML],
    [path.join(client, 'assets', 'app-abc123.js'), SCRIPT],
  ] as const) {
    await writeFile(file, body);
    await writeFile(`${file}.br`, brotliCompressSync(body));
    await writeFile(`${file}.gz`, gzipSync(body));
  }
  await writeFile(path.join(client, 'assets', 'plain-abc123.css'), 'body{margin:0}');
  server = await startTestServer({ serveClient: true, env: { DIST_DIR: distDir } });
});
afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

/** A GET with exactly these headers, and the body as the server sent it (not decoded). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('pages for clients that take anything', () => {
  it('gives curl the page at / and at a screen, and still the JSON of an API path', async () => {
    for (const path of ['/', '/user/home']) {
      // exactly what curl sends: no Accept-Encoding
      const res = await rawGet(`${server.url}${path}`, { accept: '*/*' });
      expect([path, res.headers['content-type']]).toEqual([path, 'text/html; charset=utf-8']);
      expect(res.body.toString()).toContain('pamoja-test-index');
    }
    const api = await fetch(`${server.url}/superadmin/loan-requests`, { headers: { accept: '*/*' } });
    expect([api.status, await api.json()]).toEqual([401, { message: 'Please log in to continue.' }]);
    const file = await fetch(`${server.url}/assets/plain-abc123.css`, { headers: { accept: '*/*' } });
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
  });
});

describe('the client build over the wire', () => {
  it('sends the Brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await rawGet(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that only takes gzip, and the plain file to one that takes neither', async () => {
    const gz = await rawGet(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const res = await rawGet(`${server.url}/assets/plain-abc123.css`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('body{margin:0}');
  });

  it('compresses the page a browser navigation gets, and has it revalidated', async () => {
    const res = await rawGet(`${server.url}/user/home`, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(INDEX_HTML);
  });

  it('answers a page with no more listeners on the response than an asset', async () => {
    // Each `await reply` adds end/close listeners to the response until it ends; an async hook that
    // returned the reply added a set per page, and with cancelled requests a page passed Node's
    // warning limit of 10 ("MaxListenersExceededWarning ... [ServerResponse]").
    const most = new Map<string, number>();
    const proto = http.ServerResponse.prototype;
    const original = Object.getOwnPropertyDescriptor(proto, 'on');
    const count = function (this: http.ServerResponse, event: string | symbol, listener: (...args: unknown[]) => void) {
      if (event === 'end') {
        const url = this.req.url ?? '';
        most.set(url, Math.max(most.get(url) ?? 0, this.listenerCount('end') + 1));
      }
      return http.OutgoingMessage.prototype.on.call(this, event, listener);
    };
    Object.defineProperty(proto, 'on', { value: count, configurable: true, writable: true });
    try {
      await rawGet(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'br' });
      await rawGet(`${server.url}/login`, { accept: 'text/html', 'accept-encoding': 'br' });
    } finally {
      if (original) Object.defineProperty(proto, 'on', original);
      else Reflect.deleteProperty(proto, 'on');
    }
    const asset = most.get('/assets/app-abc123.js') ?? 0;
    expect(asset).toBeGreaterThan(0);
    expect(most.get('/login')).toBeLessThanOrEqual(asset);
  });
});
