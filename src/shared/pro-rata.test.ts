import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProRata } from './pro-rata';

describe('allocateProRata', () => {
  it('splits 100.00 over three equal shares as 33.34/33.33/33.33', () => {
    expect(allocateProRata(10_000n, [5_000n, 5_000n, 5_000n])).toEqual([3_334n, 3_333n, 3_333n]);
  });

  it('takes from a share of 0.01 only when its remainder earns the cent', () => {
    expect(allocateProRata(500n, [1_000n, 1n])).toEqual([500n, 0n]);
    expect(allocateProRata(1_001n, [1_000n, 1n])).toEqual([1_000n, 1n]);
    expect(allocateProRata(1n, [1n, 1n])).toEqual([1n, 0n]);
  });

  it('refuses more than the shares hold', () => {
    expect(() => allocateProRata(3n, [1n, 1n])).toThrow(RangeError);
  });

  it('always adds up exactly, never takes more than a share holds, and stays within a cent of the exact part', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt(0n, 10_000_000n), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (shares, f) => {
          const total = shares.reduce((s, x) => s + x, 0n);
          const amount = BigInt(Math.floor(Number(total) * f));
          const parts = allocateProRata(amount, shares);
          expect(parts.reduce((s, x) => s + x, 0n)).toBe(amount);
          parts.forEach((p, i) => {
            expect(p >= 0n && p <= shares[i]!).toBe(true);
            if (total > 0n) {
              const exactTimesTotal = amount * shares[i]!;
              expect(p * total >= exactTimesTotal - total && p * total <= exactTimesTotal + total).toBe(true);
            }
          });
        },
      ),
    );
  });
});
