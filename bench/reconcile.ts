// One reconciliation run over N M-Pesa transactions (paybill payments, 0.1 % of them missing from
// the ledger: their confirmation was lost), on the real app on PostgreSQL, driven over HTTP: the run's
// seconds, what it matched and settled, then the ledger's invariants. Target: 100,000 in < 60 s.
// Usage: npm run bench:reconcile -- [transactions=100000]
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { allowLongStatements, LONG_STATEMENT_MS } from '../src/server/db/client';
import { inTransaction } from '../src/server/db/tx';
import { ensureWallet, SYSTEM_ACCOUNTS } from '../src/server/ledger/accounts';
import { simulatorRecordOf } from '../src/server/mpesa/simulator/record';
import type { ReconciliationRun } from '../src/shared/schemas/reconciliation';
import { createUser } from '../src/server/testing/factories';
import { withBenchServer } from './lib/app';
import { emit, secondsSince } from './lib/emit';
import { emitLedgerCheck } from './lib/ledger-check';
import { withPhases } from './lib/phases';

const n = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(n) || n < 1000) throw new Error('usage: tsx bench/reconcile.ts [transactions ≥ 1000]');
const B = 'reconcile';
const missing = Math.max(1, Math.round(n / 1000));
const DAY_MS = 86_400_000;

await withBenchServer('reconcile', async (server) => {
  const admin = await createUser(server.ctx, { role: 'superadmin' });
  const saver = await createUser(server.ctx, { fullName: 'Paybill Saver' });
  const record = simulatorRecordOf(server.ctx);
  const shortcode = server.ctx.config.mpesa.c2bShortcode;
  const now = Date.now();
  const receipt = (i: number) => `BRC${String(i).padStart(7, '0')}`;
  const at = (i: number) => new Date(now - DAY_MS + Math.floor((i * DAY_MS) / (n + 1)));
  let start = performance.now();
  // M-Pesa's side: N payments of KES 100 into the saver's wallet, in time order.
  for (let i = 0; i < n; i++)
    record.add({
      shortcode,
      receipt: receipt(i),
      at: at(i),
      msisdn: '254708374149',
      type: 'PayBill',
      billReference: saver.localPhone,
      amountKes: 100,
    });
  // The ledger's side, set-based: every payment but each 1000th (whose confirmation was lost).
  await inTransaction(server.ctx.db, async (tx) => {
    await allowLongStatements(tx, LONG_STATEMENT_MS);
    const wallet = await ensureWallet(tx, saver.id);
    await tx.execute(
      sql`WITH je AS (
            INSERT INTO journal_entries (idempotency_key, kind, description, meta, created_at)
            SELECT 'c2b:BRC' || lpad(i::text, 7, '0'), 'paybill_deposit', 'M-Pesa paybill BRC' || lpad(i::text, 7, '0'),
                   jsonb_build_object('transId', 'BRC' || lpad(i::text, 7, '0')),
                   to_timestamp((${now - DAY_MS}::bigint + (i::bigint * ${DAY_MS}) / ${n + 1}) / 1000.0)
            FROM generate_series(0, ${n - 1}) AS i WHERE i % 1000 <> 999
            RETURNING id, created_at
          )
          INSERT INTO postings (entry_id, account_id, amount_cents, created_at)
          SELECT id, ${wallet}::bigint, 10000, created_at FROM je
          UNION ALL
          SELECT id, ${SYSTEM_ACCOUNTS.mpesaClearing}::bigint, -10000, created_at FROM je`,
    );
    await tx.execute(
      sql`UPDATE ledger_accounts a SET balance_cents = (SELECT sum(amount_cents) FROM postings WHERE account_id = a.id)
          WHERE a.id = ${wallet}`,
    );
  });
  await server.ctx.db.execute(sql`ANALYZE`);
  emit(B, 'seed_s', secondsSince(start), { transactions: n });

  start = performance.now();
  const loadBefore = loadavg()[0] ?? 0;
  const res = await withPhases(B, { transactions: n }, () =>
    fetch(`${server.url}/superadmin/reconciliation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({}),
    }),
  );
  const seconds = secondsSince(start);
  if (res.status !== 201) throw new Error(`reconciliation answered ${res.status}: ${await res.text()}`);
  const { run } = (await res.json()) as { run: ReconciliationRun };
  const extra = { transactions: n, missing };
  const load1 = [loadBefore, loadavg()[0] ?? 0].map((l) => Math.round(l * 10) / 10);
  emit(B, 'run_s', seconds, { ...extra, load1 });
  emit(B, 'matched', run.matched, extra);
  emit(B, 'settled', run.settled.length, extra);
  emit(B, 'missing_at_mpesa', run.missingAtMpesa.length, extra);
  emit(B, 'mismatched', run.mismatched.length, extra);
  emit(B, 'under_60_s', seconds < 60, extra);
  if (run.settled.length !== missing || run.matched !== n - missing) process.exitCode = 1;
  await emitLedgerCheck(B, server.ctx.db, extra);
});
