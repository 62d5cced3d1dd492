import type { FastifyInstance } from 'fastify';
import { BadRequestError, LengthRequiredError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { HTTP_TEXTS } from './http-texts';
import { formByteLimit } from '../uploads/form-uploads';
import { MAX_IMAGE_BYTES } from '../uploads/images';

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))(?:\s*;|\s*$)/i;
const MULTIPART = /^\s*multipart\//i;
const FORM_DATA = /^\s*multipart\/form-data\s*(;|$)/i;

export const NO_FILES_HERE = HTTP_TEXTS.noFilesHere.en;

/**
 * Decides on a multipart body from its headers alone, before a byte of it is read: refused (415) on
 * every route that takes no files, and on a route that does, refused when it is longer than the
 * route needs (413) or of unknown length (411: a chunked form could not be bounded until read).
 * A form without a usable boundary would make the parser throw a plain error; it is the client's
 * mistake (400). A refused body is never buffered: Node discards what still arrives.
 */
export function registerMultipartGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const type = request.headers['content-type'];
    if (typeof type !== 'string' || !MULTIPART.test(type)) return done();
    const upload = request.routeOptions.config.upload;
    if (!upload || !FORM_DATA.test(type)) throw new UnsupportedMediaTypeError(HTTP_TEXTS.noFilesHere);
    if (!BOUNDARY.test(type)) throw new BadRequestError(HTTP_TEXTS.formWithFiles);
    const length = request.headers['content-length'];
    if (length === undefined) throw new LengthRequiredError(HTTP_TEXTS.formLengthRequired);
    if (Number(length) > formByteLimit(upload)) {
      const mb = MAX_IMAGE_BYTES / (1024 * 1024);
      throw new PayloadTooLargeError(HTTP_TEXTS.formTooLarge(upload.files, mb));
    }
    done();
  });
}

/** The multipart parser's plain errors for a body cut short or not framed by its boundary. */
export function isMalformedMultipart(error: Error): boolean {
  return /unexpected end of multipart data$/i.test(error.message) && !('statusCode' in error);
}
