import { sql } from 'drizzle-orm';
import { formatKes, toCents, toKes } from '../../../shared/money';
import { INVALID_CONTRIBUTION } from '../../../shared/schemas/goals';
import type { AppContext } from '../../context';
import { hotFirstRow } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, InsufficientFundsError } from '../../errors';
import { accountSpecs, ensureAccount, ensureWallet } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { goalIdOf, refuseOutsider } from './goal-store';
import { goalTexts } from './goal-texts';

/**
 * A member's contribution: wallet → their share. Few round trips (it is the hot path): one statement
 * locks the goal and the member's row and reads what the checks need, then postEntry, then one
 * statement records the contribution, re-reads saved under the lock (refusing anything above the
 * target), marks completion and writes every member's notification.
 */
export const CONTRIBUTION_SUCCESS = 'Contribution successful!';
export const GOAL_COMPLETE = 'This goal is already complete.';

interface Locked {
  title: string;
  completed_at: Date | string | null;
  full_name: string | null;
  share_id: bigint | null;
  wallet_id: bigint | null;
  replay: boolean;
}

export async function contribute(ctx: AppContext, rawGoalId: string, userId: string, kes: number, clientKey: string): Promise<string> {
  const goalId = goalIdOf(rawGoalId);
  const amount = toCents(kes);
  const at = ctx.clock.now();
  const key = `goal-contribution:${goalId}:${userId}:${clientKey}`;
  return inTransaction(ctx.db, async (tx) => {
    const row = await hotFirstRow<Locked>(
      tx,
      sql`SELECT g.title, g.completed_at, u.full_name, s.id AS share_id, w.id AS wallet_id,
                 EXISTS (SELECT 1 FROM journal_entries j WHERE j.idempotency_key = ${key}) AS replay
          FROM goals g
          JOIN goal_members m ON m.goal_id = g.id AND m.user_id = ${userId} AND m.left_at IS NULL
          JOIN users u ON u.id = m.user_id
          LEFT JOIN ledger_accounts s ON s.code = ${accountSpecs.goalShare(goalId, userId).code}
          LEFT JOIN ledger_accounts w ON w.code = ${accountSpecs.wallet(userId).code}
          WHERE g.id = ${goalId}::uuid AND g.deleted_at IS NULL
          FOR UPDATE OF g, m`,
    );
    if (!row) return refuseOutsider(tx, goalId);
    if (row.replay) return CONTRIBUTION_SUCCESS;
    if (row.completed_at) throw new BusinessRuleError(GOAL_COMPLETE);
    const share = row.share_id == null ? await ensureAccount(tx, accountSpecs.goalShare(goalId, userId)) : BigInt(row.share_id);
    const wallet = row.wallet_id == null ? await ensureWallet(tx, userId) : BigInt(row.wallet_id);
    let applied: boolean;
    try {
      ({ applied } = await postEntry(tx, {
        idempotencyKey: key,
        kind: 'goal_contribution',
        description: `Contribution to goal: ${row.title}`,
        postings: transfer(wallet, share, amount),
        actorUserId: userId,
        meta: { goalId },
        at,
      }));
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw new BusinessRuleError(INVALID_CONTRIBUTION);
      throw err;
    }
    if (!applied) return CONTRIBUTION_SUCCESS;
    const contributed = goalTexts.contributed(row.full_name ?? 'A member', amount, row.title);
    const completed = goalTexts.completed(row.title);
    const after = await hotFirstRow<{ saved: bigint; target: bigint }>(
      tx,
      sql`WITH s AS (
            SELECT COALESCE(SUM(balance_cents), 0)::bigint AS saved FROM ledger_accounts WHERE kind = 'goal_share' AND ref_id = ${goalId}
          ), m AS (
            UPDATE goal_members SET contributed_cents = contributed_cents + ${amount.toString()}::bigint
            WHERE goal_id = ${goalId}::uuid AND user_id = ${userId}
          ), g AS (
            UPDATE goals SET completed_at = CASE WHEN (SELECT saved FROM s) >= target_cents THEN ${at.toISOString()}::timestamptz END
            WHERE id = ${goalId}::uuid RETURNING target_cents
          ), n AS (
            INSERT INTO notifications (user_id, message, created_at)
            SELECT u.id, CASE WHEN u.language = 'sw' THEN t.sw ELSE t.en END, ${at.toISOString()}::timestamptz
            FROM goal_members gm
            JOIN users u ON u.id = gm.user_id AND u.deleted_at IS NULL
            CROSS JOIN (VALUES (1, ${contributed.en}, ${contributed.sw}), (2, ${completed.en}, ${completed.sw})) AS t(k, en, sw)
            WHERE gm.goal_id = ${goalId}::uuid AND gm.left_at IS NULL
              AND (t.k = 1 OR (SELECT saved FROM s) >= (SELECT target_cents FROM g))
          )
          SELECT (SELECT saved FROM s) AS saved, (SELECT target_cents FROM g) AS target`,
    );
    if (!after) throw new Error('contribution update returned nothing');
    const saved = BigInt(after.saved);
    const target = BigInt(after.target);
    if (saved > target) {
      const needed = target - (saved - amount);
      throw new BusinessRuleError(`Contribution cannot be above what the goal still needs (KES ${formatKes(toKes(needed))}).`);
    }
    return CONTRIBUTION_SUCCESS;
  });
}
