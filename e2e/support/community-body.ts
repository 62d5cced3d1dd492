import { nairobiDay } from '../../src/shared/nairobi-time';

/**
 * The chama the browser tests and the Lighthouse bench create through the API: a monthly
 * merry-go-round of KES 500, its first due date today, rotation on, one approval per payout.
 */
export function merryGoRound(name: string): Record<string, unknown> {
  return {
    name,
    description: 'Monthly merry-go-round',
    contributionAmount: 500,
    frequency: 'monthly',
    firstDueDate: nairobiDay(new Date()),
    lateFine: 50,
    rotation: true,
    approvalsRequired: 1,
    loanInterestMonthly: 10,
  };
}
