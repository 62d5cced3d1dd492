// Closing one cycle for N communities × 20 members on PostgreSQL: the cycle close job's set-based
// pass (fines, rotation payout requests, notifications). Usage: tsx bench/communities.ts [N,N,...=1000,10000]
// Each scale gets its own scratch database, seeded set-based through real ledger entries: most members
// (8 in 10) paid their contribution before the due date, 1 in 10 paid after it and 1 in 10 not at
// all (so a fifth are fined, and the late payers' payments settle their fines); half the communities
// run a rotation. The ledger
// (with the pools' invariant) is checked after each close. The machine's 1-minute load average before
// and after the close is printed with its time.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { allowLongStatements, LONG_STATEMENT_MS } from '../src/server/db/client';
import { inTransaction } from '../src/server/db/tx';
import { nairobiDay } from '../src/shared/nairobi-time';
import { closeDueCycles } from '../src/server/modules/communities';
import { withBenchServer } from './lib/app';
import { emit, secondsSince } from './lib/emit';
import { emitLedgerCheck } from './lib/ledger-check';
import { seedSaversInBulk } from './lib/seed-accounts';

const B = 'communities';
const MEMBERS = 20;
const scales = (process.argv[2] ?? '1000,10000').split(',').map(Number);
if (scales.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('usage: tsx bench/communities.ts [N,N,...]');

for (const communities of scales) {
  await withBenchServer('communities', async (server) => {
    let start = performance.now();
    await seedSaversInBulk(server.ctx.db, communities * MEMBERS, 3);
    const yesterday = nairobiDay(new Date(Date.now() - 86_400_000));
    const at = new Date().toISOString();
    // Before the due date's end (00:00 Nairobi today): yesterday at noon in Nairobi.
    const created = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const onTime = new Date(`${yesterday}T09:00:00Z`).toISOString();
    await inTransaction(server.ctx.db, async (tx) => {
      await allowLongStatements(tx, LONG_STATEMENT_MS);
      await tx.execute(
        sql`INSERT INTO communities (id, name, contribution_cents, frequency, first_due_date, late_fine_cents, rotation,
                                     approvals_required, loan_interest_bp, next_close_date, created_by, created_at)
            SELECT ('00000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid, 'Chama ' || c, 100000, 'monthly',
                   ${yesterday}::date, 10000, c % 2 = 0, 2, 1000, ${yesterday}::date,
                   'B' || lpad(((c - 1) * ${MEMBERS} + 1)::text, 7, '0'), ${created}::timestamptz
            FROM generate_series(1, ${communities}) AS c`,
      );
      await tx.execute(
        sql`INSERT INTO community_members (community_id, user_id, role, first_cycle, rotation_position, joined_at)
            SELECT ('00000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid, 'B' || lpad(((c - 1) * ${MEMBERS} + k)::text, 7, '0'),
                   CASE k WHEN 1 THEN 'chairperson' WHEN 2 THEN 'treasurer' WHEN 3 THEN 'secretary' ELSE 'member' END,
                   1, CASE WHEN c % 2 = 0 THEN k END, ${created}::timestamptz
            FROM generate_series(1, ${communities}) AS c, generate_series(1, ${MEMBERS}) AS k`,
      );
      await tx.execute(
        sql`INSERT INTO ledger_accounts (code, kind, ref_id, sign, balance_cents)
            SELECT 'community:' || id::text, 'community_pool', id::text, 'non_negative', 0 FROM communities`,
      );
      // Cycle 1 paid by 9 members in 10 (1 in 10 of them after the due date): wallet → pool, one entry
      // each at the payment's time, with its contribution row.
      await tx.execute(
        sql`WITH payers AS (
              SELECT m.id AS member_id, m.community_id, m.user_id, w.id AS wallet_id, p.id AS pool_id,
                     CASE WHEN m.id % 10 = 2 THEN ${at}::timestamptz ELSE ${onTime}::timestamptz END AS paid_at
              FROM community_members m
              JOIN ledger_accounts w ON w.code = 'wallet:' || m.user_id
              JOIN ledger_accounts p ON p.code = 'community:' || m.community_id::text
              WHERE m.id % 10 <> 1
            ), je AS (
              INSERT INTO journal_entries (idempotency_key, kind, description, actor_user_id, meta, created_at)
              SELECT 'bench-contribution:' || member_id, 'community_contribution', 'Contribution', user_id,
                     jsonb_build_object('communityId', community_id, 'userId', user_id), paid_at
              FROM payers RETURNING id, idempotency_key
            ), pairs AS (
              SELECT je.id AS entry_id, payers.* FROM je JOIN payers ON je.idempotency_key = 'bench-contribution:' || payers.member_id
            ), posted AS (
              INSERT INTO postings (entry_id, account_id, amount_cents, created_at)
              SELECT entry_id, wallet_id, -100000, paid_at FROM pairs
              UNION ALL SELECT entry_id, pool_id, 100000, paid_at FROM pairs
              RETURNING 1
            ), rows_in AS (
              INSERT INTO community_contributions (community_id, user_id, member_id, amount_cents, entry_id, created_at)
              SELECT community_id, user_id, member_id, 100000, entry_id, paid_at FROM pairs RETURNING 1
            )
            UPDATE community_members m SET paid_cents = 100000 FROM pairs WHERE m.id = pairs.member_id`,
      );
      await tx.execute(
        sql`UPDATE ledger_accounts a SET balance_cents = s.total
            FROM (SELECT account_id, SUM(amount_cents) AS total FROM postings GROUP BY account_id) s
            WHERE a.id = s.account_id AND a.balance_cents IS NOT NULL AND (a.kind = 'wallet' OR a.kind = 'community_pool')`,
      );
    });
    await server.ctx.db.execute(sql`ANALYZE`);
    emit(B, 'seed_s', secondsSince(start), { communities, members: communities * MEMBERS });

    const loadBefore = loadavg()[0];
    start = performance.now();
    const result = await closeDueCycles(server.ctx);
    const seconds = secondsSince(start);
    const load1 = [loadBefore, loadavg()[0]].map((l) => Math.round((l ?? 0) * 10) / 10);
    emit(B, 'close_s', seconds, { communities, ...result, load1 });
    emit(B, 'per_community_ms', (seconds * 1000) / communities, { communities });
    if (result.closed !== communities) process.exitCode = 1;

    await emitLedgerCheck(B, server.ctx.db, { communities });
  });
}
