import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** One line of the audit log: who (none for the system's own work), what, on what, with which details. */
export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  target: string;
  details?: Record<string, unknown>;
  at: Date;
}

/** Records an action in the caller's transaction; the one writer of `audit_log` (decision 069). */
export async function audit(tx: Db, entry: AuditEntry): Promise<void> {
  await auditMany(tx, [entry]);
}

/** Records several actions in one statement (a purge of many registrations). */
export async function auditMany(tx: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map(
    (e) =>
      sql`(${e.actorUserId}, ${e.action}, ${e.target}, ${e.details === undefined ? null : JSON.stringify(e.details)}::jsonb, ${e.at.toISOString()}::timestamptz)`,
  );
  await tx.execute(
    sql`INSERT INTO audit_log (actor_user_id, action, target, details, created_at) VALUES ${sql.join(rows, sql`, `)}`,
  );
}
