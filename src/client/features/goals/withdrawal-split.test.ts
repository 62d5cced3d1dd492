import { describe, expect, it } from 'vitest';
import type { GoalMember } from '../../../shared/schemas/goals';
import { withdrawalSplit } from './withdrawal-split';

const member = (user_id: string, saved_amount: number): GoalMember => ({
  user_id,
  full_name: user_id,
  profile_picture: null,
  saved_amount,
  contribution: saved_amount,
  joined_at: '2026-11-01T00:00:00.000Z',
  goal_role: user_id === 'A' ? 'admin' : 'member',
});

const split = (members: GoalMember[], kes: number) =>
  withdrawalSplit(members, kes)?.map((p) => [p.member.user_id, p.kes]);

describe('withdrawalSplit (the Withdraw Funds preview)', () => {
  it('gives an admin with no share nothing and the member all of their own money back', () => {
    expect(split([member('A', 0), member('M', 500)], 500)).toEqual([['M', 500]]);
  });

  it('splits exact to the cent as the server does, the extra cent to the earlier of equal shares', () => {
    expect(split([member('A', 50), member('B', 50), member('C', 50)], 100)).toEqual([
      ['A', 33.34],
      ['B', 33.33],
      ['C', 33.33],
    ]);
    expect(split([member('A', 0.07), member('B', 33.33), member('C', 666.67), member('D', 0.01)], 100.01)).toEqual([
      ['A', 0.01],
      ['B', 4.76],
      ['C', 95.24],
      ['D', 0],
    ]);
  });

  it('shows nothing for an amount the server would refuse', () => {
    const members = [member('A', 10), member('B', 5)];
    for (const kes of [0, -1, Number.NaN, 15.01, 1.001]) expect(withdrawalSplit(members, kes)).toBeNull();
  });
});
