import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlState } from '../db/tx';
import { isDatabaseUnavailable, isStatementCancelled } from '../db/unavailable';
import type { LocalizedText } from '../../shared/localized-text';
import { schemaText } from '../../shared/schemas/schema-texts';
import { defaultIssueText, type IssueFacts } from '../../shared/validation-messages';
import { AppError, type Refusal } from '../errors';
import { HTTP_TEXTS } from './http-texts';
import { isMalformedMultipart } from './multipart-guard';
import { readerLanguage, type ReaderLanguage } from './reader-language';

/** Fastify's own client errors, in words a person can read. */
const FASTIFY_MESSAGES: Record<string, LocalizedText> = {
  FST_ERR_CTP_INVALID_JSON_BODY: HTTP_TEXTS.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: HTTP_TEXTS.emptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: HTTP_TEXTS.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: HTTP_TEXTS.mediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: HTTP_TEXTS.contentLength,
  FST_REQ_FILE_TOO_LARGE: HTTP_TEXTS.imageTooLarge,
  FST_FILES_LIMIT: HTTP_TEXTS.tooManyFiles,
  FST_FIELDS_LIMIT: HTTP_TEXTS.tooManyFields,
  FST_PARTS_LIMIT: HTTP_TEXTS.tooManyParts,
  FST_INVALID_MULTIPART_CONTENT_TYPE: HTTP_TEXTS.formWithFiles,
  FST_PROTO_VIOLATION: HTTP_TEXTS.notValid,
  FST_ERR_MAX_PARAM_LENGTH: HTTP_TEXTS.addressTooLong,
  FST_ERR_BAD_URL: HTTP_TEXTS.addressNotValid,
};

/**
 * A refusal in the reader's language: a keyed text picks its side; a shared schema's check carries
 * its pair's English, found again exactly by `schemaText` (decision 073). Any other sentence (a
 * framework's own) is answered as it is.
 */
const say = (language: ReaderLanguage, text: Refusal): string =>
  typeof text === 'string' ? (schemaText(text)?.[language] ?? text) : text[language];

type Validation = { keyword: string; instancePath: string; params: Record<string, unknown>; message?: string };

const textOf = (v: unknown) => (typeof v === 'string' ? v : undefined);
const sizeOf = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? v : undefined);

/** What zod reported of an issue, as the facts its default sentence is built from. */
function issueFacts({ keyword, instancePath, params }: Validation): IssueFacts {
  return {
    code: keyword,
    path: instancePath.split('/').filter(Boolean),
    expected: textOf(params.expected),
    minimum: sizeOf(params.minimum),
    maximum: sizeOf(params.maximum),
    origin: textOf(params.origin),
    inclusive: params.inclusive === true,
    format: textOf(params.format),
    values: Array.isArray(params.values) ? params.values : undefined,
    keys: Array.isArray(params.keys) ? params.keys.map(String) : undefined,
  };
}

/** A failed check's refusal: the schema's keyed text, or zod's default sentence as a pair. */
const validationRefusal = (first: Validation | undefined): Refusal => {
  if (!first?.message) return HTTP_TEXTS.notValid;
  return schemaText(first.message) ?? defaultIssueText(first.message, issueFacts(first)) ?? first.message;
};

/**
 * The router's own refusals (a path segment past 100 characters, a malformed URL) come before any
 * hook, so the error handler never sees them: Fastify's `frameworkErrors` sends them here, to answer
 * {message} in the reader's language like every other refusal.
 */
export function routerRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = FASTIFY_MESSAGES[error.code] ?? HTTP_TEXTS.notValid;
  void reply.code(tooLong ? 414 : 400).send({ message: say(readerLanguage(request), message) });
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
    const body = <T extends { message: Refusal }>(answer: T) => ({
      ...answer,
      message: say(language, answer.message),
    });
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(body({ message: error.text ?? error.message, ...(error.code ? { code: error.code } : {}) }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send(body({ message: validationRefusal(first) }));
    }
    // Text PostgreSQL cannot store (a NUL byte), or a form cut short: the client's doing.
    if (['22021', '22P05'].includes(sqlState(error) ?? '') || isMalformedMultipart(error)) {
      return reply.status(400).send(body({ message: HTTP_TEXTS.notValid }));
    }
    const fe = error as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body({ message: HTTP_TEXTS.tooManyAttempts }));
    }
    if (status >= 400 && status < 500) {
      const message: Refusal =
        (fe.code && FASTIFY_MESSAGES[fe.code]) || (fe.validation ? fe.message : HTTP_TEXTS.notValid);
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
        .send(body({ message: HTTP_TEXTS.unavailable, code: 'service_unavailable' }));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body({ message: HTTP_TEXTS.serverFault }));
  });
}
