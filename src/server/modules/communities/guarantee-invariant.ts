import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import type { LedgerInvariant, Violation } from '../../ledger/check';

/**
 * Every accepted guarantee holds what decision 088 says: its whole amount until its loan is paid out,
 * then amount × outstanding ÷ total owed rounded up to the cent; a guarantee of a loan no longer
 * active holds nothing. One of the ledger check's invariants (decision 071).
 */
export const communityHoldsInvariant: LedgerInvariant = {
  rule: 'community_guarantee_holds',
  async violations(db: Db): Promise<Violation[]> {
    const rows = await queryRows(
      db,
      z.object({ id: col.text, held: col.bigint, expected: col.bigint }),
      sql`SELECT g.id::text AS id, g.held_cents AS held,
                 (CASE WHEN l.id IS NULL THEN g.amount_cents
                       WHEN l.status <> 'active' THEN 0
                       ELSE (g.amount_cents * (l.principal_cents + l.interest_cents - l.repaid_cents)
                             + l.principal_cents + l.interest_cents - 1) / (l.principal_cents + l.interest_cents) END)::bigint AS expected
          FROM community_guarantees g JOIN community_loan_applications a ON a.id = g.application_id
          LEFT JOIN community_loans l ON l.payout_id = a.payout_id
          WHERE g.status = 'accepted'`,
    );
    return rows
      .filter((r) => r.held !== r.expected)
      .map((r) => ({
        rule: 'community_guarantee_holds',
        detail: `guarantee ${r.id} holds ${r.held} but its loan says ${r.expected}`,
      }));
  },
};
