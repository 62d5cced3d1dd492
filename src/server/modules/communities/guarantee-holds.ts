import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { toKes } from '../../../shared/money';
import type { CommunityRow, MemberRow } from './community-store';

/**
 * Holds on savings (docs/product/communities.md, decision 088). A member's savings in a community are
 * `unreturnedSavings`; an accepted guarantee holds `held_cents` of its guarantor's. What is free is
 * savings less holds: it backs the member's own borrowing, new guarantees, and a share-out's pay.
 */

/** What the member's accepted guarantees in the community hold now. */
export async function heldOf(db: Db, communityId: string, userId: string): Promise<bigint> {
  const row = await queryRow(
    db,
    z.object({ held: col.bigint }),
    sql`SELECT COALESCE(SUM(held_cents), 0)::bigint AS held FROM community_guarantees
        WHERE community_id = ${communityId}::uuid AND guarantor_user_id = ${userId} AND status = 'accepted'`,
  );
  return row?.held ?? 0n;
}

/** Every active guarantor's held total in the community. */
export async function heldByMember(db: Db, communityId: string): Promise<Map<string, bigint>> {
  const rows = await queryRows(
    db,
    z.object({ user_id: col.text, held: col.bigint }),
    sql`SELECT guarantor_user_id AS user_id, SUM(held_cents)::bigint AS held FROM community_guarantees
        WHERE community_id = ${communityId}::uuid AND status = 'accepted' GROUP BY guarantor_user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, r.held]));
}

/** The detail's "KES 2,000 held for Amina's loan", per guarantor. */
export async function holdsByGuarantor(
  db: Db,
  communityId: string,
): Promise<Map<string, Array<{ borrower_name: string; held: number }>>> {
  const rows = await queryRows(
    db,
    z.object({ user_id: col.text, borrower_name: col.text, held: col.bigint }),
    sql`SELECT g.guarantor_user_id AS user_id, COALESCE(u.full_name, 'A member') AS borrower_name, g.held_cents AS held
        FROM community_guarantees g JOIN community_loan_applications a ON a.id = g.application_id
        JOIN users u ON u.id = a.user_id
        WHERE g.community_id = ${communityId}::uuid AND g.status = 'accepted' AND g.held_cents > 0
        ORDER BY g.created_at, g.id`,
  );
  const out = new Map<string, Array<{ borrower_name: string; held: number }>>();
  for (const r of rows) {
    const list = out.get(r.user_id) ?? [];
    list.push({ borrower_name: r.borrower_name, held: toKes(r.held) });
    out.set(r.user_id, list);
  }
  return out;
}

/** A membership's savings: what it put in, less fines paid, savings returned and pots received (as community-share-out's). */
export const savingsOf = (m: MemberRow): bigint => {
  const left = m.paid_cents - m.fines_paid_cents - m.returned_cents - m.received_cents;
  return left > 0n ? left : 0n;
};

/** Savings not held by any guarantee. */
export async function freeSavings(db: Db, communityId: string, m: MemberRow): Promise<bigint> {
  const free = savingsOf(m) - (await heldOf(db, communityId, m.user_id));
  return free > 0n ? free : 0n;
}

/** What the member still owes on loans in the community (active, or recovered with a rest). */
export async function owedIn(db: Db, communityId: string, userId: string): Promise<bigint> {
  const row = await queryRow(
    db,
    z.object({ owed: col.bigint }),
    sql`SELECT COALESCE(SUM(principal_cents + interest_cents - repaid_cents), 0)::bigint AS owed FROM community_loans
        WHERE community_id = ${communityId}::uuid AND user_id = ${userId} AND status <> 'repaid'`,
  );
  return row?.owed ?? 0n;
}

/** The most the member may borrow without guarantors: the multiple of their free savings, less what they owe. */
export async function borrowCapacity(db: Db, community: CommunityRow, m: MemberRow): Promise<bigint> {
  const most =
    BigInt(community.loan_multiple) * (await freeSavings(db, community.id, m)) -
    (await owedIn(db, community.id, m.user_id));
  return most > 0n ? most : 0n;
}

/** The hold of a guarantee of `amount` when `outstanding` of `total` is owed: rounded up to the cent. */
export function holdFor(amount: bigint, outstanding: bigint, total: bigint): bigint {
  if (total <= 0n || outstanding <= 0n) return 0n;
  return (amount * outstanding + total - 1n) / total;
}

/**
 * After a repayment, every accepted guarantee of the loan holds amount × outstanding ÷ total owed
 * (rounded up to the cent); when nothing is outstanding, the guarantees are released.
 */
export async function rescaleHolds(db: Db, payoutId: string, outstanding: bigint, total: bigint, at: Date) {
  await db.execute(
    sql`UPDATE community_guarantees g
        SET held_cents = CASE WHEN ${outstanding.toString()}::bigint <= 0 THEN 0
                              ELSE (g.amount_cents * ${outstanding.toString()}::bigint + ${total.toString()}::bigint - 1) / ${total.toString()}::bigint END,
            status = CASE WHEN ${outstanding.toString()}::bigint <= 0 THEN 'released' ELSE g.status END,
            decided_at = CASE WHEN ${outstanding.toString()}::bigint <= 0 THEN ${at.toISOString()}::timestamptz ELSE g.decided_at END
        FROM community_loan_applications a
        WHERE a.id = g.application_id AND a.payout_id = ${payoutId}::uuid AND g.status = 'accepted'`,
  );
}

/** Ends the guarantees of a request that will not be paid (rejected, expired, the borrower left): pending expire, accepted are released. */
export async function releaseForPayout(db: Db, payoutId: string, at: Date) {
  await db.execute(
    sql`UPDATE community_guarantees g
        SET status = CASE WHEN g.status = 'pending' THEN 'expired' ELSE 'released' END, held_cents = 0,
            decided_at = ${at.toISOString()}::timestamptz
        FROM community_loan_applications a
        WHERE a.id = g.application_id AND a.payout_id = ${payoutId}::uuid AND g.status IN ('pending', 'accepted')`,
  );
}

/**
 * A leaver (with nothing held: leave refuses that) ends what waits on them: their own requests waiting
 * for guarantors end, with every guarantee on them; guarantees they were asked for expire; the
 * guarantees of their loan requests that leaving expired are released.
 */
export async function endGuaranteesOfLeaver(db: Db, communityId: string, userId: string, at: Date) {
  const when = sql`${at.toISOString()}::timestamptz`;
  await db.execute(
    sql`UPDATE community_loan_applications SET status = 'ended'
        WHERE community_id = ${communityId}::uuid AND user_id = ${userId} AND status = 'waiting'`,
  );
  await db.execute(
    sql`UPDATE community_guarantees g
        SET status = CASE WHEN g.status = 'pending' THEN 'expired' ELSE 'released' END, held_cents = 0, decided_at = ${when}
        FROM community_loan_applications a LEFT JOIN community_payouts p ON p.id = a.payout_id
        WHERE a.id = g.application_id AND g.community_id = ${communityId}::uuid AND g.status IN ('pending', 'accepted')
          AND (g.guarantor_user_id = ${userId} AND g.status = 'pending'
               OR a.user_id = ${userId} AND (a.status = 'ended' OR p.status IN ('expired', 'rejected')))`,
  );
}

/** Guarantees of requests that ended without a loan (rejected or expired by the officials' side) are released: the job's sweep. */
export async function sweepEndedRequests(db: Db, at: Date) {
  await db.execute(
    sql`UPDATE community_guarantees g
        SET status = CASE WHEN g.status = 'pending' THEN 'expired' ELSE 'released' END, held_cents = 0,
            decided_at = ${at.toISOString()}::timestamptz
        FROM community_loan_applications a JOIN community_payouts p ON p.id = a.payout_id
        WHERE a.id = g.application_id AND g.status IN ('pending', 'accepted') AND p.status IN ('expired', 'rejected')`,
  );
}
