import { sql } from 'drizzle-orm';
import type { LocalizedText } from '../../../shared/localized-text';
import type { Db } from '../../db/client';

/**
 * Kinds of text: every kind but `security` goes only to users who turned SMS notifications on;
 * security texts (password changed, a new sign-in, USSD locked) always go.
 */
export type SmsCategory = 'money' | 'loan' | 'community' | 'dividend' | 'security';

export interface QueuedSms {
  userId: string;
  /** The text in both languages; the user's language picks one. Keep it within 160 characters. */
  text: LocalizedText;
  category: SmsCategory;
  /** Names the event (e.g. `deposit:<id>`): a replayed event writes no second text. */
  eventKey: string;
  at: Date;
}

/**
 * Writes the text to the SMS outbox in the caller's transaction, in one statement: in the user's
 * language, to the user's phone, when the user takes texts of this kind. The sender job sends it
 * after the transaction commits; nothing here can fail the movement it reports except the
 * database itself.
 */
export async function queueSms(tx: Db, sms: QueuedSms): Promise<void> {
  await tx.execute(
    sql`INSERT INTO sms_outbox (event_key, user_id, phone, message, category, next_attempt_at, created_at)
        SELECT ${sms.eventKey}, u.id, u.phone, CASE WHEN u.language = 'sw' THEN ${sms.text.sw} ELSE ${sms.text.en} END,
               ${sms.category}, ${sms.at.toISOString()}::timestamptz, ${sms.at.toISOString()}::timestamptz
        FROM users u
        WHERE u.id = ${sms.userId} AND u.deleted_at IS NULL AND u.phone ~ '^254[17][0-9]{8}$'
          AND (${sms.category} = 'security' OR u.sms_notifications)
        ON CONFLICT (event_key) DO NOTHING`,
  );
}
