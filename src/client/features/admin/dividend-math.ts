import { toCents, toKes } from '../../../shared/money';

/** Retained income left after paying `amount`, exactly in cents (never below what the figures say). */
export function retainedAfter(retainedIncome: number, amount: number): number {
  return toKes(toCents(retainedIncome) - toCents(amount));
}

/** How many holders the preview does not list. */
export function unlistedHolders(holders: number, listed: number): number {
  return Math.max(0, holders - listed);
}
