import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes } from '../../shared/inline-scripts';

/** The content security policy: what a page of ours may load, and from where. */
const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['base-uri', "'self'"],
  ['font-src', "'self' data:"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
  ['img-src', "'self' data: blob:"],
  ['object-src', "'none'"],
  // The landing page's inline theme script, by its hash (docs/decisions/040-landing-prerender.md).
  ['script-src', `'self' ${inlineScriptHashes()}`],
  ['script-src-attr', "'none'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['connect-src', "'self'"],
  ['manifest-src', "'self'"],
  ['worker-src', "'self'"],
];

/**
 * The security headers of every answer (helmet's set and values, with our policy), built once when
 * the module loads: the `@fastify/helmet` plugin rebuilt its whole configuration, re-parsing the
 * policy, on every request (decision 046). As with the plugin's configuration before, no
 * `Cross-Origin-Embedder-Policy` and no `upgrade-insecure-requests`.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** Sends `SECURITY_HEADERS` with every answer; a route may still set one of its own (the API docs' CSP). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
