import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors';

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))(?:\s*;|\s*$)/i;

/**
 * The multipart parser throws a plain error (a 500) on a multipart content type with no boundary
 * or one longer than it can search for; such a request is the client's mistake.
 */
export function registerMultipartGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !BOUNDARY.test(type)) {
      throw new BadRequestError('This request must be sent as a form with files.');
    }
  });
}

/** The multipart parser's plain errors for a body cut short or not framed by its boundary. */
export function isMalformedMultipart(error: Error): boolean {
  return /unexpected end of multipart data$/i.test(error.message) && !('statusCode' in error);
}
