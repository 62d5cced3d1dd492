import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LocalizedText } from '../../shared/localized-text';
import { allowLongStatements, type Db, LONG_STATEMENT_MS } from '../db/client';
import { rawRows } from '../db/raw-rows';
import { checkRow, col } from '../db/typed-rows';
import { entryNoticeInsert } from './entry-notices';
import { englishOf, type MovementText } from './movement-texts';

/**
 * A pass that pays many wallets from one system account (the interest run, a dividend), in ONE
 * statement (decisions 011, 047 and 048): the caller's CTEs decide who gets what; the ledger's CTEs
 * lock the wallets paid in id order (the order every money movement uses) before any is changed,
 * add each one's cents to its cached balance, write ONE compound journal entry with a posting to
 * each wallet and one from `from` for their sum (those postings are the record of who was paid
 * what), and the entry's one notice, which each saver paid reads with their own amount in their
 * language. Nothing is written when nobody is paid.
 */
export interface BulkCredit {
  /** What the pass is, for the error should its counts not add up. */
  label: string;
  /**
   * The caller's CTEs (the body of a WITH list, no WITH), which the rest of the statement may read:
   * the business rows the pass writes (a dividend) and who is paid what.
   */
  ctes: SQL;
  /**
   * A SELECT over those CTEs: one row per wallet paid (`wallet_id`, `amount` in cents, the gross); a row
   * of 0 or less pays nothing. With `withholding`, also `tax` (cents, `withheldTax` of the amount).
   */
  credits: SQL;
  /**
   * The payments are taxed (docs/product/tax.md): each row's `tax` goes to the withholding-tax account (locked
   * first by `lockWithholding`, its id here), the wallet gets amount − tax, and its posting records the tax.
   */
  withholding?: { accountId: bigint };
  /** The system account the sum is paid from (its id). */
  from: bigint;
  /**
   * The journal entry. `key` and `meta` may read the columns of `source`, a FROM item over the
   * caller's CTEs that gives at most one row (no row: no entry, so no payment may be made either).
   */
  entry: { key: SQL; kind: string; text: MovementText; actorUserId: string | null; meta: SQL; source?: SQL };
  /** The entry's, the postings' and the notice's time. */
  at: Date;
  /** The notice each saver paid reads; {amount} takes their own. */
  notice: LocalizedText;
  /** More columns of the statement's one row, over the caller's CTEs (scalar subqueries); read them with `checkRow`. */
  columns?: SQL;
}

export interface BulkCreditResult {
  /** Wallets paid (amount > 0). */
  credited: number;
  /** The gross paid: what left the paying account. */
  creditedCents: bigint;
  /** Of it, the tax withheld (0 without `withholding`). */
  taxCents: bigint;
  /** The statement's row: the caller's `columns`, to check with `checkRow`. */
  row: unknown;
}

const Counts = z.object({
  credited: col.bigint,
  credited_cents: col.bigint,
  balances: col.bigint,
  payer: col.bigint,
  postings: col.bigint,
  tax_cents: col.bigint,
  withheld: col.bigint,
});

/** One pass over every account may take minutes and sort and hash in memory: for this transaction only. */
export async function allowBulkPass(tx: Db): Promise<void> {
  await allowLongStatements(tx, LONG_STATEMENT_MS);
  await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
}

/** Runs the pass (inside the caller's transaction); throws, leaving nothing paid, if its counts do not add up. */
export async function bulkCredit(tx: Db, pass: BulkCredit): Promise<BulkCreditResult> {
  const when = sql`${pass.at.toISOString()}::timestamptz`;
  const e = pass.entry;
  const wht = pass.withholding ? sql`${pass.withholding.accountId.toString()}::bigint` : sql`NULL::bigint`;
  const [row] = await rawRows(
    tx,
    sql`WITH ${pass.ctes},
        credit AS MATERIALIZED (
          SELECT c.wallet_id, c.amount::bigint AS amount, ${pass.withholding ? sql`c.tax::bigint` : sql`0::bigint`} AS tax
          FROM (${pass.credits}) c WHERE c.amount > 0 ORDER BY c.wallet_id
        ),
        lk AS MATERIALIZED (
          SELECT a.id, credit.amount - credit.tax AS net FROM credit JOIN ledger_accounts a ON a.id = credit.wallet_id ORDER BY a.id FOR UPDATE OF a
        ),
        payer AS MATERIALIZED (
          SELECT a.id FROM ledger_accounts a WHERE a.id = ${pass.from.toString()}::bigint FOR KEY SHARE OF a
        ),
        sums AS MATERIALIZED (SELECT COALESCE(SUM(amount), 0)::bigint AS gross, COALESCE(SUM(tax), 0)::bigint AS tax FROM credit),
        balances AS (
          UPDATE ledger_accounts a SET balance_cents = a.balance_cents + lk.net FROM lk WHERE a.id = lk.id RETURNING a.id
        ),
        withheld AS (
          UPDATE ledger_accounts a SET balance_cents = a.balance_cents + sums.tax FROM sums
          WHERE a.id = ${wht} AND sums.tax > 0 RETURNING a.id
        ),
        entry AS (
          INSERT INTO journal_entries (idempotency_key, kind, description, actor_user_id, meta, created_at)
          SELECT ${e.key}, ${e.kind}, ${englishOf(e.text)}, ${e.actorUserId},
                 COALESCE(${e.meta}, '{}'::jsonb) || jsonb_build_object('text', ${JSON.stringify(e.text)}::jsonb), ${when}
          ${e.source ? sql`FROM ${e.source}` : sql``}
          WHERE EXISTS (SELECT 1 FROM credit)
          RETURNING id
        ),
        entry_postings AS (
          INSERT INTO postings (entry_id, account_id, amount_cents, tax_cents, created_at)
          SELECT entry.id, credit.wallet_id, credit.amount - credit.tax, NULLIF(credit.tax, 0), ${when} FROM entry CROSS JOIN credit
          UNION ALL
          SELECT entry.id, (SELECT id FROM payer), -sums.gross, NULL, ${when} FROM entry, sums
          UNION ALL
          SELECT entry.id, ${wht}, sums.tax, NULL, ${when} FROM entry, sums WHERE sums.tax > 0
          RETURNING 1
        ),
        notice AS (${entryNoticeInsert(pass.notice, when)})
        SELECT (SELECT COUNT(*) FROM credit) AS credited, (SELECT gross FROM sums) AS credited_cents,
               (SELECT tax FROM sums) AS tax_cents, (SELECT COUNT(*) FROM withheld) AS withheld,
               (SELECT COUNT(*) FROM balances) AS balances, (SELECT COUNT(*) FROM payer) AS payer,
               (SELECT COUNT(*) FROM entry_postings) AS postings
               ${pass.columns ? sql`, ${pass.columns}` : sql``}`,
  );
  const counts = checkRow(Counts, row);
  const credited = Number(counts.credited);
  const taxed = counts.tax_cents > 0n ? 1n : 0n;
  if (
    counts.balances !== counts.credited ||
    counts.withheld !== taxed ||
    (credited > 0 && (counts.payer !== 1n || counts.postings !== counts.credited + 1n + taxed))
  ) {
    throw new Error(
      `${pass.label}: ${credited} payments but ${counts.balances} wallets locked and updated, ${counts.postings} postings, ${counts.payer} paying account, ${counts.withheld} withholding account`,
    );
  }
  return { credited, creditedCents: counts.credited_cents, taxCents: counts.tax_cents, row };
}
