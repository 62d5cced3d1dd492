import { describe, expect, it } from 'vitest';
import { aprNumber, aprTenths, aprText, communityQuote, daysBetween, platformQuote } from './key-facts';

describe('key facts: the APR', () => {
  it('is charge ÷ principal × 365 ÷ days × 100, one decimal, half up (docs/product/loans.md example)', () => {
    expect(aprNumber(aprTenths(5_000n, 100_000n, 20))).toBe(91.3); // 91.25
  });

  it('rounds half up exactly, never by float accident', () => {
    // 1 on 365 over 1000 days → 0.1 exactly
    expect(aprTenths(1n, 365n, 1000)).toBe(1n);
    // 0.05 → 0.1 (half up), 0.0499… → 0.0
    expect(aprTenths(1n, 730n, 1000)).toBe(1n);
    expect(aprTenths(1n, 731n, 1000)).toBe(0n);
    // 12.35 → 12.4, 12.3499… → 12.3
    expect(aprTenths(247n, 73_000n, 10)).toBe(124n); // 247/73000×365/10×100 = 12.35
    expect(aprTenths(246_999n, 73_000_000n, 10)).toBe(123n); // 12.34995
    expect(aprNumber(aprTenths(0n, 100n, 10))).toBe(0);
    // the texts' one decimal, from the integer tenths
    expect([913n, 0n, 5n, 1217n].map(aprText)).toEqual(['91.3', '0.0', '0.5', '121.7']);
  });

  it('refuses a loan without principal or days', () => {
    expect(() => aprTenths(1n, 0n, 10)).toThrow(RangeError);
    expect(() => aprTenths(1n, 100n, 0)).toThrow(RangeError);
    expect(() => aprTenths(-1n, 100n, 10)).toThrow(RangeError);
  });

  it('counts calendar days across months, years and leap days', () => {
    expect(daysBetween('2026-11-20', '2026-12-10')).toBe(20);
    expect(daysBetween('2026-12-25', '2027-01-04')).toBe(10);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
  });
});

describe('key facts: quotes', () => {
  it('a platform loan: the §9 charge, the due date and its APR', () => {
    expect(platformQuote(100_000n, '20 days', '2026-11-20')).toEqual({
      principalCents: 100_000n,
      chargeCents: 5_000n,
      totalCents: 105_000n,
      aprTenths: 913n,
      dueDate: '2026-12-10',
    });
    expect(platformQuote(100_000n, '10 days', '2026-11-20').aprTenths).toBe(0n);
    // 10% over 30 days (20 Nov → 20 Dec): 121.666… → 121.7
    expect(aprNumber(platformQuote(100_000n, '1 month', '2026-11-20').aprTenths)).toBe(121.7);
  });

  it('a chama loan: flat monthly interest; the APR from the interest after the in duplum cap', () => {
    const q = communityQuote(100_000n, 1000, 2, '2026-11-20');
    expect(q).toEqual({
      principalCents: 100_000n,
      interestCents: 20_000n,
      totalCents: 120_000n,
      aprTenths: 1197n, // 20% over 61 days: 0.2 × 365 ÷ 61 × 100 = 119.67… → 119.7
      dueDate: '2027-01-20',
      capped: false,
    });
  });

  it('a chama loan whose interest would pass the principal is capped, and says so', () => {
    const q = communityQuote(50_000n, 1000, 12, '2026-01-15');
    expect(q.interestCents).toBe(50_000n);
    expect(q.totalCents).toBe(100_000n);
    expect(q.capped).toBe(true);
    expect(q.dueDate).toBe('2027-01-15');
    expect(q.aprTenths).toBe(1000n); // 100% over 365 days
    expect(communityQuote(50_000n, 1000, 10, '2026-01-15').capped).toBe(false); // exactly the principal: no cut
  });
});
