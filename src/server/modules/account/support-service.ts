import { sql } from 'drizzle-orm';
import type { FeedbackBody, SupportBody } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';

/** A message from the help screen's contact form (counted as a support inquiry). */
export async function saveSupportMessage(db: Db, body: SupportBody, at: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO support_messages (user_id, name, email, message, source, created_at)
        SELECT id, full_name, ${body.email}, ${body.message}, 'help', ${at.toISOString()}::timestamptz
        FROM users WHERE id = ${body.userId}`,
  );
}

/** A rating from 1 to 5 with the user's words and, if given, an email to answer. */
export async function saveFeedback(db: Db, body: FeedbackBody, at: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO feedback (user_id, email, rating, feedback, created_at)
        VALUES (${body.userId}, ${body.email ?? null}, ${body.rating}, ${body.feedback}, ${at.toISOString()}::timestamptz)`,
  );
}
