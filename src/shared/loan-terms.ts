/**
 * The loan terms of spec §9, computed in ONE place for the server (which decides and stores them),
 * the request form's disclosure and the tests. Money is integer cents; dates are calendar dates
 * (YYYY-MM-DD) in Nairobi, where a Kenyan borrower reads them.
 */
export const LOAN_DURATIONS = ['10 days', '20 days', '1 month'] as const;
export type LoanDuration = (typeof LOAN_DURATIONS)[number];

export const LOAN_TIME_ZONE = 'Africa/Nairobi';

export interface LoanTerms {
  principalCents: bigint;
  /** The fee as a whole percentage of the principal. */
  feePercent: bigint;
  feeCents: bigint;
  repaymentCents: bigint;
  /** Today plus the duration (YYYY-MM-DD). */
  dueDate: string;
}

interface ParsedDuration {
  count: number;
  unit: 'day' | 'week' | 'month';
}

function parseDuration(duration: string): ParsedDuration {
  const match = /^(\d{1,3}) (day|week|month)s?$/.exec(duration);
  if (!match) throw new RangeError(`unknown loan duration: ${duration}`);
  return { count: Number(match[1]), unit: match[2] as ParsedDuration['unit'] };
}

/** §9: days up to 10 add 0%, more than 10 days add 5%, weeks add 7%, months add 10%. */
export function loanFeePercent(duration: string): bigint {
  const { count, unit } = parseDuration(duration);
  if (unit === 'day') return count <= 10 ? 0n : 5n;
  if (unit === 'week') return 7n;
  return 10n;
}

/** The calendar date (YYYY-MM-DD) of an instant in Nairobi. */
export function nairobiDate(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: LOAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function isoDate(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/** A date plus a duration; a month is the same day next month, clamped to that month's end. */
export function addDuration(date: string, duration: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const { count, unit } = parseDuration(duration);
  if (unit === 'day') return isoDate(year, month, day + count);
  if (unit === 'week') return isoDate(year, month, day + 7 * count);
  const lastDay = new Date(Date.UTC(year, month + count + 1, 0)).getUTCDate();
  return isoDate(year, month + count, Math.min(day, lastDay));
}

/** Fee rounded to the nearest cent (half up); the repayment is principal plus fee. */
export function loanTerms(principalCents: bigint, duration: string, today: string): LoanTerms {
  if (principalCents <= 0n) throw new RangeError('a loan principal is positive');
  const feePercent = loanFeePercent(duration);
  const feeCents = (principalCents * feePercent + 50n) / 100n;
  return {
    principalCents,
    feePercent,
    feeCents,
    repaymentCents: principalCents + feeCents,
    dueDate: addDuration(today, duration),
  };
}
