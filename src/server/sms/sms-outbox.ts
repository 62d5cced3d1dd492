import { type SQL, sql } from 'drizzle-orm';
import type { LocalizedText } from '../../shared/localized-text';
import type { Db } from '../db/client';

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

/** What `insertSms` writes: one text per row of `rows`. */
export interface SmsRows {
  /** A SELECT of `event_key`, `user_id` (NULL for a number not yet registered), `phone`, `message`, `takes_texts`. */
  rows: SQL;
  category: SmsCategory;
  /** When (a timestamptz expression): written and due at once. */
  at: SQL;
}

/**
 * The one INSERT into `sms_outbox`, for a CTE of a set-based pass or a statement of its own
 * (decision 069): only to a Kenyan mobile number, only to users who take texts (security texts
 * always go), once per event key; returns 1 per text written.
 */
export function insertSms(s: SmsRows): SQL {
  const takes = s.category === 'security' ? sql`` : sql` AND s.takes_texts`;
  return sql`INSERT INTO sms_outbox (event_key, user_id, phone, message, category, next_attempt_at, created_at)
    SELECT s.event_key, s.user_id, s.phone, s.message, ${s.category}, ${s.at}, ${s.at}
    FROM (${s.rows}) s
    WHERE s.phone ~ '^254[17][0-9]{8}$'${takes}
    ON CONFLICT (event_key) DO NOTHING
    RETURNING 1`;
}

/**
 * Writes the text to the SMS outbox in the caller's transaction, in one statement: in the user's
 * language, to the user's phone, when the user takes texts of this kind. The sender job sends it
 * after the transaction commits; nothing here can fail the movement it reports except the
 * database itself.
 */
export async function queueSms(tx: Db, sms: QueuedSms): Promise<void> {
  await tx.execute(
    insertSms({
      rows: sql`SELECT ${sms.eventKey}::text AS event_key, u.id AS user_id, u.phone,
                       CASE WHEN u.language = 'sw' THEN ${sms.text.sw} ELSE ${sms.text.en} END AS message,
                       u.sms_notifications AS takes_texts
                FROM users u WHERE u.id = ${sms.userId} AND u.deleted_at IS NULL`,
      category: sms.category,
      at: sql`${sms.at.toISOString()}::timestamptz`,
    }),
  );
}
