import { describe, expect, it } from 'vitest';
import { pricePerShare, shareCost } from './shares-format';

describe('shareCost', () => {
  it('multiplies in cents, so a price with cents never drifts', () => {
    // 0.1 × 3 in floats is 0.30000000000000004.
    expect(shareCost(3, 0.1)).toBe(0.3);
    expect(shareCost(7, 19.99)).toBe(139.93);
    expect(shareCost('250', 100)).toBe(25_000);
    expect(shareCost(1_000_000, 999_999.99)).toBe(999_999_990_000);
  });

  it('is null until the number typed is a whole number of shares', () => {
    expect(shareCost('', 100)).toBeNull();
    expect(shareCost(' ', 100)).toBeNull();
    expect(shareCost(0, 100)).toBeNull();
    expect(shareCost(-2, 100)).toBeNull();
    expect(shareCost(1.5, 100)).toBeNull();
    expect(shareCost('abc', 100)).toBeNull();
  });
});

describe('pricePerShare', () => {
  it('divides in cents, rounding down to the cent', () => {
    expect(pricePerShare(1000, 3)).toBe(333.33);
    expect(pricePerShare(0, 5)).toBe(0);
    expect(pricePerShare(150, 0)).toBeNull();
  });
});
