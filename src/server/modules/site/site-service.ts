import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ContactBody } from '../../../shared/schemas/site';

/** Stores a newsletter address; subscribing twice is the same as once. */
export async function subscribe(db: Db, email: string, at: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO newsletter_subscriptions (email, created_at) VALUES (${email}, ${at.toISOString()}::timestamptz)
        ON CONFLICT (email) DO NOTHING`,
  );
}

/** Stores a message from the landing page's Contact Support form. */
export async function saveContactMessage(db: Db, body: ContactBody, at: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO support_messages (name, email, message, source, created_at)
        VALUES (${body.name ?? null}, ${body.email}, ${body.message}, 'landing', ${at.toISOString()}::timestamptz)`,
  );
}
