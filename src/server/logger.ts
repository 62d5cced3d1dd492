import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { redactSecrets } from './log-redact';

export type Logger = FastifyBaseLogger;

/** Headers that carry credentials, wherever a log line might hold a request's headers. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-api-key'];
const REDACT_PATHS = ['headers', 'req.headers', 'request.headers', 'res.headers'].flatMap((base) =>
  SECRET_HEADERS.map((h) => `${base}["${h}"]`),
);

/** A request as the log shows it: its URL with any secret in it hidden (tokens ride in some paths). */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** An error as the log shows it: an error's message may quote the URL it failed on. */
function errorForLog(err: Error) {
  const shown = pino.stdSerializers.err(err);
  return {
    ...shown,
    message: redactSecrets(shown.message),
    ...(shown.stack ? { stack: redactSecrets(shown.stack) } : {}),
  };
}

/**
 * The app's log (pino, JSON lines). `destination` is stdout unless given (tests read the log this
 * way). Fastify logs every request's URL at info, so the serializers hide the secrets some URLs
 * carry; credentials in headers are censored should anything log a request's headers.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: { req: requestForLog, err: errorForLog },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
