import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ensureWallet } from '../../ledger/accounts';
import { type Posting, postEntry } from '../../ledger/post';
import { notifyMany, requireAdmin, withLockedGoal } from './goal-store';
import { goalTexts } from './goal-texts';
import { movement } from '../../ledger/movement-texts';

/** The goal admin deletes a goal: every member's own share goes back to that member's wallet, and its image is deleted. */
export async function deleteGoal(ctx: AppContext, rawGoalId: string, adminId: string): Promise<string> {
  return withLockedGoal(ctx, rawGoalId, async (tx, goal, members, at) => {
    requireAdmin(members, adminId);
    const postings: Posting[] = [];
    for (const m of members) {
      if (m.share_cents <= 0n || m.share_id == null) continue;
      const wallet = m.wallet_id ?? (await ensureWallet(tx, m.user_id));
      postings.push(
        { accountId: m.share_id, amountCents: -m.share_cents },
        { accountId: wallet, amountCents: m.share_cents },
      );
    }
    if (postings.length > 0) {
      await postEntry(tx, {
        idempotencyKey: `goal-delete:${goal.id}`,
        kind: 'goal_refund',
        text: movement('goalDeleted', goal.title),
        postings,
        actorUserId: adminId,
        meta: { goalId: goal.id },
        at,
      });
    }
    // The goal stays as a record for the ledger, but its picture goes with it: nobody may see it again.
    await tx.execute(
      sql`UPDATE goals SET deleted_at = ${at.toISOString()}::timestamptz, image_upload_id = NULL WHERE id = ${goal.id}::uuid`,
    );
    if (goal.image_upload_id)
      await tx.execute(sql`DELETE FROM uploads WHERE id = ${goal.image_upload_id}::uuid AND purpose = 'goal'`);
    await notifyMany(
      tx,
      members.map((m) => ({ userId: m.user_id, text: goalTexts.deleted(goal.title, m.share_cents) })),
      at,
    );
    return 'Goal deleted successfully.';
  });
}
