import { describe, expect, it } from 'vitest';
import {
  monthsRemaining,
  orderMembers,
  progressBarValue,
  progressPercent,
  remainingAmount,
  timeRemaining,
} from '../../../shared/goal-progress';

// 2026-03-01 21:30 UTC is already 2 March in Nairobi (UTC+3).
const now = new Date('2026-03-01T21:30:00Z');

describe('goal progress as the screens show it', () => {
  it('months remaining: days to the end date / 30, rounded up, never negative', () => {
    expect(monthsRemaining('2026-03-03', now)).toBe(1);
    expect(monthsRemaining('2026-04-01', now)).toBe(1);
    expect(monthsRemaining('2026-04-02', now)).toBe(2);
    expect(monthsRemaining('2026-03-02', now)).toBe(0);
    expect(monthsRemaining('2025-01-01', now)).toBe(0);
  });

  it('percent to 2 decimals, bar capped at 100', () => {
    expect(progressPercent(1, 3)).toBe('33.33');
    expect(progressPercent(2, 3)).toBe('66.67');
    expect(progressPercent(150, 100)).toBe('150.00');
    expect(progressBarValue(150, 100)).toBe(100);
    expect(progressBarValue(0, 100)).toBe(0);
    expect(remainingAmount(0.1, 0.3)).toBe(0.2);
    expect(remainingAmount(5, 3)).toBe(0);
  });

  it('time remaining in years, months or days, or Expired', () => {
    expect(timeRemaining('2028-03-02', now)).toEqual({ expired: false, unit: 'years', count: 2 });
    // 91 days: 4 months, as the goal list's monthsRemaining says
    expect(timeRemaining('2026-06-01', now)).toEqual({ expired: false, unit: 'months', count: 4 });
    expect(timeRemaining('2026-04-02', now)).toEqual({
      expired: false,
      unit: 'months',
      count: monthsRemaining('2026-04-02', now),
    });
    expect(timeRemaining('2026-03-05', now)).toEqual({ expired: false, unit: 'days', count: 3 });
    expect(timeRemaining('2026-03-02', now)).toEqual({ expired: true });
    expect(timeRemaining('2026-02-01', now)).toEqual({ expired: true });
  });
});

describe('members list order', () => {
  it('puts you first, then the admin, then the others by joining date', () => {
    const m = (user_id: string, goal_role: 'admin' | 'member', joined_at: string) => ({
      user_id,
      goal_role,
      joined_at,
    });
    const list = [
      m('C', 'member', '2026-03-03T00:00:00Z'),
      m('B', 'member', '2026-03-02T00:00:00Z'),
      m('A', 'admin', '2026-03-01T00:00:00Z'),
      m('ME', 'member', '2026-03-04T00:00:00Z'),
    ];
    expect(orderMembers(list, 'ME').map((x) => x.user_id)).toEqual(['ME', 'A', 'B', 'C']);
    expect(orderMembers(list, 'A').map((x) => x.user_id)).toEqual(['A', 'B', 'C', 'ME']);
  });
});
