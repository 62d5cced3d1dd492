// One savings-interest update over N seeded accounts on PostgreSQL, through
// POST /api/interests/update as the superadmin. Usage: tsx bench/interest.ts [N=10000]
// The machine's 1-minute load average before and after the update is printed with its time.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { col, queryRow } from '../src/server/db/typed-rows';
import { createUser } from '../src/server/testing/factories';
import { withBenchServer } from './lib/app';
import { writeFloor } from './lib/interest-floor';
import { emit, secondsSince } from './lib/emit';
import { emitLedgerCheck } from './lib/ledger-check';
import { postWithoutTimeout } from './lib/http';
import { seedSaversInBulk } from './lib/seed-accounts';

const accounts = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(accounts) || accounts < 1) throw new Error('usage: tsx bench/interest.ts [number of accounts]');
const B = 'interest';

await withBenchServer('interest', async (server) => {
  let start = performance.now();
  await seedSaversInBulk(server.ctx.db, accounts, 3);
  emit(B, 'seed_s', secondsSince(start), { accounts });
  const admin = await createUser(server.ctx, { role: 'superadmin' });

  const loadBefore = loadavg()[0];
  start = performance.now();
  const res = await postWithoutTimeout(`${server.url}/api/interests/update`, admin.token);
  const seconds = secondsSince(start);
  if (res.status !== 200) throw new Error(`interest update answered ${res.status}: ${res.body}`);
  const paid = Number(/(\d+) users? paid/.exec(res.body)?.[1] ?? Number.NaN);
  const load1 = [loadBefore, loadavg()[0]].map((l) => Math.round((l ?? 0) * 10) / 10);
  emit(B, 'update_s', seconds, { accounts, usersPaid: paid, load1 });
  emit(B, 'per_account_us', (seconds * 1e6) / accounts, { accounts });
  if (paid !== accounts) {
    emit(B, 'unpaid_accounts', accounts - paid);
    process.exitCode = 1;
  }
  // How many wallet rewrites found room on their page (HOT: no index touched), from PostgreSQL's
  // own counters once the server's backend has reported them.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const hot = await queryRow(
    server.ctx.db,
    z.object({ upd: col.bigint, hot: col.bigint }),
    sql`SELECT n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname = 'ledger_accounts'`,
  );
  if (hot && hot.upd > 0n)
    emit(B, 'hot_updates_pct', Math.round(Number((hot.hot * 1000n) / hot.upd)) / 10, { accounts });

  // The floor: PostgreSQL's own write speed for the same rows, as one bare statement with no
  // aggregation, rolled back (decision 047). update_s / floor_s says how far the pass is from it.
  start = performance.now();
  await writeFloor(server.ctx.db);
  const floor = secondsSince(start);
  emit(B, 'floor_s', floor, { accounts, ratio: Math.round((seconds / floor) * 100) / 100 });

  await emitLedgerCheck(B, server.ctx.db);
});
