// Money movement: goal contributions over HTTP on PostgreSQL, beside pgbench's TPC-B-like load on the
// same server in the same run. Usage: tsx bench/money.ts [seconds=10]
import { checkLedger } from '../src/server/ledger/check';
import { startBenchServer } from './lib/app';
import { emit } from './lib/emit';
import { drive } from './lib/load';
import { pgbenchTpcb } from './lib/pgbench';
import { createScratchDatabase } from './lib/scratch-database';
import { createGoal, seedSavers } from './lib/seed';

const seconds = Number(process.argv[2] ?? 10);
const USERS = 64;
const GOALS_PER_USER = 2;
const B = 'money';

const db = await createScratchDatabase('money');
try {
  const server = await startBenchServer(db.url);
  try {
    const users = await seedSavers(server, USERS, 1_000_000);
    const pairs: Array<{ userId: string; token: string; goalId: string }> = [];
    // Goal-major order: the 16 requests in flight at any moment belong to 16 different users, so
    // they do not queue behind each other on one wallet's lock.
    for (let g = 0; g < GOALS_PER_USER; g++) {
      for (const user of users) pairs.push({ userId: user.id, token: user.token, goalId: await createGoal(server, user, `Goal ${g + 1}`) });
    }
    emit(B, 'seeded_users', users.length, { goals: pairs.length });

    const load = await drive(
      server.url,
      pairs.map((p) => ({
        method: 'POST',
        path: `/api/goals/${p.goalId}/contribute`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
        body: JSON.stringify({ userId: p.userId, contributionAmount: 1 }),
      })),
      { connections: 16, seconds },
    );
    emit(B, 'contributions_per_s', load.reqPerSec, { connections: 16, seconds });
    emit(B, 'contribution_p50_ms', load.p50Ms);
    emit(B, 'contribution_p99_ms', load.p99Ms);
    emit(B, 'contribution_non2xx', load.non2xx, { errors: load.errors, total: load.total });
    emit(B, 'server_cpu_ms_per_contribution', load.serverCpuMsPerRequest);

    const pgbench = await pgbenchTpcb(seconds);
    emit(B, 'pgbench_tpcb_tps', pgbench.tps, { clients: 8, threads: 2, scale: 10, seconds, latencyAvgMs: pgbench.latencyAvgMs });
    const ratio = load.reqPerSec / pgbench.tps;
    emit(B, 'ratio_to_pgbench', ratio, { target: 0.5, met: ratio >= 0.5 });
    emit(B, 'p99_target_met', load.p99Ms < 50, { target_ms: 50, p99_ms: load.p99Ms });

    const violations = await checkLedger(server.ctx.db);
    emit(B, 'ledger_violations', violations.length, violations.length ? { first: violations.slice(0, 3) } : {});
    if (violations.length > 0 || load.non2xx > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
