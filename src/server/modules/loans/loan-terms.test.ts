import { describe, expect, it } from 'vitest';
import { addDuration, loanFeePercent, loanTerms } from '../../../shared/loan-terms';

describe('loan terms', () => {
  it('adds 0% up to 10 days, 5% above 10 days, 7% for weeks and 10% for months', () => {
    expect(loanFeePercent('10 days')).toBe(0n);
    expect(loanFeePercent('1 day')).toBe(0n);
    expect(loanFeePercent('11 days')).toBe(5n);
    expect(loanFeePercent('20 days')).toBe(5n);
    expect(loanFeePercent('2 weeks')).toBe(7n);
    expect(loanFeePercent('1 month')).toBe(10n);
    expect(() => loanFeePercent('1 year')).toThrow(RangeError);
  });

  it('computes fee, repayment and due date for the three offered durations', () => {
    expect(loanTerms(500_000n, '10 days', '2026-11-20')).toEqual({
      principalCents: 500_000n,
      feePercent: 0n,
      feeCents: 0n,
      repaymentCents: 500_000n,
      dueDate: '2026-11-30',
    });
    expect(loanTerms(500_000n, '20 days', '2026-11-20')).toEqual({
      principalCents: 500_000n,
      feePercent: 5n,
      feeCents: 25_000n,
      repaymentCents: 525_000n,
      dueDate: '2026-12-10',
    });
    expect(loanTerms(500_000n, '1 month', '2026-11-20')).toEqual({
      principalCents: 500_000n,
      feePercent: 10n,
      feeCents: 50_000n,
      repaymentCents: 550_000n,
      dueDate: '2026-12-20',
    });
  });

  it('rounds the fee to the nearest cent, half up', () => {
    expect(loanTerms(1_005n, '20 days', '2026-01-01').feeCents).toBe(50n); // 50.25 → 50
    expect(loanTerms(1_010n, '20 days', '2026-01-01').feeCents).toBe(51n); // 50.5 → 51
    expect(loanTerms(1n, '1 month', '2026-01-01').repaymentCents).toBe(1n);
  });

  it('a month is the same day next month, clamped to the month end; days cross months and years', () => {
    expect(addDuration('2026-01-31', '1 month')).toBe('2026-02-28');
    expect(addDuration('2028-01-31', '1 month')).toBe('2028-02-29');
    expect(addDuration('2026-12-15', '1 month')).toBe('2027-01-15');
    expect(addDuration('2026-12-25', '10 days')).toBe('2027-01-04');
    expect(addDuration('2026-02-20', '20 days')).toBe('2026-03-12');
  });
});
