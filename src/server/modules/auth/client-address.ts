import type { FastifyRequest } from 'fastify';

/**
 * The address the per-address sign-in limits count against. Fastify derives it from the socket (or
 * the proxy headers it is configured to trust); a half-closed socket can leave it undefined, and
 * such requests then share one bucket rather than escaping the limit.
 */
export function clientAddress(request: FastifyRequest): string {
  return typeof request.ip === 'string' ? request.ip : '';
}
