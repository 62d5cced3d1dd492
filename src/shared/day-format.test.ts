import { describe, expect, it } from 'vitest';
import { formatDay } from './day-format';

describe('formatDay', () => {
  it('writes a calendar day as "3 Dec 2026", with Kiswahili month names', () => {
    expect(formatDay('2026-12-03', 'en')).toBe('3 Dec 2026');
    expect(formatDay('2026-12-03', 'sw')).toBe('3 Des 2026');
    expect(formatDay('2027-03-15', 'sw')).toBe('15 Mac 2027');
    expect(formatDay('2026-09-30', 'en')).toBe('30 Sep 2026');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => formatDay('03/12/2026', 'en')).toThrow(RangeError);
    expect(() => formatDay('2026-13-01', 'en')).toThrow(RangeError);
  });
});
