import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlState } from '../db/tx';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';
import { isMalformedMultipart } from './multipart-guard';

const SERVER_FAULT = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

/** Fastify's own client errors, in words a person can read. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong.',
  FST_REQ_FILE_TOO_LARGE: 'Each image must be at most 5 MB.',
  FST_FILES_LIMIT: 'Too many files in the request.',
  FST_FIELDS_LIMIT: 'Too many fields in the request.',
  FST_PARTS_LIMIT: 'Too many parts in the request.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This request must be sent as a form with files.',
  FST_PROTO_VIOLATION: 'The request is not valid.',
};

/**
 * One error handler: typed errors and validation failures become `{ message }` with their 4xx
 * status; anything else is logged in full and answered 500 with no detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, ...(error.code ? { code: error.code } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ message: first?.message ?? 'The request is not valid.' });
    }
    // Text PostgreSQL cannot store (a NUL byte), or a form cut short: the client's doing.
    if (['22021', '22P05'].includes(sqlState(error) ?? '') || isMalformedMultipart(error)) {
      return reply.status(400).send({ message: 'The request is not valid.' });
    }
    const fe = error as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many attempts. Please wait a moment and try again.' });
    }
    if (status >= 400 && status < 500) {
      const message = (fe.code && FASTIFY_MESSAGES[fe.code]) ?? (fe.validation ? fe.message : 'The request is not valid.');
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message });
    }
    // The database is down or restarting: nothing is wrong with the request, and retrying soon may work.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: UNAVAILABLE, code: 'service_unavailable' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_FAULT });
  });
}
