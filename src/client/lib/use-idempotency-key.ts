import { useCallback, useRef } from 'react';
import { ApiError } from './api';

/** The header every money request carries (docs/decisions/025-client-forms.md). */
export type IdempotencyHeaders = { 'Idempotency-Key': string };

export interface IdempotencyKey {
  key: () => string;
  settle: (error?: unknown) => void;
  /** Runs one money request with the current key and settles it with the request's outcome. */
  send: <T>(request: (headers: IdempotencyHeaders) => Promise<T>) => Promise<T>;
}

/**
 * A key for one user intention of moving money, sent as `Idempotency-Key`. It stays the same while the
 * server has not answered (a lost connection retried moves the money once) and is renewed once the
 * server has answered, success or refusal, so the next attempt is a new one. The only place the client
 * makes such keys.
 */
export function useIdempotencyKey(): IdempotencyKey {
  const ref = useRef<string | null>(null);
  const key = useCallback(() => {
    ref.current ??= crypto.randomUUID();
    return ref.current;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || error instanceof ApiError) ref.current = null;
  }, []);
  const send = useCallback(
    async <T>(request: (headers: IdempotencyHeaders) => Promise<T>): Promise<T> => {
      try {
        const result = await request({ 'Idempotency-Key': key() });
        settle();
        return result;
      } catch (error) {
        settle(error);
        throw error;
      }
    },
    [key, settle],
  );
  return { key, settle, send };
}
