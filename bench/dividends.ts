// One dividend over N holders on PostgreSQL: POST /superadmin/dividends's set-based pass (share-days
// from the holdings intervals, largest remainder, one journal entry, wallets, payment rows, notices).
// Usage: tsx bench/dividends.ts [N,N,...=10000,100000]. Each scale gets its own scratch database,
// seeded set-based: N savers, each holding 1–20 shares bought through real ledger entries 2 to 30
// days ago (some holdings changed since, so most holders have two intervals), and retained income to pay from.
// The ledger (with the shares' invariants) is checked after the dividend.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { allowLongStatements, LONG_STATEMENT_MS } from '../src/server/db/client';
import { col, queryRow } from '../src/server/db/typed-rows';
import { inTransaction } from '../src/server/db/tx';
import { SYSTEM_ACCOUNTS } from '../src/server/ledger/accounts';
import { declareDividend } from '../src/server/modules/shares';
import { withBenchServer } from './lib/app';
import { emit, secondsSince } from './lib/emit';
import { emitLedgerCheck } from './lib/ledger-check';
import { seedSaversInBulk } from './lib/seed-accounts';

const B = 'dividends';
const PRICE_CENTS = 1000n;
const scales = (process.argv[2] ?? '10000,100000').split(',').map(Number);
if (scales.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('usage: tsx bench/dividends.ts [N,N,...]');

for (const holders of scales) {
  await withBenchServer('dividends', async (server) => {
    let start = performance.now();
    await seedSaversInBulk(server.ctx.db, holders, 40);
    const at = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await inTransaction(server.ctx.db, async (tx) => {
      await allowLongStatements(tx, LONG_STATEMENT_MS);
      // Holder i bought 1 + i % 20 shares at KES 10: wallet → share capital, one entry each.
      await tx.execute(
        sql`WITH buyers AS (
              SELECT u.id AS user_id, w.id AS wallet_id, (1 + substr(u.id, 2)::bigint % 20) AS shares
              FROM users u JOIN ledger_accounts w ON w.code = 'wallet:' || u.id WHERE u.id LIKE 'B%'
            ), je AS (
              INSERT INTO journal_entries (idempotency_key, kind, description, actor_user_id, created_at)
              SELECT 'shares:buy:' || user_id || ':bench', 'share_purchase', 'Pamoja shares bought', user_id, ${at}::timestamptz
              FROM buyers RETURNING id, actor_user_id
            ), pairs AS (
              SELECT je.id AS entry_id, b.* FROM je JOIN buyers b ON b.user_id = je.actor_user_id
            ), posted AS (
              INSERT INTO postings (entry_id, account_id, amount_cents, created_at)
              SELECT entry_id, wallet_id, -shares * ${PRICE_CENTS.toString()}::bigint, ${at}::timestamptz FROM pairs
              UNION ALL
              SELECT entry_id, ${SYSTEM_ACCOUNTS.shareCapital.toString()}::bigint, shares * ${PRICE_CENTS.toString()}::bigint, ${at}::timestamptz FROM pairs
              RETURNING 1
            ), bought AS (
              INSERT INTO share_purchases (user_id, shares, price_cents, cost_cents, entry_key, created_at)
              SELECT user_id, shares, ${PRICE_CENTS.toString()}::bigint, shares * ${PRICE_CENTS.toString()}::bigint,
                     'shares:buy:' || user_id || ':bench', ${at}::timestamptz FROM pairs
              RETURNING 1
            ), wallets AS (
              UPDATE ledger_accounts a SET balance_cents = a.balance_cents - pairs.shares * ${PRICE_CENTS.toString()}::bigint
              FROM pairs WHERE a.id = pairs.wallet_id
              RETURNING 1
            )
            INSERT INTO share_holdings (user_id, shares, first_acquired_at)
            SELECT user_id, shares, ${at}::timestamptz FROM buyers`,
      );
      // Share-day history: every third holder's holding started at a different day, and the
      // others hold one interval open since the purchase (2 to 30 days ago).
      await tx.execute(
        sql`INSERT INTO share_intervals (user_id, shares, valid_from, valid_to)
            SELECT user_id, shares, CURRENT_DATE - 30, CURRENT_DATE - 12
            FROM share_holdings WHERE substr(user_id, 2)::bigint % 3 = 0 AND shares > 1
            UNION ALL
            SELECT user_id, shares,
                   CASE WHEN substr(user_id, 2)::bigint % 3 = 0 AND shares > 1 THEN CURRENT_DATE - 11
                        ELSE CURRENT_DATE - 2 - (substr(user_id, 2)::bigint % 29)::int END,
                   NULL
            FROM share_holdings`,
      );
      await tx.execute(
        sql`UPDATE share_settings SET total_shares = s.n * 2, sold_shares = s.n, price_cents = ${PRICE_CENTS.toString()}::bigint
            FROM (SELECT SUM(shares) AS n FROM share_holdings) s WHERE id = 1`,
      );
      // Retained income: loan charges earned.
      await tx.execute(
        sql`WITH je AS (
              INSERT INTO journal_entries (idempotency_key, kind, description, created_at)
              VALUES ('bench-income', 'loan_repayment', 'Loan charges earned', ${at}::timestamptz) RETURNING id
            )
            INSERT INTO postings (entry_id, account_id, amount_cents, created_at)
            SELECT id, ${SYSTEM_ACCOUNTS.mpesaClearing.toString()}::bigint, -100000000000, ${at}::timestamptz FROM je
            UNION ALL SELECT id, ${SYSTEM_ACCOUNTS.loanFeeIncome.toString()}::bigint, 100000000000, ${at}::timestamptz FROM je`,
      );
    });
    await server.ctx.db.execute(sql`ANALYZE`);
    emit(B, 'seed_s', secondsSince(start), { holders });

    const admin = await queryRow(
      server.ctx.db,
      z.object({ id: col.text }),
      sql`SELECT id FROM users WHERE role = 'superadmin' UNION ALL SELECT 'B0000001' LIMIT 1`,
    );
    const loadBefore = loadavg()[0];
    start = performance.now();
    // KES 1,234,567.89: a sum that leaves remainders to share out
    const result = await declareDividend(server.ctx, admin?.id ?? 'B0000001', { amount: 1_234_567.89 });
    const seconds = secondsSince(start);
    const load1 = [loadBefore, loadavg()[0]].map((l) => Math.round((l ?? 0) * 10) / 10);
    emit(B, 'dividend_s', seconds, { holders, paid: result.dividend.holders, load1 });
    emit(B, 'per_holder_us', (seconds * 1_000_000) / holders, { holders });
    if (result.dividend.holders !== holders) process.exitCode = 1;

    await emitLedgerCheck(B, server.ctx.db, { holders });
  });
}
