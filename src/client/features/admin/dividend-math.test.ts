import { describe, expect, it } from 'vitest';
import { retainedAfter, unlistedHolders } from './dividend-math';

describe('dividend figures', () => {
  it('subtracts in cents, so the retained income left never drifts', () => {
    // 0.3 - 0.1 in floats is 0.19999999999999998.
    expect(retainedAfter(0.3, 0.1)).toBe(0.2);
    expect(retainedAfter(12_345.67, 12_345.67)).toBe(0);
    expect(retainedAfter(100, 150.5)).toBe(-50.5);
  });

  it('counts the holders the preview leaves out', () => {
    expect(unlistedHolders(25, 20)).toBe(5);
    expect(unlistedHolders(3, 3)).toBe(0);
    expect(unlistedHolders(0, 0)).toBe(0);
  });
});
