import { sql } from 'drizzle-orm';
import { formatKes, toCents, toKes } from '../../../shared/money';
import type { AppContext } from '../../context';
import { firstRow } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError } from '../../errors';
import { ensureWallet } from '../../ledger/accounts';
import { type Posting, postEntry } from '../../ledger/post';
import { currentMembers, goalIdOf, lockGoal, nameOf, notifyMany, requireAdmin, savedOf } from './goal-store';
import { goalTexts } from './goal-texts';
import { allocateProRata } from './pro-rata';

/**
 * The goal admin's withdrawal: the amount comes out of every member's share in proportion to it
 * (largest remainder, exact to the cent) into the admin's wallet, as one journal entry, and every
 * member is told how much left their share.
 */
export async function withdrawFromGoal(ctx: AppContext, rawGoalId: string, adminId: string, kes: number, clientKey: string): Promise<string> {
  const goalId = goalIdOf(rawGoalId);
  const amount = toCents(kes);
  const at = ctx.clock.now();
  const key = `goal-withdrawal:${goalId}:${adminId}:${clientKey}`;
  const done = (cents: bigint) => `KES ${formatKes(toKes(cents))} has been moved to your savings balance.`;
  return inTransaction(ctx.db, async (tx) => {
    const goal = await lockGoal(tx, goalId);
    const members = await currentMembers(tx, goalId);
    const admin = requireAdmin(members, adminId);
    const replay = await firstRow(tx, sql`SELECT 1 FROM journal_entries WHERE idempotency_key = ${key}`);
    if (replay) return done(amount);
    const holders = members.filter((m) => m.share_cents > 0n && m.share_id != null);
    if (amount > savedOf(members)) throw new BusinessRuleError('Insufficient balance.');
    const parts = allocateProRata(
      amount,
      holders.map((m) => m.share_cents),
    );
    const wallet = admin.wallet_id ?? (await ensureWallet(tx, adminId));
    const postings: Posting[] = holders.map((m, i) => ({ accountId: m.share_id!, amountCents: -parts[i]! }));
    postings.push({ accountId: wallet, amountCents: amount });
    await postEntry(tx, {
      idempotencyKey: key,
      kind: 'goal_withdrawal',
      description: `Withdrawal from goal: ${goal.title}`,
      postings,
      actorUserId: adminId,
      meta: { goalId, parts: Object.fromEntries(holders.map((m, i) => [m.user_id, parts[i]!.toString()])) },
      at,
    });
    const savedAfter = savedOf(members) - amount;
    if (savedAfter < goal.target_cents && goal.completed_at) {
      await tx.execute(sql`UPDATE goals SET completed_at = NULL WHERE id = ${goalId}::uuid`);
    }
    const partOf = new Map(holders.map((m, i) => [m.user_id, parts[i]!]));
    await notifyMany(
      tx,
      members.map((m) => ({ userId: m.user_id, text: goalTexts.withdrawn(nameOf(admin), amount, partOf.get(m.user_id) ?? 0n, goal.title) })),
      at,
    );
    return done(amount);
  });
}
