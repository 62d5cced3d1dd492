import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addWeeks,
  darajaTimestamp,
  fromNairobiWallClock,
  nairobiDateTime,
  nairobiDay,
  nairobiDayStart,
  nairobiMonth,
  nairobiWallClock,
} from './nairobi-time';

describe('Nairobi time', () => {
  it('reads the calendar day in Nairobi (UTC+3), not in UTC', () => {
    expect(nairobiDay(new Date('2026-11-20T20:59:59.999Z'))).toBe('2026-11-20');
    expect(nairobiDay(new Date('2026-11-20T21:00:00Z'))).toBe('2026-11-21');
    expect(nairobiDay(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('writes an instant as the wall clock in Nairobi, the day rolling over at 21:00 UTC', () => {
    expect(nairobiDateTime(new Date('2026-11-20T20:59:59.999Z'))).toBe('2026-11-20 23:59:59');
    expect(nairobiDateTime(new Date('2026-12-31T21:30:05Z'))).toBe('2027-01-01 00:30:05');
  });

  it('starts a Nairobi day at 21:00 UTC the day before, the inverse of nairobiDay', () => {
    expect(nairobiDayStart('2026-11-21').toISOString()).toBe('2026-11-20T21:00:00.000Z');
    expect(nairobiDayStart('2027-01-01').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(nairobiDay(nairobiDayStart('2028-02-29'))).toBe('2028-02-29');
    expect(() => nairobiDayStart('2026-1-1')).toThrow(RangeError);
  });

  it('bounds the Nairobi month of an instant, across a year end', () => {
    const month = nairobiMonth(new Date('2026-12-31T21:30:00Z'));
    expect([month.start.toISOString(), month.end.toISOString()]).toEqual([
      '2026-12-31T21:00:00.000Z',
      '2027-01-31T21:00:00.000Z',
    ]);
    const november = nairobiMonth(new Date('2026-11-30T20:59:59Z'));
    expect(november.start.toISOString()).toBe('2026-10-31T21:00:00.000Z');
  });

  it('shifts to the wall clock and back', () => {
    const at = new Date('2026-03-01T22:15:00Z');
    expect(nairobiWallClock(at).toISOString()).toBe('2026-03-02T01:15:00.000Z');
    expect(fromNairobiWallClock(nairobiWallClock(at)).getTime()).toBe(at.getTime());
  });

  it('writes Daraja timestamps in Nairobi time', () => {
    expect(darajaTimestamp(new Date('2026-01-31T21:30:05Z'))).toBe('20260201003005');
    expect(darajaTimestamp(new Date('2026-07-04T06:07:08Z'))).toBe('20260704090708');
  });

  it('adds days and weeks across months and years', () => {
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addWeeks('2026-02-20', 2)).toBe('2026-03-06');
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04');
  });

  it('adds calendar months, clamped to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-31', 13)).toBe('2027-02-28');
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    // each step counts from the first date, so a clamped month does not shorten the next one
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(() => addMonths('31/01/2026', 1)).toThrow(RangeError);
  });
});
