import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatKes, toKes } from '../../../shared/money';
import { allocateProRata } from '../../../shared/pro-rata';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { BusinessRuleError } from '../../errors';
import { IdempotencyKeyReusedError } from '../../http/idempotency-key';
import { ensureWallet } from '../../ledger/accounts';
import { type Posting, postEntry } from '../../ledger/post';
import { goalMoneyRequest, nameOf, notifyMany, requireAdmin, savedOf, withLockedGoal } from './goal-store';
import { goalTexts } from './goal-texts';
import { GOAL_ERRORS } from './goal-texts';
import { movement } from '../../ledger/movement-texts';

export const INSUFFICIENT_GOAL_BALANCE = GOAL_ERRORS.insufficientBalance;

/** What the admin is told; a replay of the same key is told the same about the first withdrawal. */
export const withdrawalDone = (cents: bigint) =>
  `KES ${formatKes(toKes(cents))} has been returned to the members' savings balances in proportion to their shares.`;

/**
 * The goal admin's withdrawal. The amount comes out of the members' shares in proportion to each
 * share (largest remainder, exact to the cent), and each member's part goes into THAT member's own
 * wallet: the admin decides when savings leave the goal, never whose wallet they land in, so an
 * admin cannot take the other members' money. One journal entry (share → wallet for every member
 * with a part), under the goal's row lock, which every movement on a goal takes first; the ledger
 * then locks the accounts in id order. Each member is told what came back to them, the admin the
 * total. What members have contributed stays as it was: it counts what they put in, and their
 * share is what is left of it in the goal.
 */
export async function withdrawFromGoal(
  ctx: AppContext,
  rawGoalId: string,
  adminId: string,
  kes: number,
  clientKey: string,
): Promise<string> {
  const { goalId, amount, key } = goalMoneyRequest('goal-withdrawal', rawGoalId, adminId, kes, clientKey);
  return withLockedGoal(ctx, goalId, async (tx, goal, members, at) => {
    const admin = requireAdmin(members, adminId);
    const first = await firstWithdrawal(tx, key);
    if (first !== undefined) {
      if (first !== amount) throw new IdempotencyKeyReusedError();
      return withdrawalDone(first);
    }
    if (amount > savedOf(members)) throw new BusinessRuleError(INSUFFICIENT_GOAL_BALANCE);
    const holders = members.filter((m) => m.share_cents > 0n && m.share_id != null);
    const parts = allocateProRata(
      amount,
      holders.map((m) => m.share_cents),
    );
    const partOf = new Map<string, bigint>();
    const postings: Posting[] = [];
    for (const [i, m] of holders.entries()) {
      const part = parts[i]!;
      if (part === 0n || m.share_id == null) continue;
      const wallet = m.wallet_id ?? (await ensureWallet(tx, m.user_id));
      postings.push({ accountId: m.share_id, amountCents: -part }, { accountId: wallet, amountCents: part });
      partOf.set(m.user_id, part);
    }
    const posted = await postEntry(tx, {
      idempotencyKey: key,
      kind: 'goal_withdrawal',
      // One text for every member's history line, so it names the goal and who withdrew.
      text: movement('goalShareReturned', goal.title, nameOf(admin)),
      postings,
      actorUserId: adminId,
      meta: {
        goalId,
        amountCents: amount.toString(),
        parts: Object.fromEntries([...partOf].map(([u, c]) => [u, c.toString()])),
      },
      at,
    });
    if (!posted.applied) return withdrawalDone(amount);
    if (goal.completed_at && savedOf(members) - amount < goal.target_cents) {
      await tx.execute(sql`UPDATE goals SET completed_at = NULL WHERE id = ${goalId}::uuid`);
    }
    await notifyMany(
      tx,
      members.map((m) => {
        const yours = partOf.get(m.user_id) ?? 0n;
        return {
          userId: m.user_id,
          text:
            m.user_id === adminId
              ? goalTexts.youWithdrew(amount, yours, goal.title)
              : goalTexts.withdrawnToYou(nameOf(admin), amount, yours, goal.title),
        };
      }),
      at,
    );
    return withdrawalDone(amount);
  });
}

/** The amount of an earlier withdrawal with this key (what it paid into wallets), if there was one. */
async function firstWithdrawal(tx: Db, key: string): Promise<bigint | undefined> {
  const row = await queryRow(
    tx,
    z.object({ moved: col.bigint }),
    sql`SELECT COALESCE(SUM(p.amount_cents) FILTER (WHERE p.amount_cents > 0), 0)::bigint AS moved
        FROM journal_entries j LEFT JOIN postings p ON p.entry_id = j.id
        WHERE j.idempotency_key = ${key} GROUP BY j.id`,
  );
  return row?.moved;
}
