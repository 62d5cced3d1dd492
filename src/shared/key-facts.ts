/**
 * Key facts before a loan (docs/product/loans.md, the Central Bank's disclosure rule): what a borrower is
 * quoted, computed in ONE place for the server's quote routes, the stored figures of a loan, the
 * borrow screens and the tests. Money is integer cents; dates are Nairobi calendar days.
 */
import { communityLoanInterest } from './community-cycles';
import { loanTerms } from './loan-terms';
import { addMonths } from './nairobi-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `from` to `to` (YYYY-MM-DD, no time of day, so no clock-change surprises). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * apr = charge ÷ principal × 365 ÷ days × 100, in tenths of a percent, rounded half up, in exact
 * integer arithmetic (50 on 1,000 over 20 days: 91.25 → 913).
 */
export function aprTenths(chargeCents: bigint, principalCents: bigint, days: number): bigint {
  if (principalCents <= 0n) throw new RangeError('a loan principal is positive');
  if (!Number.isInteger(days) || days <= 0) throw new RangeError('a loan is due after today');
  if (chargeCents < 0n) throw new RangeError('a charge is not negative');
  const num = chargeCents * 365n * 1000n;
  const den = principalCents * BigInt(days);
  return (2n * num + den) / (2n * den);
}

/** The APR as the JSON number the quote answers: one decimal (913 → 91.3). */
export const aprNumber = (tenths: bigint): number => Number(tenths) / 10;

/** The APR as text with its one decimal, from the integer tenths (913 → "91.3", 0 → "0.0"). */
export function aprText(tenths: bigint): string {
  const sign = tenths < 0n ? '-' : '';
  const abs = tenths < 0n ? -tenths : tenths;
  return `${sign}${abs / 10n}.${abs % 10n}`;
}

/** A platform loan's key facts as quoted today. */
export interface PlatformQuote {
  principalCents: bigint;
  chargeCents: bigint;
  totalCents: bigint;
  aprTenths: bigint;
  dueDate: string;
}

export function platformQuote(principalCents: bigint, duration: string, today: string): PlatformQuote {
  const terms = loanTerms(principalCents, duration, today);
  return {
    principalCents,
    chargeCents: terms.feeCents,
    totalCents: terms.repaymentCents,
    aprTenths: aprTenths(terms.feeCents, principalCents, daysBetween(today, terms.dueDate)),
    dueDate: terms.dueDate,
  };
}

/** A chama loan's key facts as quoted today: flat monthly interest, capped at the principal (in duplum). */
export interface CommunityQuote {
  principalCents: bigint;
  interestCents: bigint;
  totalCents: bigint;
  aprTenths: bigint;
  dueDate: string;
  /** The in duplum cap cut the interest down to the principal. */
  capped: boolean;
}

export function communityQuote(principalCents: bigint, rateBp: number, months: number, today: string): CommunityQuote {
  const interestCents = communityLoanInterest(principalCents, rateBp, months);
  const uncapped = (principalCents * BigInt(rateBp) * BigInt(months) + 5000n) / 10000n;
  const dueDate = addMonths(today, months);
  return {
    principalCents,
    interestCents,
    totalCents: principalCents + interestCents,
    aprTenths: aprTenths(interestCents, principalCents, daysBetween(today, dueDate)),
    dueDate,
    capped: uncapped > interestCents,
  };
}
