import { describe, expect, it } from 'vitest';
import { TESTIMONIALS, wrapIndex } from './testimonials';

describe('wrapIndex', () => {
  it('has the three static testimonials of the specification', () => {
    expect(TESTIMONIALS).toHaveLength(3);
  });

  it('steps forward and wraps from the last entry to the first', () => {
    expect([0, 1, 2].map((i) => wrapIndex(i, 1))).toEqual([1, 2, 0]);
  });

  it('steps back and wraps from the first entry to the last', () => {
    expect([0, 1, 2].map((i) => wrapIndex(i, -1))).toEqual([2, 0, 1]);
  });

  it('handles steps larger than the count', () => {
    expect(wrapIndex(0, -4)).toBe(2);
    expect(wrapIndex(2, 7)).toBe(0);
  });
});
