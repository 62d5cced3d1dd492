import { describe, expect, it } from 'vitest';
import type { CommunityMember, DuesPartsView } from '../../../shared/schemas/communities';
import { type CycleStanding, type MemberStanding, memberStanding } from './cycle-status';

const member = (dues: number, parts: Partial<DuesPartsView> = {}): CommunityMember => ({
  user_id: 'u1',
  full_name: 'Achieng',
  profile_picture: null,
  role: 'member',
  joined_at: '2026-01-01T00:00:00Z',
  contributed: 0,
  dues,
  duesParts: { fines: 0, earlier: 0, current: dues > 0 ? dues : 0, ...parts },
  rotation_position: null,
});

/** A whole expected standing: the standing, the arrears, what settles the member up, what is paid ahead. */
const stands = (standing: CycleStanding, arrears: number, toPay: number, ahead: number): MemberStanding => ({
  standing,
  arrears,
  toPay,
  ahead,
});

describe('where a member stands on this cycle', () => {
  it('what this cycle still needs is due, not late, until its due date has passed', () => {
    expect(memberStanding(member(333.33))).toEqual(stands('due', 0, 333.33, 0));
    expect(memberStanding(member(0.01))).toEqual(stands('due', 0, 0.01, 0));
  });

  it('paid up, or paid ahead by the negative dues', () => {
    expect(memberStanding(member(0))).toEqual(stands('paid', 0, 0, 0));
    expect(memberStanding(member(-66.67))).toEqual(stands('paid', 0, 0, 66.67));
  });

  it('a fine or an unpaid earlier cycle makes the member late; what settles them is the whole figure', () => {
    expect(memberStanding(member(383.33, { fines: 50, current: 333.33 }))).toEqual(stands('late', 50, 383.33, 0));
    expect(memberStanding(member(716.66, { fines: 50, earlier: 333.33, current: 333.33 }))).toEqual(
      stands('late', 383.33, 716.66, 0),
    );
  });
});
