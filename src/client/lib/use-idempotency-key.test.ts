import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { type IdempotencyHeaders, useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps the key across a lost connection and renews it once the server has answered', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.key();
    expect(result.current.key()).toBe(first);
    result.current.settle(new TypeError('Failed to fetch'));
    expect(result.current.key()).toBe(first);
    result.current.settle(new ApiError(422, 'Insufficient balance for this withdrawal.'));
    const second = result.current.key();
    expect(second).not.toBe(first);
    result.current.settle();
    expect(result.current.key()).not.toBe(second);
  });
});

describe('useIdempotencyKey().send', () => {
  it('sends the same key on a retry after a lost connection and a new one after an answer', async () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const seen: string[] = [];
    const lost = (headers: IdempotencyHeaders) => {
      seen.push(headers['Idempotency-Key']);
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const answered = (headers: IdempotencyHeaders) => {
      seen.push(headers['Idempotency-Key']);
      return Promise.resolve('ok');
    };
    await expect(result.current.send(lost)).rejects.toThrow('Failed to fetch');
    await expect(result.current.send(answered)).resolves.toBe('ok');
    await expect(result.current.send(answered)).resolves.toBe('ok');
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[1]);
    expect(seen[0]).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });
});
