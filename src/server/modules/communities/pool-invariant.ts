import { sql } from 'drizzle-orm';
import { sqlInvariant } from '../../ledger/check';

/**
 * A community's pool holds exactly what its business rows say came in and went out
 * (docs/decisions/022-communities-model.md): contributions, less savings returned and income shared,
 * less payouts and loans paid, plus loan repayments. One of the ledger check's invariants (decision 071).
 */
export const communityPoolInvariant = sqlInvariant(
  'community_pool',
  sql`WITH mem AS (SELECT community_id, SUM(paid_cents - returned_cents) AS kept FROM community_members GROUP BY community_id),
           paid AS (SELECT community_id, SUM(amount_cents) AS out FROM community_payouts
                    WHERE status = 'paid' AND kind IN ('payout', 'rotation') GROUP BY community_id),
           lent AS (SELECT community_id, SUM(principal_cents - repaid_cents) AS out FROM community_loans GROUP BY community_id),
           pools AS (SELECT a.code, a.balance_cents AS balance,
                            (COALESCE(mem.kept, 0) - c.income_distributed_cents - COALESCE(paid.out, 0) - COALESCE(lent.out, 0))::bigint AS expected
                     FROM communities c JOIN ledger_accounts a ON a.code = 'community:' || c.id::text
                     LEFT JOIN mem ON mem.community_id = c.id LEFT JOIN paid ON paid.community_id = c.id
                     LEFT JOIN lent ON lent.community_id = c.id)
      SELECT code || ' holds ' || balance || ' but its rows say ' || expected AS detail
      FROM pools WHERE balance <> expected`,
);
