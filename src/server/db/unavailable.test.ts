import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStatementCancelled } from './unavailable';

/** Errors shaped as node-postgres and drizzle raise them (the fault tests raise the real ones). */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const pgError = (code: string, message = 'server error') =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is down, shutting down, starting or unreachable, also through a wrapper', () => {
    for (const err of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout expired'),
      Object.assign(new Error('Connection terminated: the database did not answer within 20000 ms'), {
        code: 'ETIMEDOUT',
      }),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(err)), `wrapped ${String(err)}`).toBe(true);
    }
  });

  it('leaves every other failure alone', () => {
    for (const err of [
      pgError('23505', 'duplicate key'),
      pgError('40001'),
      pgError('57014', 'canceling statement'),
      new Error('boom'),
      undefined,
      'text',
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(err)), `wrapped ${String(err)}`).toBe(false);
    }
  });

  it('tells a statement cancelled by the statement timeout apart (answered 503 as well)', () => {
    expect(isStatementCancelled(wrapped(pgError('57014', 'canceling statement due to statement timeout')))).toBe(true);
    expect(isStatementCancelled(pgError('23505'))).toBe(false);
  });
});
