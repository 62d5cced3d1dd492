import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatMoney, formatTime } from './format';

describe('one format for money', () => {
  it('writes KES with grouping and two decimals', () => {
    expect(formatMoney(1000)).toBe('KES 1,000.00');
    expect(formatMoney(0.5)).toBe('KES 0.50');
    expect(formatMoney(1234567.8)).toBe('KES 1,234,567.80');
    expect(formatMoney(-50)).toBe('-KES 50.00');
    expect(formatAmount(350)).toBe('350.00');
  });
});

describe('one format for dates', () => {
  // The month names themselves are formatDay's (src/shared/day-format.test.ts); here, what formatDate adds.
  it('shows a calendar day as written, never moved by a time zone, in the reader’s language', () => {
    expect(formatDate('2026-11-25', 'en')).toBe('25 Nov 2026');
    expect(formatDate('2026-12-31', 'en-GB')).toBe('31 Dec 2026');
    expect(formatDate('2027-03-05', 'sw')).toBe('5 Mac 2027');
    expect(formatDate('2026-12-15', 'sw-KE')).toBe('15 Des 2026');
  });

  it('shows an instant as its day and time in Kenya', () => {
    // 21:30 UTC on 1 March is already 2 March, 00:30 in Nairobi
    expect(formatDate('2026-03-01T21:30:00Z', 'en')).toBe('2 Mar 2026');
    expect(formatDateTime('2026-03-01T21:30:00Z', 'en')).toBe('2 Mar 2026, 00:30');
    expect(formatDateTime('2026-08-01T11:05:00Z', 'sw')).toBe('1 Ago 2026, 14:05');
    expect(formatTime('2026-03-01T21:30:00Z')).toBe('00:30');
  });
});
