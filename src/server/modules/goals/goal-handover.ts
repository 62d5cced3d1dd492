import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import { notifyMany } from './goal-store';
import { goalTexts } from './goal-texts';

/**
 * When a goal admin's account is deleted, each goal they ran that still has members passes to the
 * member who joined first (told by a notification), so its savings keep an admin who can withdraw
 * and delete; a member whose own deletion is asked (who cannot sign in) only when nobody else is left. The deleted admin leaves as a member; a goal with nobody else stays as it is.
 */
export async function handOverGoalsOf(tx: Db, userId: string, at: Date): Promise<void> {
  const ran = sql`SELECT g.id FROM goals g JOIN goal_members a ON a.goal_id = g.id
                  WHERE a.user_id = ${userId} AND a.role = 'admin' AND a.left_at IS NULL AND g.deleted_at IS NULL`;
  // Locked as every goal change locks its goal (goal-store.ts), so no member joins or leaves meanwhile.
  await tx.execute(sql`SELECT id FROM goals WHERE id IN (${ran}) ORDER BY id FOR UPDATE`);
  const heirs = await queryRows(
    tx,
    z.object({ goal_id: col.text, user_id: col.text, title: col.text }),
    sql`SELECT DISTINCT ON (m.goal_id) m.goal_id::text AS goal_id, m.user_id, g.title
        FROM goal_members m JOIN goals g ON g.id = m.goal_id JOIN users u ON u.id = m.user_id
        WHERE m.goal_id IN (${ran}) AND m.user_id <> ${userId} AND m.left_at IS NULL
        ORDER BY m.goal_id, u.delete_requested_at IS NOT NULL, m.joined_at, m.user_id`,
  );
  for (const heir of heirs) {
    // One admin per goal (goal_members_one_admin): the leaving admin steps down first.
    await tx.execute(
      sql`UPDATE goal_members SET role = 'member' WHERE goal_id = ${heir.goal_id}::uuid AND user_id = ${userId}`,
    );
    await tx.execute(
      sql`UPDATE goal_members SET role = 'admin' WHERE goal_id = ${heir.goal_id}::uuid AND user_id = ${heir.user_id}`,
    );
  }
  await notifyMany(
    tx,
    heirs.map((h) => ({ userId: h.user_id, text: goalTexts.nowAdmin(h.title) })),
    at,
  );
}
