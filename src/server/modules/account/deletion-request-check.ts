import { MPESA_MIN_KES } from '../../../shared/schemas/wallet';
import { formatKes, toCents, toKes } from '../../../shared/money';
import type { Db } from '../../db/client';
import { ConflictError } from '../../errors';
import { communityNamesOf } from '../communities';
import { refuseIfHolder } from '../shares';
import { whatRemains } from './what-remains';

/**
 * A deletion request ends every session, and the account cannot sign in again: so the request is
 * refused while the user still has something only they can settle (docs/product/account-and-settings.md),
 * each refusal saying what to do first. In the order they can be settled: what is in flight, the loan,
 * communities, shares, goals, then the wallet. A wallet below the M-Pesa minimum cannot be withdrawn and
 * does not hold the request up: support settles it with the deletion (decision 054).
 */
export async function refuseWhileSomethingRemains(tx: Db, userId: string): Promise<void> {
  const left = await whatRemains(tx, userId);
  if (left.depositInProgress) {
    throw new ConflictError(
      'An M-Pesa deposit of yours is still in progress. Please try again once it has completed.',
      'deposit_in_progress',
    );
  }
  if (left.withdrawingCents > 0n) {
    throw new ConflictError(
      'A withdrawal of yours is still in progress. Please try again once it has completed.',
      'withdrawal_in_progress',
    );
  }
  if (left.loan === 'Approved') {
    throw new ConflictError('You have a loan to repay. Please repay it before deleting your account.', 'loan_active');
  }
  if (left.loan === 'Pending') {
    throw new ConflictError(
      'Your loan request is still waiting for a decision. Please try again once it has been decided.',
      'loan_pending',
    );
  }
  const communities = (await communityNamesOf(tx, userId)).join(', ');
  if (communities) {
    throw new ConflictError(
      `You are still a member of ${communities}. Please leave first: leaving settles your savings, dues and loans there.`,
      'in_community',
    );
  }
  await refuseIfHolder(tx, userId);
  if (left.goalSharesCents > 0n) {
    throw new ConflictError(
      `Your goals still hold KES ${formatKes(toKes(left.goalSharesCents))} of your savings. Please leave them, or withdraw or delete the goals you run, before deleting your account.`,
      'goal_savings',
    );
  }
  if (left.walletCents >= toCents(MPESA_MIN_KES)) {
    throw new ConflictError(
      `Your wallet still holds KES ${formatKes(toKes(left.walletCents))}. Please withdraw it to M-Pesa before deleting your account.`,
      'wallet_balance',
    );
  }
}
