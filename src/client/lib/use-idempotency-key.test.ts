import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { useIdempotencyKey } from './use-idempotency-key';

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
