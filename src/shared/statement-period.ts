import { addDays, addMonths } from './nairobi-time';
import { STATEMENTS_TEXTS } from './schemas/statements-texts';

/** The longest period one statement (a wallet's or a chama pool's) covers: ten calendar years. */
export const STATEMENT_MAX_YEARS = 10;
export const STATEMENT_TOO_LONG = STATEMENTS_TEXTS.tooLong.en;

/**
 * Whether a statement from `from` to `to` (calendar days, both included) is longer than ten years:
 * `to` may be at most the day before the same date ten years on (`addMonths`, so 29 February ten
 * years on is 28 February): 2016-03-01 to 2026-02-28 is ten years, to 2026-03-01 is not.
 */
export function statementTooLong(from: string, to: string): boolean {
  return to >= addMonths(from, 12 * STATEMENT_MAX_YEARS);
}

/** The earliest start a statement ending on `to` may have: a default start is clamped to it. */
export function earliestStatementStart(to: string): string {
  let from = addDays(addMonths(to, -12 * STATEMENT_MAX_YEARS), 1);
  while (statementTooLong(from, to)) from = addDays(from, 1);
  return from;
}
