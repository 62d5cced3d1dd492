// One proof-of-reserves attestation over N users on PostgreSQL (docs/product/proof.md, decision 080): the
// snapshot of every owned balance, the leaves with fresh nonces and the Merkle sum tree, built in SQL
// level by level inside one REPEATABLE READ transaction.
// Usage: tsx bench/reserves.ts [N,N,...=100000]. Each scale gets its own scratch database, seeded
// set-based (N savers, each with a wallet funded by a real M-Pesa deposit entry). Emits the seconds,
// µs per user, the rise of the app's memory (RSS and heap, sampled every 100 ms: the tree is never
// in Node), then checks one user's proof against the root and the ledger's invariants.
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { col, queryRowOrThrow } from '../src/server/db/typed-rows';
import { attest, noMpesaFloat, reservesProof } from '../src/server/modules/reserves';
import { leafText, parentText } from '../src/shared/reserves-proof';
import { withBenchServer } from './lib/app';
import { emit, secondsSince } from './lib/emit';
import { emitLedgerCheck } from './lib/ledger-check';
import { withPhases } from './lib/phases';
import { seedSaversInBulk } from './lib/seed-accounts';

const B = 'reserves';
const scales = (process.argv[2] ?? '100000').split(',').map(Number);
if (scales.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('usage: tsx bench/reserves.ts [N,N,...]');

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

for (const users of scales) {
  await withBenchServer('reserves', async (server) => {
    let start = performance.now();
    await seedSaversInBulk(server.ctx.db, users, 5);
    emit(B, 'seed_s', secondsSince(start), { users });

    const base = process.memoryUsage();
    let peak = { rss: base.rss, heap: base.heapUsed };
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak = { rss: Math.max(peak.rss, m.rss), heap: Math.max(peak.heap, m.heapUsed) };
    }, 100);
    const loadBefore = loadavg()[0];
    start = performance.now();
    const made = await withPhases(B, { users }, () => attest(server.ctx, noMpesaFloat));
    const seconds = secondsSince(start);
    clearInterval(sampler);
    if (!made) throw new Error('no attestation');
    const load1 = [loadBefore, loadavg()[0]].map((l) => Math.round((l ?? 0) * 10) / 10);
    emit(B, 'attest_s', seconds, { users, load1 });
    emit(B, 'per_user_us', (seconds * 1_000_000) / users, { users });
    emit(B, 'rss_rise_mb', mb(peak.rss - base.rss), { users });
    emit(B, 'heap_rise_mb', mb(peak.heap - base.heapUsed), { users });

    const stored = await queryRowOrThrow(
      server.ctx.db,
      z.object({ leaves: col.int, nodes: col.int }),
      sql`SELECT (SELECT COUNT(*) FROM reserve_leaves WHERE attestation_id = ${made.id.toString()}::bigint)::int AS leaves,
                 (SELECT COUNT(*) FROM reserve_nodes WHERE attestation_id = ${made.id.toString()}::bigint)::int AS nodes`,
      () => new Error('no counts'),
    );
    emit(B, 'rows', stored.leaves + stored.nodes, { users, leaves: stored.leaves, nodes: stored.nodes });

    // The last saver's proof, recomputed here, reaches the root and the total.
    start = performance.now();
    const proof = await reservesProof(server.ctx.db, `B${String(users).padStart(7, '0')}`);
    emit(B, 'proof_ms', secondsSince(start) * 1000, { users, path: proof.path.length });
    let node = {
      hash: sha(leafText(proof.attestation_id, proof.user_id, BigInt(proof.leaf.sum), proof.nonce)),
      sum: BigInt(proof.leaf.sum),
    };
    for (const step of proof.path) {
      const sibling = { hash: step.hash, sum: BigInt(step.sum) };
      const [l, r] = step.side === 'left' ? [sibling, node] : [node, sibling];
      node = { hash: sha(parentText(l, r)), sum: l.sum + r.sum };
    }
    const verified = node.hash === made.root && node.sum === made.liabilitiesCents;
    emit(B, 'proof_verified', verified, { users });
    if (!verified || seconds >= 30) process.exitCode = 1;

    await emitLedgerCheck(B, server.ctx.db, { users });
  });
}
