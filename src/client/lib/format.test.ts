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
  it.each([
    ['2026-11-25', 'en', '25 Nov 2026'],
    ['2027-03-05', 'en', '5 Mar 2027'],
    ['2027-03-05', 'sw', '5 Mac 2027'],
    ['2026-12-15', 'sw', '15 Des 2026'],
  ])('shows the calendar day %s as written, in %s with its month names: %s', (day, language, shown) => {
    expect(formatDate(day, language)).toBe(shown);
  });

  it('shows an instant as its day and time in Kenya', () => {
    // 21:30 UTC on 1 March is already 2 March, 00:30 in Nairobi
    expect(formatDate('2026-03-01T21:30:00Z', 'en')).toBe('2 Mar 2026');
    expect(formatDateTime('2026-03-01T21:30:00Z', 'en')).toBe('2 Mar 2026, 00:30');
    expect(formatDateTime('2026-08-01T11:05:00Z', 'sw')).toBe('1 Ago 2026, 14:05');
    expect(formatTime('2026-03-01T21:30:00Z')).toBe('00:30');
  });
});
