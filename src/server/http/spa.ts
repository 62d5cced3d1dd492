import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/healthz', '/mpesa/', '/assets/'];

/**
 * A browser navigating to a page (not a script asking for JSON); or a client that takes anything
 * (curl, a crawler: no Accept, or `*\/*`) asking for a path that names no file and no API call.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((p) => url.startsWith(p))) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return !accept.startsWith('application/json');
  return (accept === '' || accept.includes('*/*')) && !isApiPath(url) && !/\.[A-Za-z0-9]+$/.test(url);
}

/**
 * Serves the built client from dist/client. A few client routes share a path with an API route
 * (`/superadmin/loan-requests` is both a screen and a call), so a browser navigation, recognised by
 * its Accept header, gets the page and a fetch gets the JSON. Hashed files under /assets/ are cached
 * for a year; everything else (index.html, the service worker, the manifest) is revalidated.
 * Without a build there is nothing to serve: false, and pages answer 404 {message} like any unknown path.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<boolean> {
  const index = path.join(clientDir, 'index.html');
  // `/` gets the landing page prerendered at build (docs/decisions/040-landing-prerender.md) when the
  // build wrote it; every other page the empty index.html that the app shell renders into.
  const landing = existsSync(path.join(clientDir, 'landing.html')) ? 'landing.html' : 'index.html';
  if (!existsSync(index)) {
    app.log.warn({ clientDir }, 'no client build found; run npm run build to serve the web app');
    return false;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    // The build writes .br and .gz copies of its text files (scripts/precompress-client.mjs); a browser
    // that accepts one gets it, anyone else the plain file.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  // Callback style: an async hook returning the reply makes the promise machinery call `reply.then`,
  // which adds one more set of end/close listeners to the response beside the file stream's own; with
  // @fastify/static's and a cancelled request's, a page reached Node's warning limit of 10.
  app.addHook('onRequest', (request, reply, done) => {
    if (!wantsPage(request)) return done();
    reply.header('cache-control', 'no-cache');
    // Answered here: the request goes no further, so `done` is not called.
    void reply.sendFile(request.url.split('?')[0] === '/' ? landing : 'index.html');
  });
  return true;
}

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p)) || url.startsWith('/superadmin/') || url.startsWith('/loans/');
}
