// One savings-interest update over N seeded accounts on PostgreSQL, through
// POST /api/interests/update as the superadmin. Usage: tsx bench/interest.ts [N=10000]
// The machine's 1-minute load average before and after the update is printed with its time.
import { loadavg } from 'node:os';
import { createUser } from '../src/server/testing/factories';
import { startBenchServer } from './lib/app';
import { emit, secondsSince } from './lib/emit';
import { emitLedgerCheck } from './lib/ledger-check';
import { postWithoutTimeout } from './lib/http';
import { createScratchDatabase } from './lib/scratch-database';
import { seedSaversInBulk } from './lib/seed-accounts';

const accounts = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(accounts) || accounts < 1) throw new Error('usage: tsx bench/interest.ts [number of accounts]');
const B = 'interest';

const db = await createScratchDatabase('interest');
try {
  const server = await startBenchServer(db.url);
  try {
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

    await emitLedgerCheck(B, server.ctx.db);
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
