import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatKes, toKes } from '../../../shared/money';
import type { AppContext } from '../../context';
import { HotStatement } from '../../db/raw-rows';
import { errorDetail, inOneStatement, sqlState } from '../../db/tx';
import { hotStatementRow } from '../../db/typed-rows';
import { BusinessRuleError, ForbiddenError, InsufficientFundsError, NotFoundError } from '../../errors';
import { IdempotencyKeyReusedError } from '../../http/idempotency-key';
import { accountSpecs, ensureAccount } from '../../ledger/accounts';
import { ledgerError } from '../../ledger/post';
import { GOAL_NOT_FOUND, goalMoneyRequest, NOT_A_MEMBER } from './goal-store';
import { goalTexts } from './goal-texts';
import { GOAL_ANSWERS, GOAL_ERRORS } from './goal-texts';
import { englishOf, movement } from '../../ledger/movement-texts';

/**
 * A member's contribution: wallet → their share. The hot path, so it is one statement and one
 * round trip: the goals module's function `goal_contribute` (migration 0310), in autocommit, locks
 * the goal and the member's row, checks membership, replay and completion, moves the money through
 * the ledger's `ledger_post_entry`, re-reads the goal's total under the lock (refusing anything
 * above the target), records the contribution, marks completion and writes every member's
 * notification — all one transaction. The texts are built here and passed as format() templates.
 */
export const CONTRIBUTION_SUCCESS = GOAL_ANSWERS.contributed.en;
export const GOAL_COMPLETE = GOAL_ERRORS.complete;

/** goal_contribute's outcomes, and 'key_reused' for a key already used for another amount. */
const OutcomeRow = z.object({
  outcome: z.enum(['ok', 'not_found', 'not_member', 'complete', 'no_share', 'no_wallet', 'key_reused']),
});
type Outcome = z.output<typeof OutcomeRow>['outcome'];

/** SQLSTATE goal_contribute raises when the contribution is above what the goal still needs. */
const ABOVE_TARGET = 'PJ310';

// Stand-ins for the member's name and the goal's title while building the templates (private-use
// characters, which no text of ours contains).
const NAME = '\uE000';
const TITLE = '\uE001';
/** A text built with the stand-ins as a format() template: %1$s is the name, %2$s the title. */
const template = (text: string) => text.replaceAll('%', '%%').replaceAll(NAME, '%1$s').replaceAll(TITLE, '%2$s');

const value = (name: string) => sql.placeholder(name);

/**
 * The contribution's one statement, built once (decision 046). A key already used for another amount
 * moves nothing (goal_contribute is then not called); the same amount is goal_contribute's own replay.
 */
const CONTRIBUTE = new HotStatement(
  sql`SELECT CASE
           WHEN EXISTS (SELECT 1 FROM journal_entries j WHERE j.idempotency_key = ${value('key')} AND NOT EXISTS (
                  SELECT 1 FROM postings p WHERE p.entry_id = j.id AND p.amount_cents = ${value('amount')}::bigint))
           THEN 'key_reused'
           ELSE (SELECT outcome FROM goal_contribute(
        ${value('goal_id')}::uuid, ${value('user_id')}, ${value('amount')}::bigint, ${value('key')}, ${value('at')}::timestamptz,
        ${value('share_code')}, ${value('wallet_code')}, ${value('description')},
        ${value('contributed_en')}, ${value('contributed_sw')}, ${value('completed_en')}, ${value('completed_sw')}))
         END AS outcome`,
);

/** The entry's English sentence; goal_contribute (migration 1190) stores its key and the title beside it. */
const DESCRIPTION = template(englishOf(movement('goalContribution', TITLE)));
const COMPLETED = goalTexts.completed(TITLE);
const COMPLETED_EN = template(COMPLETED.en);
const COMPLETED_SW = template(COMPLETED.sw);

export async function contribute(
  ctx: AppContext,
  rawGoalId: string,
  userId: string,
  kes: number,
  clientKey: string,
): Promise<string> {
  const { goalId, amount, key } = goalMoneyRequest('goal-contribution', rawGoalId, userId, kes, clientKey);
  const share = accountSpecs.goalShare(goalId, userId);
  const contributed = goalTexts.contributed(NAME, amount, TITLE);
  const values = {
    key,
    amount: amount.toString(),
    goal_id: goalId,
    user_id: userId,
    at: ctx.clock.now().toISOString(),
    share_code: share.code,
    wallet_code: accountSpecs.wallet(userId).code,
    description: DESCRIPTION,
    contributed_en: template(contributed.en),
    contributed_sw: template(contributed.sw),
    completed_en: COMPLETED_EN,
    completed_sw: COMPLETED_SW,
  };
  const once = () => inOneStatement(() => hotStatementRow(ctx.db, OutcomeRow, CONTRIBUTE, values));
  let outcome: Outcome | undefined;
  try {
    outcome = (await once())?.outcome;
    // A member whose share account is missing (it is made when they join): make it, then go again.
    if (outcome === 'no_share') {
      await ensureAccount(ctx.db, share);
      outcome = (await once())?.outcome;
    }
  } catch (err) {
    throw contributionError(err);
  }
  switch (outcome) {
    case 'ok':
      return CONTRIBUTION_SUCCESS;
    case 'not_found':
      throw new NotFoundError(GOAL_NOT_FOUND);
    case 'not_member':
      throw new ForbiddenError(NOT_A_MEMBER);
    case 'complete':
      throw new BusinessRuleError(GOAL_COMPLETE);
    case 'no_wallet':
      throw new BusinessRuleError(GOAL_ERRORS.invalidContribution);
    case 'key_reused':
      throw new IdempotencyKeyReusedError();
    default:
      throw new Error(`goal_contribute returned ${String(outcome)}`);
  }
}

/** The refusal of a contribution above what the goal still needs: how much that is. */
export const goalNeedsOnly = (cents: bigint) => GOAL_ERRORS.needsOnly(formatKes(toKes(cents)));

/** The typed error for a failed contribution statement. */
function contributionError(err: unknown): unknown {
  if (ledgerError(err) instanceof InsufficientFundsError) return new BusinessRuleError(GOAL_ERRORS.invalidContribution);
  if (sqlState(err) === ABOVE_TARGET) {
    const needed = BigInt(errorDetail(err) ?? '0');
    return new BusinessRuleError(goalNeedsOnly(needed));
  }
  return err;
}
