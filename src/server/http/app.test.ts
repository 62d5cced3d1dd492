import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../shared/inline-scripts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { isApiPath } from './spa';

// A stand-in client build in a temporary DIST_DIR, so the SPA fallback is tested without `npm run build`.
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><!-- pamoja-test-index --></body></html>';

let server: TestServer;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'pamoja-dist-'));
  await mkdir(path.join(distDir, 'client', 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'client', 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, 'client', 'assets', 'app-abc123.js'), 'console.log("pamoja");');
  server = await startTestServer({ serveClient: true, env: { DIST_DIR: distDir } });
});
afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

const html = { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } };

describe('the HTTP server', () => {
  it('answers /healthz', async () => {
    const res = await server.api.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404, even to a browser', async () => {
    for (const [method, opts] of [
      ['GET', {}],
      ['GET', html],
      ['POST', {}],
      ['DELETE', {}],
    ] as const) {
      const res = await server.api.request(method, '/api/no-such-thing', undefined, opts);
      expect(res.status, `${method} ${JSON.stringify(opts)}`).toBe(404);
      expect(res.body).toEqual({ message: 'Not found.' });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('answers a malformed JSON body with 400 and a readable message', async () => {
    const res = await server.api.post('/api/newsletter', '{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an unsupported content type with 415 and a message', async () => {
    const res = await server.api.post('/api/newsletter', '<email>a@example.com</email>', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'This content type is not supported here.' });
  });

  it('answers a plain-text body where JSON is expected with 400 and a message', async () => {
    const res = await server.api.post<{ message: string }>('/api/newsletter', 'email=a@example.com', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/\S/);
  });

  it('answers a body over 1 MB with 413 and a message', async () => {
    const res = await server.api.post('/api/contact', {
      email: 'a@example.com',
      message: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request is too large.' });
  });

  it('sends a content security policy and the other helmet headers', async () => {
    const res = await server.api.get('/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("'unsafe-eval'");
    // Scripts from the site, and the landing page's one inline script by its hash; no other inline script.
    expect(csp).toContain(`script-src 'self' ${inlineScriptHashes()};`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sends the same security headers on refusals: a 401, a 404 and a multipart body refused before it is read', async () => {
    const healthz = await server.api.get('/healthz');
    const refusals = [
      await server.api.get('/api/accounts/abcdefgh'),
      await server.api.get('/api/no-such-route'),
      await server.api.post('/api/contact', '--x--', {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([401, 404, 415]);
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'referrer-policy']) {
      for (const res of refusals) expect(res.headers.get(name), name).toBe(healthz.headers.get(name));
    }
  });

  it('serves the OpenAPI document at /api/docs/json listing the routes', async () => {
    const res = await server.api.get<{
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, unknown>>;
    }>('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.info.title).toBe('Pamoja API');
    expect(Object.keys(res.body.paths['/api/newsletter'] ?? {})).toEqual(['post']);
    expect(Object.keys(res.body.paths['/api/contact'] ?? {})).toEqual(['post']);
    expect(res.body.paths['/healthz']).toBeUndefined();
    const ui = await server.api.get('/api/docs', html);
    expect([200, 302]).toContain(ui.status);
  });
});

describe('the client and the API on one origin', () => {
  it('gives a browser navigation to a client route the page', async () => {
    for (const route of ['/', '/login', '/user/home', '/register/step-1?ref=ABC123', '/no-such-page']) {
      const res = await server.api.get<string>(route, html);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toMatch(/^text\/html/);
      expect(res.body, route).toContain('pamoja-test-index');
    }
  });

  it('gives a browser navigation to /superadmin/loan-requests the page but a JSON request no page', async () => {
    const page = await server.api.get<string>('/superadmin/loan-requests', html);
    expect(page.status).toBe(200);
    expect(page.body).toContain('pamoja-test-index');

    const call = await server.api.get('/superadmin/loan-requests');
    expect(call.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.stringify(call.body)).not.toContain('pamoja-test-index');
    expect([401, 404]).toContain(call.status);
  });

  it('serves built assets as files and a missing asset as a 404, never the page', async () => {
    const asset = await server.api.get<string>('/assets/app-abc123.js', html);
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log("pamoja");');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await server.api.get('/assets/missing-1.js', html);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found.' });
  });
});

describe('isApiPath', () => {
  it.each([
    ['/api/newsletter', true],
    ['/api/docs/json', true],
    ['/healthz', true],
    ['/superadmin/totals', true],
    ['/loans/12/repay', true],
    ['/assets/index-1.js', true],
    ['/mpesa/callback/x', true],
    ['/', false],
    ['/login', false],
    ['/user/home', false],
    ['/admin/dashboard', false],
    ['/register/step-1', false],
  ])('%s → %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });
});

describe('a server with no client build', () => {
  it('answers pages with a JSON 404, not a 500', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'pamoja-nodist-'));
    const bare = await startTestServer({ serveClient: true, env: { DIST_DIR: empty } });
    try {
      for (const url of ['/', '/user/home', '/docs-not-here']) {
        const res = await bare.api.get(url, html);
        expect({ url, status: res.status, body: res.body }).toEqual({
          url,
          status: 404,
          body: { message: 'Not found.' },
        });
      }
      expect((await bare.api.get('/healthz')).status).toBe(200);
    } finally {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
