import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one plugin (and only those: Fastify scopes parsers to the plugin) take
 * `application/x-www-form-urlencoded` bodies, as Africa's Talking posts them, up to `bodyLimit`
 * bytes. The body becomes a plain object of strings (a repeated field keeps its last value).
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit = 16_384): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );
}
