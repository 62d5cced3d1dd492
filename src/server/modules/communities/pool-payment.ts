import type { Db } from '../../db/client';
import { BusinessRuleError, InsufficientFundsError } from '../../errors';
import { ensureWallet } from '../../ledger/accounts';
import { type EntryInput, type PostResult, postEntry, transfer } from '../../ledger/post';
import { poolAccount } from './community-store';
import { COMMUNITY_ERRORS } from './community-texts';

/**
 * A member pays `amountCents` from their wallet into the community's pool, as one journal entry
 * (a contribution, a loan repayment). A wallet that lacks the money is a readable refusal.
 */
export async function payIntoPool(
  tx: Db,
  communityId: string,
  userId: string,
  amountCents: bigint,
  entry: Omit<EntryInput, 'postings' | 'actorUserId'>,
): Promise<PostResult> {
  const pool = await poolAccount(tx, communityId);
  const wallet = await ensureWallet(tx, userId);
  try {
    return await postEntry(tx, { ...entry, postings: transfer(wallet, pool, amountCents), actorUserId: userId });
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw new BusinessRuleError(COMMUNITY_ERRORS.insufficientWallet);
    throw err;
  }
}
