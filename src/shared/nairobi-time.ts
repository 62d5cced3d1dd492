/**
 * Time as people in Kenya read it: Nairobi calendar days and months, and calendar arithmetic on
 * dates (YYYY-MM-DD). Kenya keeps UTC+3 all year (no daylight saving), so a fixed offset is exact.
 * The one place the offset is defined (decision 024); interest days, loan due dates, goal end dates,
 * referral months, the console's chart buckets and Daraja's timestamps all read it from here.
 */
export const NAIROBI_TIME_ZONE = 'Africa/Nairobi';
export const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant shifted by the offset: its getUTC* fields read Nairobi's wall clock. */
export function nairobiWallClock(at: Date): Date {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS);
}

/** The instant of a Nairobi wall-clock time given as a Date whose UTC fields hold it (the inverse of `nairobiWallClock`). */
export function fromNairobiWallClock(local: Date): Date {
  return new Date(local.getTime() - NAIROBI_OFFSET_MS);
}

/** The Nairobi calendar day of an instant, as 'YYYY-MM-DD'. */
export function nairobiDay(at: Date): string {
  return nairobiWallClock(at).toISOString().slice(0, 10);
}

/** An instant as Nairobi's wall clock, 'YYYY-MM-DD HH:MM:SS': how a spreadsheet reads a date and time. */
export function nairobiDateTime(at: Date): string {
  return nairobiWallClock(at).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant a Nairobi day ('YYYY-MM-DD') starts: 00:00 in Nairobi, 21:00 UTC the day before. */
export function nairobiDayStart(day: string): Date {
  const [y, m, d] = dateParts(day);
  return fromNairobiWallClock(new Date(Date.UTC(y, m, d)));
}

/** The Nairobi calendar month that contains `at`, as the instants [start, end). */
export function nairobiMonth(at: Date): { start: Date; end: Date } {
  const local = nairobiWallClock(at);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return {
    start: fromNairobiWallClock(new Date(Date.UTC(y, m, 1))),
    end: fromNairobiWallClock(new Date(Date.UTC(y, m + 1, 1))),
  };
}

/** Daraja's timestamp, yyyyMMddHHmmss in Nairobi time. */
export function darajaTimestamp(at: Date): string {
  const t = nairobiWallClock(at);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(t.getUTCFullYear(), 4)}${p(t.getUTCMonth() + 1)}${p(t.getUTCDate())}${p(t.getUTCHours())}${p(t.getUTCMinutes())}${p(t.getUTCSeconds())}`;
}

function dateParts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}

function isoDate(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/** A calendar date plus `days` days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return isoDate(y, m, d + days);
}

/** A calendar date plus `weeks` weeks. */
export function addWeeks(date: string, weeks: number): string {
  return addDays(date, 7 * weeks);
}

/**
 * A calendar date plus `months` months: the same day of that month, clamped to its last day when
 * the month is shorter (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = dateParts(date);
  const lastDay = new Date(Date.UTC(y, m + months + 1, 0)).getUTCDate();
  return isoDate(y, m + months, Math.min(d, lastDay));
}
