import type { FastifyInstance } from 'fastify';

/** The API's paths; the console's API lives under /superadmin/ and a repayment under /loans/. */
const API_PATH = /^\/(api|superadmin|loans)\//;

/**
 * Answers that may carry personal data (anything a signed-in caller gets, and every /api answer:
 * sign-in returns a token, registration a user id) tell every cache, the browser's included, to keep
 * no copy: a shared phone or a proxy must not hand them to the next person. Public answers outside
 * the API (health, the client's files) keep their own caching.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const access = request.routeOptions.config.access;
    const personal = (access !== undefined && access !== 'public') || API_PATH.test(request.url);
    if (personal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
