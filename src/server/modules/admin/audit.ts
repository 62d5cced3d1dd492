import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Records an admin action (who, what, on what, with which details) in the caller's transaction. */
export async function audit(
  tx: Db,
  entry: { actorUserId: string; action: string; target: string; details: Record<string, unknown>; at: Date },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO audit_log (actor_user_id, action, target, details, created_at)
        VALUES (${entry.actorUserId}, ${entry.action}, ${entry.target}, ${JSON.stringify(entry.details)}::jsonb, ${entry.at.toISOString()}::timestamptz)`,
  );
}
