import { sql } from 'drizzle-orm';
import { sqlInvariant } from '../../ledger/check';

/**
 * The stored part of each membership's payments that settled fines is the one its payments' times and
 * fines give (community_fines_paid_of, migration 1030; decision 076); a membership without fines has 0.
 * One of the ledger check's invariants (decision 071).
 */
export const communityFinesPaidInvariant = sqlInvariant(
  'community_fines_paid',
  sql`SELECT 'membership ' || m.id || ' stores fines paid ' || m.fines_paid_cents
             || ' but its payments and fines say ' || COALESCE(fp.fines_paid, 0) AS detail
      FROM community_members m
      LEFT JOIN community_fines_paid_of(ARRAY(SELECT DISTINCT f.member_id FROM community_fines f)) fp ON fp.member_id = m.id
      WHERE m.fines_paid_cents <> COALESCE(fp.fines_paid, 0)`,
);
