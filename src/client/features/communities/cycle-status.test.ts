import { describe, expect, it } from 'vitest';
import type { CommunityDetail, CommunityMember } from '../../../shared/schemas/communities';
import { type CycleStanding, type MemberStanding, memberStanding } from './cycle-status';

const member = (dues: number): CommunityMember => ({
  user_id: 'u1',
  full_name: 'Achieng',
  profile_picture: null,
  role: 'member',
  joined_at: '2026-01-01T00:00:00Z',
  contributed: 0,
  dues,
  rotation_position: null,
});

const community = (dueDate: string): CommunityDetail => ({
  community_id: 'c1',
  name: 'Umoja',
  description: '',
  contributionAmount: 333.33,
  frequency: 'monthly',
  firstDueDate: '2026-01-31',
  lateFine: 50,
  rotation: false,
  approvalsRequired: 2,
  loanInterestMonthly: 10,
  poolBalance: 0,
  income: 0,
  myRole: 'member',
  currentCycle: { number: 2, dueDate, recipientUserId: null, collected: 0, expected: 0 },
  members: [],
});

const TODAY = '2026-02-10';
const BEFORE = '2026-02-28';

/** Where a member with these dues stands on `TODAY`, the cycle falling due on `dueDate`. */
const standingOf = (dueDate: string, dues: number) => memberStanding(community(dueDate), member(dues), TODAY);
/** A whole expected standing: the standing, the arrears, what settles the member up, what is paid ahead. */
const stands = (standing: CycleStanding, arrears: number, toPay: number, ahead: number): MemberStanding => ({
  standing,
  arrears,
  toPay,
  ahead,
});

describe('where a member stands on this cycle', () => {
  it('before the due date, dues are the past cycles only', () => {
    expect(standingOf(BEFORE, 0)).toEqual(stands('due', 0, 333.33, 0));
    expect(standingOf(BEFORE, -333.33)).toEqual(stands('paid', 0, 0, 0));
    expect(standingOf(BEFORE, -400)).toEqual(stands('paid', 0, 0, 66.67));
    expect(standingOf(BEFORE, -0.01)).toEqual(stands('due', 0, 333.32, 0));
  });

  it('a fine or an unpaid past cycle makes the member late, and what settles them counts it in', () => {
    expect(standingOf(BEFORE, 383.33)).toEqual(stands('late', 383.33, 716.66, 0));
  });

  it('on the due date this cycle is already in the dues, and not paying it yet is not late', () => {
    expect(standingOf(TODAY, 333.33)).toEqual(stands('due', 0, 333.33, 0));
    expect(standingOf(TODAY, 0)).toEqual(stands('paid', 0, 0, 0));
    expect(standingOf(TODAY, 666.66).standing).toBe('late');
  });
});
