import { sql } from 'drizzle-orm';
import { allowLongStatements, type Db, LONG_STATEMENT_MS } from '../../src/server/db/client';
import { inTransaction } from '../../src/server/db/tx';
import { SYSTEM_ACCOUNTS } from '../../src/server/ledger/accounts';

/**
 * `count` savers in set-based SQL (no query per user): a complete, active user row each, a wallet,
 * and one M-Pesa deposit (clearing → wallet) of 1,000 to 50,000 KES made `daysAgo` days ago, with
 * balanced postings and the wallet's cached balance, so that the ledger invariants hold.
 */
export async function seedSaversInBulk(db: Db, count: number, daysAgo: number): Promise<void> {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const clearing = SYSTEM_ACCOUNTS.mpesaClearing.toString();
  await inTransaction(db, async (tx) => {
    await allowLongStatements(tx, LONG_STATEMENT_MS);
    await tx.execute(
      sql`INSERT INTO users (id, role, full_name, email, phone, registration_step, account_status, email_verified_at,
                             terms_accepted_at, activated_at, created_at, updated_at)
          SELECT 'B' || lpad(i::text, 7, '0'), 'user', 'Saver ' || i, 'saver' || i || '@bench.example', '2547' || lpad(i::text, 8, '0'),
                 5, 'active', ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
          FROM generate_series(1, ${count}) AS i`,
    );
    await tx.execute(
      sql`INSERT INTO ledger_accounts (code, kind, user_id, sign, balance_cents, created_at)
          SELECT 'wallet:B' || lpad(i::text, 7, '0'), 'wallet', 'B' || lpad(i::text, 7, '0'), 'non_negative',
                 (100000 + (i % 50) * 100000)::bigint, ${at}::timestamptz
          FROM generate_series(1, ${count}) AS i`,
    );
    await tx.execute(
      sql`WITH je AS (
            INSERT INTO journal_entries (idempotency_key, kind, description, created_at)
            SELECT 'bench-seed:' || a.id, 'deposit', 'M-Pesa deposit', ${at}::timestamptz
            FROM ledger_accounts a WHERE a.kind = 'wallet' AND a.user_id LIKE 'B%'
            RETURNING id, idempotency_key
          ), pairs AS (
            SELECT je.id AS entry_id, a.id AS wallet_id, a.balance_cents AS amount
            FROM je JOIN ledger_accounts a ON a.id = substr(je.idempotency_key, 12)::bigint
          )
          INSERT INTO postings (entry_id, account_id, amount_cents, created_at)
          SELECT entry_id, ${clearing}::bigint, -amount, ${at}::timestamptz FROM pairs
          UNION ALL
          SELECT entry_id, wallet_id, amount, ${at}::timestamptz FROM pairs`,
    );
  });
  await db.execute(sql`ANALYZE`);
}
