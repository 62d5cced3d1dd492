import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { allowLongStatements, LONG_STATEMENT_MS } from '../../src/server/db/client';
import { inTransaction } from '../../src/server/db/tx';
import { SYSTEM_ACCOUNTS } from '../../src/server/ledger/accounts';

class RollBack extends Error {}

/**
 * The interest pass's writes as one bare statement, rolled back: every wallet's balance rewritten,
 * one journal entry with a posting per wallet and one from the expense, and the run's one notice
 * (decision 048), with every index and foreign key the real pass has. No balance-days
 * aggregation, no run bookkeeping: what is left is PostgreSQL's own write speed for those rows.
 */
export async function writeFloor(db: Db): Promise<void> {
  const expense = SYSTEM_ACCOUNTS.interestExpense.toString();
  try {
    await inTransaction(db, async (tx) => {
      await allowLongStatements(tx, LONG_STATEMENT_MS);
      await tx.execute(
        sql`WITH w AS MATERIALIZED (
              SELECT a.id, a.user_id FROM ledger_accounts a WHERE a.kind = 'wallet' ORDER BY a.id FOR UPDATE
            ),
            upd AS (UPDATE ledger_accounts a SET balance_cents = a.balance_cents + 1 FROM w WHERE a.id = w.id),
            entry AS (
              INSERT INTO journal_entries (idempotency_key, kind, description, created_at)
              VALUES ('interest-floor', 'interest', 'Interest on savings', now()) RETURNING id
            ),
            posts AS (
              INSERT INTO postings (entry_id, account_id, amount_cents, created_at)
              SELECT entry.id, w.id, 1, now() FROM entry CROSS JOIN w
              UNION ALL SELECT entry.id, ${expense}::bigint, -(SELECT count(*) FROM w), now() FROM entry
            )
            INSERT INTO entry_notices (entry_id, message_en, message_sw, created_at)
            SELECT entry.id, 'Interest of KES {amount} has been added to your savings.',
                   'Riba ya KES {amount} imeongezwa kwenye akiba yako.', now()
            FROM entry`,
      );
      throw new RollBack();
    });
  } catch (e) {
    if (!(e instanceof RollBack)) throw e;
  }
}
