import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlState } from '../db/tx';
import { isDatabaseUnavailable, isStatementCancelled } from '../db/unavailable';
import { AppError } from '../errors';
import { inLanguage } from '../i18n/swahili';
import { isMalformedMultipart } from './multipart-guard';
import { readerLanguage } from './reader-language';

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
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_BAD_URL: 'The address is not valid.',
};

/**
 * The router's own refusals (a path segment past 100 characters, a malformed URL) come before any
 * hook, so the error handler never sees them: Fastify's `frameworkErrors` sends them here, to answer
 * {message} in the reader's language like every other refusal.
 */
export function routerRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = FASTIFY_MESSAGES[error.code] ?? 'The request is not valid.';
  void reply.code(tooLong ? 414 : 400).send({ message: inLanguage(readerLanguage(request), message) });
}

/**
 * One error handler: typed errors and validation failures become `{ message }` with their 4xx
 * status, in the reader's language (Accept-Language; English, the specification's words, by
 * default); anything else is logged in full and answered 500 with no detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const language = readerLanguage(request);
    if (language === 'sw') reply.header('content-language', 'sw');
    const body = <T extends { message: string }>(answer: T): T => ({
      ...answer,
      message: inLanguage(language, answer.message),
    });
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(body({ message: error.message, ...(error.code ? { code: error.code } : {}) }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send(body({ message: first?.message ?? 'The request is not valid.' }));
    }
    // Text PostgreSQL cannot store (a NUL byte), or a form cut short: the client's doing.
    if (['22021', '22P05'].includes(sqlState(error) ?? '') || isMalformedMultipart(error)) {
      return reply.status(400).send(body({ message: 'The request is not valid.' }));
    }
    const fe = error as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body({ message: 'Too many attempts. Please wait a moment and try again.' }));
    }
    if (status >= 400 && status < 500) {
      const message =
        (fe.code && FASTIFY_MESSAGES[fe.code]) ?? (fe.validation ? fe.message : 'The request is not valid.');
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(body({ message }));
    }
    // The database is down, restarting or too slow to answer in time: nothing is wrong with the
    // request, and retrying soon may work.
    if (isDatabaseUnavailable(error) || isStatementCancelled(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(body({ message: UNAVAILABLE, code: 'service_unavailable' }));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body({ message: SERVER_FAULT }));
  });
}
