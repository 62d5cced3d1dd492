import { describe, expect, it } from 'vitest';
import { communityLoanTerms } from './loan-cost';

describe('the cost of a community loan shown before confirming', () => {
  it('is flat monthly interest on the principal, to the cent', () => {
    expect(communityLoanTerms(1000, 10, 2)).toEqual({ principal: 1000, interest: 200, total: 1200, months: 2 });
    expect(communityLoanTerms(333.33, 2.5, 3)).toEqual({ principal: 333.33, interest: 25, total: 358.33, months: 3 });
  });

  it('never makes the total more than twice the principal (in duplum)', () => {
    expect(communityLoanTerms(500, 10, 12)).toEqual({ principal: 500, interest: 500, total: 1000, months: 12 });
  });

  it('shows nothing for an amount or period the request would refuse', () => {
    for (const [amount, months] of [
      [Number.NaN, 3],
      [0, 3],
      [-5, 3],
      [10.005, 3],
      [100, 0],
      [100, 13],
      [100, 1.5],
    ])
      expect(communityLoanTerms(amount ?? 0, 10, months ?? 0)).toBeNull();
  });
});
