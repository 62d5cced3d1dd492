import { describe, expect, it } from 'vitest';
import { type DayLanguage, formatDay } from './day-format';

describe('formatDay', () => {
  it.each<[string, DayLanguage, string]>([
    ['2026-12-03', 'en', '3 Dec 2026'],
    ['2026-12-03', 'sw', '3 Des 2026'],
    ['2027-03-15', 'sw', '15 Mac 2027'],
    ['2026-09-30', 'en', '30 Sep 2026'],
  ])('writes the calendar day %s in %s as "%s", with Kiswahili month names', (day, language, written) => {
    expect(formatDay(day, language)).toBe(written);
  });

  it.each(['03/12/2026', '2026-13-01'])('refuses %s, which is not a calendar day', (notADay) => {
    expect(() => formatDay(notADay, 'en')).toThrow(RangeError);
  });
});
