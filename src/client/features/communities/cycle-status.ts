import type { CommunityDetail, CommunityMember } from '../../../shared/schemas/communities';
import { parseKes, toKes } from '../../../shared/money';

export type CycleStanding = 'paid' | 'due' | 'late';

export interface MemberStanding {
  standing: CycleStanding;
  /** Fines and cycles before this one still unpaid (KES); 0 when none. */
  arrears: number;
  /** What settles the member up to and including this cycle (KES); 0 when paid. */
  toPay: number;
  /** Paid beyond this cycle (KES). */
  ahead: number;
}

const cents = (kes: number) => {
  const parsed = parseKes(kes);
  return parsed.ok ? parsed.cents : 0n;
};

/**
 * Where a member stands on this cycle, from their dues (fines plus every cycle fallen due, less what
 * they paid) — see docs/decisions/022-communities-model.md. On its due date this cycle has already
 * fallen due, so it is part of the dues; before it, it is not. Late means something before this cycle
 * is unpaid. Arithmetic in cents, so the amounts are exact.
 */
export function memberStanding(community: CommunityDetail, member: CommunityMember, today: string): MemberStanding {
  const contribution = cents(community.contributionAmount);
  const dues = cents(member.dues);
  const currentIncluded = community.currentCycle.dueDate <= today;
  const before = currentIncluded ? dues - contribution : dues;
  const through = before + contribution;
  return {
    standing: before > 0n ? 'late' : through <= 0n ? 'paid' : 'due',
    arrears: before > 0n ? toKes(before) : 0,
    toPay: through > 0n ? toKes(through) : 0,
    ahead: through < 0n ? toKes(-through) : 0,
  };
}
