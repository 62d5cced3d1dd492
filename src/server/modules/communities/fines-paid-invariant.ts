import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import type { LedgerInvariant, Violation } from '../../ledger/check';

/**
 * The stored part of each membership's payments that settled fines is the one its payments' times and
 * fines give (community_fines_paid_of, migration 1030; decision 076); a membership without fines has 0.
 * One of the ledger check's invariants (decision 071).
 */
export const communityFinesPaidInvariant: LedgerInvariant = {
  rule: 'community_fines_paid',
  async violations(db: Db): Promise<Violation[]> {
    const rows = await queryRows(
      db,
      z.object({ id: col.bigint, stored: col.bigint, actual: col.bigint }),
      sql`SELECT m.id, m.fines_paid_cents AS stored, COALESCE(fp.fines_paid, 0)::bigint AS actual
          FROM community_members m
          LEFT JOIN community_fines_paid_of(ARRAY(SELECT DISTINCT f.member_id FROM community_fines f)) fp ON fp.member_id = m.id
          WHERE m.fines_paid_cents <> COALESCE(fp.fines_paid, 0)`,
    );
    return rows.map((r) => ({
      rule: 'community_fines_paid',
      detail: `membership ${r.id} stores fines paid ${r.stored} but its payments and fines say ${r.actual}`,
    }));
  },
};
