import { useCallback, useRef } from 'react';
import { ApiError } from './api';

/**
 * A key for one attempt at moving money, sent as `Idempotency-Key`. It stays the same while the
 * server has not answered (a lost connection retried moves the money once) and is renewed once the
 * server has answered, success or refusal, so the next attempt is a new one.
 */
export function useIdempotencyKey(): { key: () => string; settle: (error?: unknown) => void } {
  const ref = useRef<string | null>(null);
  const key = useCallback(() => {
    ref.current ??= crypto.randomUUID();
    return ref.current;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || error instanceof ApiError) ref.current = null;
  }, []);
  return { key, settle };
}
