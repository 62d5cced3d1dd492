/**
 * A community's cycles and dues (see docs/decisions/022-communities-model.md), shared by the server,
 * the screens and the tests. Dates are calendar dates (YYYY-MM-DD) in Kenya; money is integer cents.
 */
import { addMonths, addWeeks } from './nairobi-time';

export type Frequency = 'weekly' | 'monthly';

const DAY_MS = 24 * 60 * 60 * 1000;

function parts(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
}

/**
 * The due date of cycle `n` (1-based): the first due date plus n−1 weeks or calendar months, always
 * counted from the first date; a month from the 31st is the last day of a shorter month (as the
 * database's community_due_date does).
 */
export function cycleDueDate(first: string, frequency: Frequency, n: number): string {
  return frequency === 'weekly' ? addWeeks(first, n - 1) : addMonths(first, n - 1);
}

/** How many cycles have fallen due by `today` (due date on or before today). */
export function cyclesDue(first: string, frequency: Frequency, today: string): number {
  if (today < first) return 0;
  const [y1, m1] = parts(first);
  const [y2, m2] = parts(today);
  let n =
    frequency === 'weekly'
      ? Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS / 7) + 1
      : (y2 - y1) * 12 + (m2 - m1) + 1;
  while (n > 0 && cycleDueDate(first, frequency, n) > today) n -= 1;
  while (cycleDueDate(first, frequency, n + 1) <= today) n += 1;
  return n;
}

/** The cycle that falls due next: the first whose due date is today or later. */
export function currentCycleNumber(first: string, frequency: Frequency, today: string): number {
  const due = cyclesDue(first, frequency, today);
  return due > 0 && cycleDueDate(first, frequency, due) === today ? due : due + 1;
}

export interface MemberDues {
  firstCycle: number;
  paidCents: bigint;
  /** Every fine charged to the membership. */
  finesCents: bigint;
  /** The part of what they paid that settled fines (each payment settles the fines outstanding when it was made first). */
  finesPaidCents: bigint;
}

/** A member's dues and their parts, in cents (docs/product/communities.md, decision 058). */
export interface DuesParts {
  /** Fines not yet paid. */
  fines: bigint;
  /** Cycles before the current one (their due dates passed) not yet paid. */
  earlier: bigint;
  /** What the current cycle still needs. */
  current: bigint;
  /** fines + earlier + current, less what was paid beyond the current cycle: negative when paid ahead. */
  total: bigint;
}

const clamp = (v: bigint, max: bigint) => (v <= 0n ? 0n : v > max ? max : v);

/**
 * What a member must pay by the current cycle's due date, and its parts: the contribution for every
 * cycle from the one they joined up to and including `currentCycle`, plus unpaid fines, less what
 * they paid. What they paid beyond the fines it settled goes to cycles, oldest first. Arrears (what
 * is already late) are `fines + earlier`.
 */
export function duesParts(m: MemberDues, currentCycle: number, contributionCents: bigint): DuesParts {
  const forCycles = m.paidCents - m.finesPaidCents;
  const before = BigInt(Math.max(0, currentCycle - m.firstCycle)) * contributionCents;
  const through = currentCycle >= m.firstCycle ? before + contributionCents : 0n;
  const fines = m.finesCents - m.finesPaidCents;
  return {
    fines: fines > 0n ? fines : 0n,
    earlier: clamp(before - forCycles, before),
    current: clamp(through - forCycles, through - before),
    total: m.finesCents + through - m.paidCents,
  };
}

/** What a member owes by the current cycle's due date (negative: paid ahead). */
export const duesCents = (m: MemberDues, currentCycle: number, contributionCents: bigint): bigint =>
  duesParts(m, currentCycle, contributionCents).total;

/** What is already late: unpaid fines and cycles before the current one. */
export function arrearsCents(m: MemberDues, currentCycle: number, contributionCents: bigint): bigint {
  const p = duesParts(m, currentCycle, contributionCents);
  return p.fines + p.earlier;
}

/**
 * What a member has paid towards cycle `c`: fines are settled first, then cycles oldest first, so
 * it is what went to cycles less earlier cycles, up to one contribution.
 */
export function paidTowardsCycle(m: MemberDues, c: number, contributionCents: bigint): bigint {
  if (c < m.firstCycle) return 0n;
  return clamp(m.paidCents - m.finesPaidCents - BigInt(c - m.firstCycle) * contributionCents, contributionCents);
}

/**
 * A community loan's interest: principal × monthly rate × months, rounded to the nearest cent (half
 * up), and never more than the principal, so that the total owed is at most twice the principal
 * (in duplum). The rate is in hundredths of a percent.
 */
export function communityLoanInterest(principalCents: bigint, rateBp: number, months: number): bigint {
  const raw = (principalCents * BigInt(rateBp) * BigInt(months) + 5000n) / 10000n;
  return raw > principalCents ? principalCents : raw;
}
