import { hasAtMostTwoDecimals, toCents, toKes } from '../../../shared/money';
import { allocateProRata } from '../../../shared/pro-rata';
import type { GoalMember } from '../../../shared/schemas/goals';

export interface MemberPart {
  member: GoalMember;
  kes: number;
}

/**
 * What each member would get back to their own balance if the admin withdrew `kes` now: the same
 * split the server makes (the members come in the server's order, so ties fall the same way), or
 * null while the amount is not one the server would take. Members whose share is empty get nothing
 * and are left out.
 */
export function withdrawalSplit(members: readonly GoalMember[], kes: number): MemberPart[] | null {
  if (!(kes > 0) || !hasAtMostTwoDecimals(kes)) return null;
  const holders = members.filter((m) => m.saved_amount > 0);
  const shares = holders.map((m) => toCents(m.saved_amount));
  const amount = toCents(kes);
  if (amount > shares.reduce((s, x) => s + x, 0n)) return null;
  const parts = allocateProRata(amount, shares);
  return holders.map((member, i) => ({ member, kes: toKes(parts[i]!) }));
}
