import { type SQL, sql } from 'drizzle-orm';
import type { LocalizedText } from '../../shared/localized-text';

/** Where a notice's text takes each reader's own amount. */
export const AMOUNT_PLACEHOLDER = '{amount}';

/**
 * Cents (any integer type) as the app writes KES amounts (1,234.56), in SQL. Integer arithmetic: `to_char` of a
 * numeric costs more per row, and a run formats a million of them.
 */
export function kesText(cents: SQL): SQL {
  return sql`(to_char((${cents})::bigint / 100, 'FM999,999,999,990') || '.' || to_char((${cents})::bigint % 100, 'FM00'))`;
}

/** Cents as "KES 1,234.56", in SQL. */
export const kesLabel = (cents: SQL): SQL => sql`'KES ' || ${kesText(cents)}`;

/**
 * The one notice of a compound journal entry that pays many wallets (an interest run, a dividend;
 * decision 048): a CTE body inserting it for the entry the statement's `entry` CTE returned. Every
 * saver paid reads it with their own amount (their wallet's posting in that entry) put in place of
 * {amount}, so a run over a million savers writes one notice row, not a million.
 */
export function entryNoticeInsert(text: LocalizedText, when: SQL): SQL {
  if (!text.en.includes(AMOUNT_PLACEHOLDER) || !text.sw.includes(AMOUNT_PLACEHOLDER)) {
    throw new Error(`an entry notice needs ${AMOUNT_PLACEHOLDER} in both languages`);
  }
  return sql`INSERT INTO entry_notices (entry_id, message_en, message_sw, created_at)
             SELECT entry.id, ${text.en}, ${text.sw}, ${when} FROM entry`;
}
