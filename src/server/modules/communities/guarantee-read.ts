import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { communityLoanInterest } from '../../../shared/community-cycles';
import { toKes } from '../../../shared/money';
import type { GuaranteeView } from '../../../shared/schemas/community-guarantees';
import type { AppContext } from '../../context';
import { col, queryRows } from '../../db/typed-rows';
import { todayOf } from './community-store';

/** A guarantor's guarantees, newest first, with the loan's key facts and the borrower's record (docs/product/communities.md). */
const row = z.object({
  guarantee_id: col.text,
  community_id: col.text,
  community_name: col.text,
  loan_interest_bp: col.int,
  borrower_id: col.text,
  borrower_name: col.text,
  amount_cents: col.bigint,
  held_cents: col.bigint,
  called_cents: col.bigint,
  status: z.enum(['pending', 'accepted', 'declined', 'expired', 'released', 'called']),
  ask_cents: col.bigint,
  months: col.int,
  expires_at: col.timestamp,
  repaid_loans: col.int,
  recovered_loans: col.int,
  loan_id: col.text.nullable(),
  outstanding_cents: col.bigint.nullable(),
  due_date: col.date.nullable(),
  loan_status: col.text.nullable(),
});

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export async function listGuarantees(ctx: AppContext, userId: string): Promise<GuaranteeView[]> {
  const rows = await queryRows(
    ctx.db,
    row,
    sql`SELECT g.id::text AS guarantee_id, g.community_id::text AS community_id, c.name AS community_name, c.loan_interest_bp,
               a.user_id AS borrower_id, COALESCE(u.full_name, 'A member') AS borrower_name,
               g.amount_cents, g.held_cents, g.called_cents, g.status, a.amount_cents AS ask_cents, a.months, a.expires_at,
               (SELECT COUNT(*) FROM community_loans x WHERE x.community_id = a.community_id AND x.user_id = a.user_id AND x.status = 'repaid')::int AS repaid_loans,
               (SELECT COUNT(*) FROM community_loans x WHERE x.community_id = a.community_id AND x.user_id = a.user_id AND x.status = 'recovered')::int AS recovered_loans,
               l.id::text AS loan_id, (l.principal_cents + l.interest_cents - l.repaid_cents)::bigint AS outstanding_cents,
               l.due_date::text AS due_date, l.status AS loan_status
        FROM community_guarantees g
        JOIN community_loan_applications a ON a.id = g.application_id
        JOIN communities c ON c.id = g.community_id
        JOIN users u ON u.id = a.user_id
        LEFT JOIN community_loans l ON l.payout_id = a.payout_id
        WHERE g.guarantor_user_id = ${userId}
        ORDER BY g.created_at DESC, g.id`,
  );
  const today = todayOf(ctx);
  return rows.map((r) => ({
    guarantee_id: r.guarantee_id,
    community_id: r.community_id,
    community_name: r.community_name,
    borrower: { user_id: r.borrower_id, full_name: r.borrower_name },
    amount: toKes(r.amount_cents),
    held: toKes(r.held_cents),
    called: toKes(r.called_cents),
    status: r.status,
    request: {
      amount: toKes(r.ask_cents),
      months: r.months,
      total: toKes(r.ask_cents + communityLoanInterest(r.ask_cents, r.loan_interest_bp, r.months)),
      expires_at: r.expires_at.toISOString(),
    },
    record: { repaid: r.repaid_loans, recovered: r.recovered_loans },
    loan:
      r.loan_id && r.due_date
        ? {
            loan_id: r.loan_id,
            outstanding: toKes(r.outstanding_cents ?? 0n),
            due_date: r.due_date,
            daysLate: r.loan_status === 'repaid' ? 0 : Math.max(0, daysBetween(r.due_date, today)),
          }
        : null,
  }));
}
