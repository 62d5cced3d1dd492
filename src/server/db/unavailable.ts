import { sqlState } from './tx';

/** Socket errors of a database connection that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's own words for a connection that ended or was never made. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  // A new connection's own connect timeout (the pool usually reports it as "Connection terminated due to connection timeout").
  'timeout expired',
];

/**
 * Whether an error means the database cannot be reached right now (down, restarting, shutting
 * down, recovering from a crash) rather than that the request itself was wrong: SQLSTATE class 08
 * (connection exception), 57P01–57P03 (shut down by an administrator, crash shutdown, cannot
 * connect now), a socket error, or node-postgres reporting a lost connection. Looks through driver
 * wrappers (drizzle keeps the driver's error as `cause`).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const state = sqlState(err);
  if (state) return state.startsWith('08') || state === '57P01' || state === '57P02' || state === '57P03';
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
    // Connecting to a host name with several addresses fails with an AggregateError of socket errors.
    if (Array.isArray(errors) && errors.length > 0 && errors.every((x) => isDatabaseUnavailable(x))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL cancelled the statement (SQLSTATE 57014): it ran past the statement timeout, or an
 * operator cancelled it. Nothing was written (its transaction is rolled back) and the request
 * itself may be fine, so it is answered like a database that is briefly unavailable.
 */
export function isStatementCancelled(err: unknown): boolean {
  return sqlState(err) === '57014';
}
