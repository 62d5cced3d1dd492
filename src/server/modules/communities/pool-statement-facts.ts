import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { currentCycleNumber } from '../../../shared/community-cycles';
import { toCents, toKes } from '../../../shared/money';
import { nairobiDay } from '../../../shared/nairobi-time';
import type { StatementEntry, StatementMember } from '../../../shared/schemas/communities';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import type { CommunityRow } from './community-store';

/** What a pool statement adds to the ledger's movements, read from the community's stored facts. */
export interface PoolFacts {
  /** The cycle a contribution was made in (the one running on its Nairobi day), by journal entry. */
  cycleOf: Map<string, number>;
  /** Why a payout, rotation pot, loan or share-out was paid, as its request said, by journal entry. */
  reasonOf: Map<string, string>;
  /** Fines charged in the period, by member: user id → name and cents. */
  fines: Map<string, { name: string | null; cents: bigint }>;
}

/** The stored facts of the pool's movements between `start` and `until` (instants; `until` excluded). */
export async function poolFacts(db: Db, community: CommunityRow, start: Date, until: Date): Promise<PoolFacts> {
  const from = start.toISOString();
  const to = until.toISOString();
  const contributions = await queryRows(
    db,
    z.object({ entry_id: col.bigint, created_at: col.timestamp }),
    sql`SELECT entry_id, created_at FROM community_contributions
        WHERE community_id = ${community.id}::uuid AND created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz`,
  );
  const payouts = await queryRows(
    db,
    z.object({ entry_id: col.bigint, reason: col.text }),
    sql`SELECT entry_id, reason FROM community_payouts
        WHERE community_id = ${community.id}::uuid AND entry_id IS NOT NULL`,
  );
  const fined = await queryRows(
    db,
    z.object({ user_id: col.text, full_name: col.text.nullable(), cents: col.bigint }),
    sql`SELECT f.user_id, u.full_name, SUM(f.amount_cents)::bigint AS cents
        FROM community_fines f JOIN users u ON u.id = f.user_id
        WHERE f.community_id = ${community.id}::uuid AND f.charged_at >= ${from}::timestamptz AND f.charged_at < ${to}::timestamptz
        GROUP BY f.user_id, u.full_name`,
  );
  const first = community.first_due_date;
  return {
    cycleOf: new Map(
      contributions.map((c) => [
        c.entry_id.toString(),
        currentCycleNumber(first, community.frequency, nairobiDay(c.created_at)),
      ]),
    ),
    reasonOf: new Map(payouts.map((p) => [p.entry_id.toString(), p.reason])),
    fines: new Map(fined.map((f) => [f.user_id, { name: f.full_name, cents: f.cents }])),
  };
}

/**
 * Each member's totals over the period: what they paid in and were paid out (from the movements that
 * name them) and the fines charged to them; members by name.
 */
export function memberTotals(entries: StatementEntry[], fines: PoolFacts['fines']): StatementMember[] {
  const by = new Map<string, { name: string | null; inCents: bigint; outCents: bigint; fineCents: bigint }>();
  const of = (id: string, name: string | null) => {
    const found = by.get(id) ?? { name, inCents: 0n, outCents: 0n, fineCents: 0n };
    by.set(id, found);
    return found;
  };
  for (const e of entries) {
    if (!e.user_id) continue;
    const cents = toCents(e.amount);
    const m = of(e.user_id, e.full_name);
    if (cents > 0n) m.inCents += cents;
    else m.outCents -= cents;
  }
  for (const [id, f] of fines) of(id, f.name).fineCents += f.cents;
  return [...by.entries()]
    .map(([id, m]) => ({
      user_id: id,
      full_name: m.name,
      paid_in: toKes(m.inCents),
      paid_out: toKes(m.outCents),
      fines: toKes(m.fineCents),
    }))
    .sort((a, b) => (a.full_name ?? '').localeCompare(b.full_name ?? '') || a.user_id.localeCompare(b.user_id));
}
