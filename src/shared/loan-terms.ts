/**
 * The loan terms, computed in ONE place for the server (which decides and stores them),
 * the request form's disclosure and the tests. Money is integer cents; dates are calendar dates
 * (YYYY-MM-DD) in Nairobi, where a Kenyan borrower reads them.
 */
import { addDays, addMonths, addWeeks } from './nairobi-time';

export const LOAN_DURATIONS = ['10 days', '20 days', '1 month'] as const;
export type LoanDuration = (typeof LOAN_DURATIONS)[number];

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

/** A date plus a duration; a month is the same day next month, clamped to that month's end. */
export function addDuration(date: string, duration: string): string {
  const { count, unit } = parseDuration(duration);
  if (unit === 'day') return addDays(date, count);
  if (unit === 'week') return addWeeks(date, count);
  return addMonths(date, count);
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
