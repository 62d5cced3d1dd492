import { MPESA_MIN_KES } from '../../../shared/schemas/wallet';
import { formatKes, toCents, toKes } from '../../../shared/money';
import type { Db } from '../../db/client';
import { ConflictError } from '../../errors';
import { communityNamesOf } from '../communities';
import { refuseIfHolder } from '../shares';
import { whatRemains } from './what-remains';
import { ACCOUNT_ERRORS } from './account-texts';

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
    throw new ConflictError(ACCOUNT_ERRORS.depositInProgress, 'deposit_in_progress');
  }
  if (left.withdrawingCents > 0n) {
    throw new ConflictError(ACCOUNT_ERRORS.withdrawalInProgress, 'withdrawal_in_progress');
  }
  if (left.loan === 'Approved') {
    throw new ConflictError(ACCOUNT_ERRORS.loanActive, 'loan_active');
  }
  if (left.loan === 'Pending') {
    throw new ConflictError(ACCOUNT_ERRORS.loanPending, 'loan_pending');
  }
  const communities = (await communityNamesOf(tx, userId)).join(', ');
  if (communities) {
    throw new ConflictError(ACCOUNT_ERRORS.inCommunity(communities), 'in_community');
  }
  await refuseIfHolder(tx, userId);
  if (left.goalSharesCents > 0n) {
    throw new ConflictError(ACCOUNT_ERRORS.goalSavings(formatKes(toKes(left.goalSharesCents))), 'goal_savings');
  }
  if (left.walletCents >= toCents(MPESA_MIN_KES)) {
    throw new ConflictError(ACCOUNT_ERRORS.walletBalance(formatKes(toKes(left.walletCents))), 'wallet_balance');
  }
}
