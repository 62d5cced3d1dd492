// Reads: GET /api/accounts/{userId} (session check + balance) beside GET /healthz (the bare
// framework) on the same server. Usage: tsx bench/reads.ts [seconds=10] [rounds=2]
// BENCH_CPU_PROF=folder writes the server's CPU profile of each load phase there (bench/lib/cpu-profile.ts).
// Each round runs the account reads for `seconds`, then /healthz for `seconds`, and takes their ratio;
// the summary is the median of the rounds and their range (alternating phases cancels more of a shared
// machine's drifting load than one long phase of each).
import { withBenchServer } from './lib/app';
import { withCpuProfile } from './lib/cpu-profile';
import { emit } from './lib/emit';
import { drive } from './lib/load';
import { seedSavers } from './lib/seed';

const seconds = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 2);
const B = 'reads';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
  return { value: middle, min: sorted[0]!, max: sorted[sorted.length - 1]! };
};

await withBenchServer('reads', async (server) => {
  const users = await seedSavers(server, 64, 1_000);
  const reads = users.map((u) => ({
    method: 'GET',
    path: `/api/accounts/${u.id}`,
    headers: { authorization: `Bearer ${u.token}` },
  }));
  const results: Array<{
    accounts: number;
    p99: number;
    cpu: number;
    health: number;
    healthP99: number;
    healthCpu: number;
    ratio: number;
  }> = [];
  let failures = 0;
  for (let round = 1; round <= rounds; round++) {
    const accounts = await withCpuProfile(`reads-accounts-${round}`, () =>
      drive(server.url, reads, { connections: 16, seconds }),
    );
    const health = await withCpuProfile(`reads-healthz-${round}`, () =>
      drive(server.url, [{ method: 'GET', path: '/healthz' }], { connections: 16, seconds }),
    );
    failures += accounts.non2xx + health.non2xx;
    const ratio = accounts.reqPerSec / health.reqPerSec;
    results.push({
      accounts: accounts.reqPerSec,
      p99: accounts.p99Ms,
      cpu: accounts.serverCpuMsPerRequest,
      health: health.reqPerSec,
      healthP99: health.p99Ms,
      healthCpu: health.serverCpuMsPerRequest,
      ratio,
    });
    emit(B, 'round', round, {
      accounts_req_per_s: accounts.reqPerSec,
      accounts_p50_ms: accounts.p50Ms,
      accounts_p99_ms: accounts.p99Ms,
      server_cpu_ms_per_accounts_read: accounts.serverCpuMsPerRequest,
      healthz_req_per_s: health.reqPerSec,
      healthz_p99_ms: health.p99Ms,
      server_cpu_ms_per_healthz: health.serverCpuMsPerRequest,
      non2xx: accounts.non2xx + health.non2xx,
      errors: accounts.errors + health.errors,
      ratio: Number(ratio.toFixed(3)),
    });
  }
  const figure = (
    metric: string,
    pick: (r: (typeof results)[number]) => number,
    extra: Record<string, unknown> = {},
  ) => {
    const { value, ...range } = median(results.map(pick));
    emit(B, metric, value, { ...range, ...extra });
    return value;
  };
  figure('accounts_req_per_s', (r) => r.accounts, { connections: 16, seconds, rounds, users: users.length });
  figure('accounts_p99_ms', (r) => r.p99);
  figure('server_cpu_ms_per_accounts_read', (r) => r.cpu);
  figure('healthz_req_per_s', (r) => r.health, { connections: 16, seconds, rounds });
  figure('healthz_p99_ms', (r) => r.healthP99);
  figure('server_cpu_ms_per_healthz', (r) => r.healthCpu);
  const ratio = figure('ratio_to_healthz', (r) => r.ratio);
  emit(B, 'ratio_target_met', ratio >= 0.5, { target: 0.5 });
  if (failures > 0) process.exitCode = 1;
});
