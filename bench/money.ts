// Money movement: goal contributions over HTTP on PostgreSQL, beside pgbench's TPC-B-like load on the
// same server in the same run. Usage: tsx bench/money.ts [seconds=10] [rounds=2]
// BENCH_CPU_PROF=folder writes the server's CPU profile of each contribution phase there (bench/lib/cpu-profile.ts).
// Each round runs the contributions for `seconds`, then pgbench for `seconds`, and takes their ratio:
// on a shared machine the load drifts, and alternating short phases lets it cancel out better than
// one long phase of each. The summary is the median of the rounds (and their range).
import { checkLedger } from '../src/server/ledger/check';
import { ledgerInvariants } from '../src/server/modules';
import { withBenchServer } from './lib/app';
import { withCpuProfile } from './lib/cpu-profile';
import { emit } from './lib/emit';
import { drive } from './lib/load';
import { preparePgbench } from './lib/pgbench';
import { createGoal, seedSavers } from './lib/seed';

const seconds = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 2);
const USERS = 64;
const GOALS_PER_USER = 2;
const B = 'money';

await withBenchServer('money', async (server) => {
  const users = await seedSavers(server, USERS, 1_000_000);
  const pairs: Array<{ userId: string; token: string; goalId: string }> = [];
  // Goal-major order: the 16 requests in flight at any moment belong to 16 different users, so
  // they do not queue behind each other on one wallet's lock.
  for (let g = 0; g < GOALS_PER_USER; g++) {
    for (const user of users)
      pairs.push({ userId: user.id, token: user.token, goalId: await createGoal(server, user, `Goal ${g + 1}`) });
  }
  emit(B, 'seeded_users', users.length, { goals: pairs.length });

  const requests = pairs.map((p) => ({
    method: 'POST',
    path: `/api/goals/${p.goalId}/contribute`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
    body: JSON.stringify({ userId: p.userId, contributionAmount: 1 }),
  }));
  const pgbench = await preparePgbench();
  const results: Array<{ perS: number; p50: number; p99: number; cpu: number; tps: number; ratio: number }> = [];
  let non2xx = 0;
  try {
    for (let round = 1; round <= rounds; round++) {
      const load = await withCpuProfile(`money-contributions-${round}`, () =>
        drive(server.url, requests, { connections: 16, seconds }),
      );
      const tpcb = await pgbench.run(seconds);
      const ratio = load.reqPerSec / tpcb.tps;
      non2xx += load.non2xx;
      results.push({
        perS: load.reqPerSec,
        p50: load.p50Ms,
        p99: load.p99Ms,
        cpu: load.serverCpuMsPerRequest,
        tps: tpcb.tps,
        ratio,
      });
      emit(B, 'round', round, {
        contributions_per_s: load.reqPerSec,
        p50_ms: load.p50Ms,
        p99_ms: load.p99Ms,
        server_cpu_ms: load.serverCpuMsPerRequest,
        non2xx: load.non2xx,
        errors: load.errors,
        pgbench_tps: tpcb.tps,
        ratio: Number(ratio.toFixed(3)),
      });
    }
  } finally {
    await pgbench.drop();
  }
  const summary = (pick: (r: (typeof results)[number]) => number) => {
    const values = results.map(pick).sort((a, b) => a - b);
    const middle = (values[Math.floor((values.length - 1) / 2)]! + values[Math.ceil((values.length - 1) / 2)]!) / 2;
    return { value: middle, min: values[0]!, max: values[values.length - 1]! };
  };
  const { value: perS, ...perSRange } = summary((r) => r.perS);
  emit(B, 'contributions_per_s', perS, { ...perSRange, connections: 16, seconds, rounds });
  const { value: p50, ...p50Range } = summary((r) => r.p50);
  emit(B, 'contribution_p50_ms', p50, p50Range);
  const { value: p99, ...p99Range } = summary((r) => r.p99);
  emit(B, 'contribution_p99_ms', p99, p99Range);
  emit(B, 'contribution_non2xx', non2xx);
  const { value: cpu, ...cpuRange } = summary((r) => r.cpu);
  emit(B, 'server_cpu_ms_per_contribution', cpu, cpuRange);
  const { value: tps, ...tpsRange } = summary((r) => r.tps);
  emit(B, 'pgbench_tpcb_tps', tps, { ...tpsRange, clients: 8, threads: 2, scale: 10, seconds });
  const { value: ratio, ...ratioRange } = summary((r) => r.ratio);
  emit(B, 'ratio_to_pgbench', ratio, { ...ratioRange, target: 0.5, met: ratio >= 0.5 });
  emit(B, 'p99_target_met', p99 < 50, { target_ms: 50, p99_ms: p99, worst_round_ms: p99Range.max });

  const violations = await checkLedger(server.ctx.db, ledgerInvariants);
  emit(B, 'ledger_violations', violations.length, violations.length ? { first: violations.slice(0, 3) } : {});
  if (violations.length > 0 || non2xx > 0) process.exitCode = 1;
});
