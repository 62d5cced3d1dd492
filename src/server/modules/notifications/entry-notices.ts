import { type SQL, sql } from 'drizzle-orm';
import { AMOUNT_PLACEHOLDER, kesText } from '../../ledger/entry-notices';
import type { ReaderLanguage } from '../../http/reader-language';

/**
 * The notices of the compound entries that paid this user (decision 048): an entry notice is the
 * user's when their wallet has a posting in its entry, and the amount they read is that posting.
 * The notice's time is the entry's, so each probe is one exact look-up in postings' (account,
 * time) index. Columns: id, created_at, message (rendered in `language`, or the account's language
 * when none is asked), is_read, deleted.
 */
export function paidNotices(userId: string, language: ReaderLanguage | null): SQL {
  const lang = language === null ? sql`(SELECT language FROM users WHERE id = ${userId})` : sql`${language}`;
  return sql`SELECT n.id, n.created_at,
                    replace(CASE WHEN ${lang} = 'sw' THEN n.message_sw ELSE n.message_en END, ${AMOUNT_PLACEHOLDER},
                            ${kesText(sql`paid.cents`)}) AS message,
                    COALESCE(s.is_read, false) AS is_read, COALESCE(s.deleted, false) AS deleted
             FROM entry_notices n
             JOIN LATERAL (
               SELECT SUM(p.amount_cents)::bigint AS cents FROM postings p
               WHERE p.account_id = (SELECT id FROM ledger_accounts WHERE code = 'wallet:' || ${userId})
                 AND p.created_at = n.created_at AND p.entry_id = n.entry_id
             ) paid ON paid.cents > 0
             LEFT JOIN entry_notice_states s ON s.user_id = ${userId} AND s.notice_id = n.id`;
}

/**
 * Marks one of the user's entry notices (or all of them, `id` null) read or deleted; the ids it
 * changed. A deleted notice stays deleted; an id that is not one of the user's changes nothing.
 */
export function markPaidNotices(userId: string, id: string | null, mark: 'read' | 'deleted'): SQL {
  const only = id === null ? sql`` : sql`AND n.id = ${id}::uuid`;
  const set =
    mark === 'read'
      ? sql`is_read = true WHERE NOT entry_notice_states.deleted AND NOT entry_notice_states.is_read`
      : sql`deleted = true WHERE NOT entry_notice_states.deleted`;
  return sql`INSERT INTO entry_notice_states (user_id, notice_id, is_read, deleted)
             SELECT ${userId}, n.id, ${mark === 'read'}, ${mark === 'deleted'}
             FROM (${paidNotices(userId, 'en')}) n WHERE NOT n.deleted ${only} ${mark === 'read' ? sql`AND NOT n.is_read` : sql``}
             ON CONFLICT (user_id, notice_id) DO UPDATE SET ${set}
             RETURNING notice_id`;
}
