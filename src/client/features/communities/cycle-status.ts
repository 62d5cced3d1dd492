import type { CommunityMember } from '../../../shared/schemas/communities';
import { parseKes, toKes } from '../../../shared/money';

export type CycleStanding = 'paid' | 'due' | 'late';

export interface MemberStanding {
  standing: CycleStanding;
  /** Fines and cycles before this one still unpaid (KES): what is late; 0 when none. */
  arrears: number;
  /** What settles the member up to and including this cycle (KES): their dues; 0 when paid. */
  toPay: number;
  /** Paid beyond this cycle (KES). */
  ahead: number;
}

const cents = (kes: number) => {
  const parsed = parseKes(kes);
  return parsed.ok ? parsed.cents : 0n;
};

/**
 * Where a member stands on this cycle, from their one dues figure and its parts (what they must pay
 * by this cycle's due date: fines, earlier cycles, this cycle; negative when paid ahead — decision
 * 058). Late means a fine or an earlier cycle is unpaid; this cycle, until its due date has passed,
 * is due, never late. Arithmetic in cents, so the amounts are exact.
 */
export function memberStanding(member: CommunityMember): MemberStanding {
  const arrears = cents(member.duesParts.fines) + cents(member.duesParts.earlier);
  const dues = cents(member.dues);
  return {
    standing: arrears > 0n ? 'late' : dues <= 0n ? 'paid' : 'due',
    arrears: toKes(arrears),
    toPay: dues > 0n ? toKes(dues) : 0,
    ahead: dues < 0n ? toKes(-dues) : 0,
  };
}
