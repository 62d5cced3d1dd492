// Reads: GET /api/accounts/{userId} (session check + balance) beside GET /healthz (the bare
// framework) on the same server. Usage: tsx bench/reads.ts [seconds=10]
import { startBenchServer } from './lib/app';
import { emit } from './lib/emit';
import { drive } from './lib/load';
import { createScratchDatabase } from './lib/scratch-database';
import { seedSavers } from './lib/seed';

const seconds = Number(process.argv[2] ?? 10);
const B = 'reads';

const db = await createScratchDatabase('reads');
try {
  const server = await startBenchServer(db.url);
  try {
    const users = await seedSavers(server, 64, 1_000);
    const accounts = await drive(
      server.url,
      users.map((u) => ({ method: 'GET', path: `/api/accounts/${u.id}`, headers: { authorization: `Bearer ${u.token}` } })),
      { connections: 16, seconds },
    );
    emit(B, 'accounts_req_per_s', accounts.reqPerSec, { connections: 16, seconds, users: users.length });
    emit(B, 'accounts_p99_ms', accounts.p99Ms, { p50_ms: accounts.p50Ms, non2xx: accounts.non2xx, errors: accounts.errors });
    emit(B, 'server_cpu_ms_per_accounts_read', accounts.serverCpuMsPerRequest);
    const health = await drive(server.url, [{ method: 'GET', path: '/healthz' }], { connections: 16, seconds });
    emit(B, 'healthz_req_per_s', health.reqPerSec, { connections: 16, seconds });
    emit(B, 'healthz_p99_ms', health.p99Ms, { p50_ms: health.p50Ms, non2xx: health.non2xx, errors: health.errors });
    emit(B, 'server_cpu_ms_per_healthz', health.serverCpuMsPerRequest);
    const ratio = accounts.reqPerSec / health.reqPerSec;
    emit(B, 'ratio_to_healthz', ratio, { target: 0.5, met: ratio >= 0.5 });
    if (accounts.non2xx > 0 || health.non2xx > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
