import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { currentCycleNumber } from '../../../shared/community-cycles';
import { toKes } from '../../../shared/money';
import { accountSpecs } from '../../ledger/accounts';
import { nairobiDay } from '../../../shared/nairobi-time';
import type { StatementMember } from '../../../shared/schemas/community-statement';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import type { ReaderLanguage } from '../../http/reader-language';
import type { CommunityRow } from './community-store';
import { keyFactsLine } from './key-facts-texts';

/** What a pool statement adds to the ledger's movements, read from the community's stored facts. */
export interface PoolFacts {
  /** The cycle a contribution was made in (the one running on its Nairobi day), by journal entry. */
  cycleOf: Map<string, number>;
  /**
   * Why a payout, rotation pot or share-out was paid, as its request said, by journal entry; a loan's
   * key facts (total, due date, APR), in the reader's language.
   */
  reasonOf: Map<string, string>;
  /** Every member's totals over the period: paid in, paid out, fines charged. */
  members: StatementMember[];
}

/** The stored facts of the pool's movements between `start` and `until` (instants; `until` excluded). */
export async function poolFacts(
  db: Db,
  community: CommunityRow,
  start: Date,
  until: Date,
  language: ReaderLanguage,
): Promise<PoolFacts> {
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
    z.object({
      entry_id: col.bigint,
      reason: col.text,
      total: col.bigint.nullable(),
      due: col.date.nullable(),
      apr: col.int.nullable(),
      capped: z.boolean().nullable(),
    }),
    sql`SELECT p.entry_id, p.reason, l.principal_cents + l.interest_cents AS total, l.due_date::text AS due,
               l.quoted_apr_tenths AS apr, l.quoted_capped AS capped
        FROM community_payouts p LEFT JOIN community_loans l ON l.payout_id = p.id AND l.quoted_apr_tenths IS NOT NULL
        WHERE p.community_id = ${community.id}::uuid AND p.entry_id IS NOT NULL`,
  );
  // A loan quoted before it was asked (decision 085) reads by its key facts; any other request by its reason.
  const reason = (p: (typeof payouts)[number]) =>
    p.total !== null && p.due !== null && p.apr !== null
      ? keyFactsLine(p.total, p.due, p.apr, p.capped ?? false)[language]
      : p.reason;
  const first = community.first_due_date;
  return {
    cycleOf: new Map(
      contributions.map((c) => [
        c.entry_id.toString(),
        currentCycleNumber(first, community.frequency, nairobiDay(c.created_at)),
      ]),
    ),
    reasonOf: new Map(payouts.map((p) => [p.entry_id.toString(), reason(p)])),
    members: await memberTotals(db, community, from, to),
  };
}

const MemberRow = z.object({
  user_id: col.text,
  full_name: col.text.nullable(),
  paid_in: col.bigint,
  paid_out: col.bigint,
  fines: col.bigint,
});

/**
 * Each member's totals over the period, summed by the database: what the pool's movements that name
 * them took in and paid out, and the fines charged to them; members by name.
 */
async function memberTotals(db: Db, community: CommunityRow, from: string, to: string): Promise<StatementMember[]> {
  const rows = await queryRows(
    db,
    MemberRow,
    sql`WITH moves AS (
          SELECT j.meta->>'userId' AS user_id,
                 SUM(GREATEST(p.amount_cents, 0)) AS paid_in, SUM(GREATEST(-p.amount_cents, 0)) AS paid_out
          FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries j ON j.id = p.entry_id
          WHERE a.code = ${accountSpecs.communityPool(community.id).code} AND j.meta->>'userId' IS NOT NULL
            AND p.created_at >= ${from}::timestamptz AND p.created_at < ${to}::timestamptz
          GROUP BY 1),
        fined AS (
          SELECT user_id, SUM(amount_cents) AS fines FROM community_fines
          WHERE community_id = ${community.id}::uuid AND charged_at >= ${from}::timestamptz AND charged_at < ${to}::timestamptz
          GROUP BY 1)
        SELECT COALESCE(m.user_id, f.user_id) AS user_id, u.full_name, COALESCE(m.paid_in, 0)::bigint AS paid_in,
               COALESCE(m.paid_out, 0)::bigint AS paid_out, COALESCE(f.fines, 0)::bigint AS fines
        FROM moves m FULL JOIN fined f ON f.user_id = m.user_id LEFT JOIN users u ON u.id = COALESCE(m.user_id, f.user_id)
        ORDER BY u.full_name, 1`,
  );
  return rows.map((r) => ({
    user_id: r.user_id,
    full_name: r.full_name,
    paid_in: toKes(r.paid_in),
    paid_out: toKes(r.paid_out),
    fines: toKes(r.fines),
  }));
}
