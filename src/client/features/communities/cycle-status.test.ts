import { describe, expect, it } from 'vitest';
import type { CommunityDetail, CommunityMember } from '../../../shared/schemas/communities';
import { memberStanding } from './cycle-status';

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

describe('where a member stands on this cycle', () => {
  const before = community('2026-02-28');
  it('before the due date, dues are the past cycles only', () => {
    expect(memberStanding(before, member(0), '2026-02-10')).toEqual({
      standing: 'due',
      arrears: 0,
      toPay: 333.33,
      ahead: 0,
    });
    expect(memberStanding(before, member(-333.33), '2026-02-10')).toEqual({
      standing: 'paid',
      arrears: 0,
      toPay: 0,
      ahead: 0,
    });
    expect(memberStanding(before, member(-400), '2026-02-10')).toEqual({
      standing: 'paid',
      arrears: 0,
      toPay: 0,
      ahead: 66.67,
    });
    expect(memberStanding(before, member(-0.01), '2026-02-10')).toEqual({
      standing: 'due',
      arrears: 0,
      toPay: 333.32,
      ahead: 0,
    });
  });

  it('a fine or an unpaid past cycle makes the member late, and what settles them counts it in', () => {
    expect(memberStanding(before, member(383.33), '2026-02-10')).toEqual({
      standing: 'late',
      arrears: 383.33,
      toPay: 716.66,
      ahead: 0,
    });
  });

  it('on the due date this cycle is already in the dues, and not paying it yet is not late', () => {
    const onTheDay = community('2026-02-10');
    expect(memberStanding(onTheDay, member(333.33), '2026-02-10')).toEqual({
      standing: 'due',
      arrears: 0,
      toPay: 333.33,
      ahead: 0,
    });
    expect(memberStanding(onTheDay, member(0), '2026-02-10')).toEqual({
      standing: 'paid',
      arrears: 0,
      toPay: 0,
      ahead: 0,
    });
    expect(memberStanding(onTheDay, member(666.66), '2026-02-10').standing).toBe('late');
  });
});
