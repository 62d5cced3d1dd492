// A five-year statement of a busy user, downloaded as PDF and as CSV over HTTP from the real app on
// PostgreSQL: seconds, size, and how far the process's live memory (heap and buffers, sampled after a
// garbage collection) rose while it streamed: it should stay flat whatever the number of movements.
// Usage: npm run bench:statement -- [movements=50000]
import { sql } from 'drizzle-orm';
import { allowLongStatements, LONG_STATEMENT_MS } from '../src/server/db/client';
import { inTransaction } from '../src/server/db/tx';
import { ensureWallet, SYSTEM_ACCOUNTS } from '../src/server/ledger/accounts';
import { createUser } from '../src/server/testing/factories';
import { withBenchServer } from './lib/app';
import { emit, secondsSince } from './lib/emit';
import { emitLedgerCheck } from './lib/ledger-check';

const movements = Number(process.argv[2] ?? 50_000);
if (!Number.isInteger(movements) || movements < 2) throw new Error('usage: tsx bench/statement.ts [movements]');
const B = 'statement';
const YEARS_MS = 5 * 365 * 86_400_000;

await withBenchServer('statement', async (server) => {
  const user = await createUser(server.ctx, { fullName: 'Busy Saver' });
  let start = performance.now();
  // Set-based: deposits of 2,000 and withdrawals of 1,500 in turn over five years (never below zero).
  await inTransaction(server.ctx.db, async (tx) => {
    await allowLongStatements(tx, LONG_STATEMENT_MS);
    const wallet = await ensureWallet(tx, user.id);
    const first = new Date(Date.now() - YEARS_MS).toISOString();
    const step = `${Math.floor(YEARS_MS / movements)} milliseconds`;
    await tx.execute(
      sql`WITH je AS (
            INSERT INTO journal_entries (idempotency_key, kind, description, meta, created_at)
            SELECT 'bench-statement:' || i, CASE WHEN i % 2 = 0 THEN 'deposit' ELSE 'withdrawal' END,
                   CASE WHEN i % 2 = 0 THEN 'M-Pesa deposit' ELSE 'Withdrawal to M-Pesa' END,
                   jsonb_build_object('receipt', 'BNC' || lpad(i::text, 7, '0')),
                   ${first}::timestamptz + i * ${step}::interval
            FROM generate_series(0, ${movements - 1}) AS i
            RETURNING id, created_at, substr(idempotency_key, 17)::int AS i
          ), amounts AS (
            SELECT id, created_at, CASE WHEN i % 2 = 0 THEN 200000 ELSE -150000 END::bigint AS amount FROM je
          )
          INSERT INTO postings (entry_id, account_id, amount_cents, created_at)
          SELECT id, ${wallet}::bigint, amount, created_at FROM amounts
          UNION ALL
          SELECT id, ${SYSTEM_ACCOUNTS.mpesaClearing}::bigint, -amount, created_at FROM amounts`,
    );
    await tx.execute(
      sql`UPDATE ledger_accounts a SET balance_cents = (SELECT sum(amount_cents) FROM postings WHERE account_id = a.id)
          WHERE a.id = ${wallet}`,
    );
  });
  await server.ctx.db.execute(sql`ANALYZE`);
  emit(B, 'seed_s', secondsSince(start), { movements });

  const from = new Date(Date.now() - YEARS_MS - 86_400_000).toISOString().slice(0, 10);
  const download = async (format: 'csv' | 'pdf'): Promise<number> => {
    const res = await fetch(`${server.url}/api/statements/${user.id}?from=${from}&format=${format}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    if (res.status !== 200 || !res.body) throw new Error(`statement answered ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.byteLength;
    return bytes;
  };
  // With --expose-gc (npm run bench:statement passes it) the samples are live memory, not garbage.
  const live = () => {
    global.gc?.();
    return process.memoryUsage().heapUsed + process.memoryUsage().external;
  };
  for (const format of ['csv', 'pdf'] as const) {
    const extra = { movements, format };
    start = performance.now();
    const bytes = await download(format);
    emit(B, 'download_s', secondsSince(start), extra);
    emit(B, 'size_kb', Math.round(bytes / 1024), extra);
    // A second download, sampled: collecting garbage every 250 ms slows it, so it is not timed.
    const baseline = live();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, live())), 250);
    await download(format);
    clearInterval(sampler);
    emit(B, 'live_memory_rise_mb', (peak - baseline) / 2 ** 20, extra);
  }

  await emitLedgerCheck(B, server.ctx.db);
});
