/**
 * How a goal's progress and time are shown (see docs/product/goals.md), shared by the screens and the tests.
 * Dates are calendar dates (YYYY-MM-DD); "today" is the saver's date in Kenya.
 */
import { nairobiDay } from './nairobi-time';
import { nearestCents, toKes } from './money';

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** Whole days from today (in Kenya) until the end date; negative once it has passed. */
export function daysUntil(endDate: string, now: Date): number {
  return dayNumber(endDate) - dayNumber(nairobiDay(now));
}

/** Months remaining: days until the end date divided by 30, rounded up (never below 0). */
export function monthsRemaining(endDate: string, now: Date): number {
  return Math.max(0, Math.ceil(daysUntil(endDate, now) / 30));
}

/** Percent saved, to 2 decimals (may pass 100 when a goal's target was lowered below saved). */
export function progressPercent(saved: number, target: number): string {
  if (target <= 0) return '0.00';
  return ((saved / target) * 100).toFixed(2);
}

/** The progress bar's value: the percent, capped at 100. */
export function progressBarValue(saved: number, target: number): number {
  return Math.min(100, Math.max(0, Number(progressPercent(saved, target))));
}

/** What is still needed, never below 0, to the cent. */
export function remainingAmount(saved: number, target: number): number {
  const cents = nearestCents(target) - nearestCents(saved);
  return cents > 0n ? toKes(cents) : 0;
}

export type TimeRemaining = { expired: true } | { expired: false; unit: 'years' | 'months' | 'days'; count: number };

/**
 * Time remaining in whole years, months or days (the largest that fits), or Expired. Months are
 * `monthsRemaining` (rounded up), so the goal page and the goal list never disagree.
 */
export function timeRemaining(endDate: string, now: Date): TimeRemaining {
  const days = daysUntil(endDate, now);
  if (days <= 0) return { expired: true };
  if (days >= 365) return { expired: false, unit: 'years', count: Math.floor(days / 365) };
  if (days >= 30) return { expired: false, unit: 'months', count: monthsRemaining(endDate, now) };
  return { expired: false, unit: 'days', count: days };
}

/** The members list order: you first, then admins, then everyone else by joining date (see docs/product/goals.md). */
export function orderMembers<M extends { user_id: string; goal_role: 'admin' | 'member'; joined_at: string }>(
  members: readonly M[],
  me: string,
): M[] {
  const rank = (m: M) => (m.user_id === me ? 0 : m.goal_role === 'admin' ? 1 : 2);
  return [...members].sort((a, b) => rank(a) - rank(b) || a.joined_at.localeCompare(b.joined_at));
}
