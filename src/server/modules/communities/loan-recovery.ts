import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { queueSms } from '../../sms/sms-outbox';
import { addDays } from '../../../shared/nairobi-time';
import { activeMembers, isOfficial, loadCommunity, notifyUser, todayOf } from './community-store';
import { splitProRata } from './community-share-out';
import { heldByMember, savingsOf, sweepEndedRequests } from './guarantee-holds';
import { endApplication } from './guarantee-answers';
import { applicationRow, applicationSelect } from './loan-asks';
import { guaranteeTexts } from './guarantee-texts';
import type { LocalizedText } from '../../../shared/localized-text';

/**
 * Recovery (docs/product/communities.md, decision 088): a loan 30 days past due (judged from its stored due date,
 * whenever the job runs) is settled, in one transaction, from the borrower's own free savings in the
 * community first, then from its guarantors' held amounts in proportion; never from a wallet. Savings
 * already sit in the pool, so each step moves no money: it counts savings as returned and the loan as
 * repaid by that much, and is kept in community_loan_recoveries.
 */
export const RECOVERY_DAYS = 30;

const loanRow = z.object({
  id: col.text,
  community_id: col.text,
  user_id: col.text,
  payout_id: col.text,
  owed: col.bigint,
});

export async function recoverOverdueLoans(ctx: AppContext): Promise<number> {
  const at = ctx.clock.now();
  const cutoff = addDays(todayOf(ctx), -RECOVERY_DAYS);
  const due = await queryRows(
    ctx.db,
    z.object({ id: col.text }),
    sql`SELECT id::text AS id FROM community_loans WHERE status = 'active' AND due_date <= ${cutoff}::date ORDER BY due_date, id`,
  );
  for (const { id } of due) await inTransaction(ctx.db, (tx) => recoverLoan(tx, id, cutoff, at));
  await sweepEndedRequests(ctx.db, at);
  await expireApplications(ctx, at);
  return due.length;
}

async function recoverLoan(tx: Db, loanId: string, cutoff: string, at: Date) {
  const head = await queryRow(
    tx,
    z.object({ community_id: col.text }),
    sql`SELECT community_id::text AS community_id FROM community_loans WHERE id = ${loanId}::uuid`,
  );
  if (!head) return;
  // Memberships first (by id, as contributions and share-outs lock them), then the loan.
  const members = await activeMembers(tx, head.community_id, true);
  const loan = await queryRow(
    tx,
    loanRow,
    sql`SELECT id::text AS id, community_id::text AS community_id, user_id, payout_id::text AS payout_id,
               (principal_cents + interest_cents - repaid_cents)::bigint AS owed
        FROM community_loans WHERE id = ${loanId}::uuid AND status = 'active' AND due_date <= ${cutoff}::date FOR UPDATE`,
  );
  if (!loan) return;
  const community = await loadCommunity(tx, loan.community_id);
  const held = await heldByMember(tx, community.id);
  const borrower = members.find((m) => m.user_id === loan.user_id);
  const nameOf = (id: string) => members.find((m) => m.user_id === id)?.full_name ?? 'A member';
  const ownFree = borrower ? savingsOf(borrower) - (held.get(borrower.user_id) ?? 0n) : 0n;
  const fromBorrower = ownFree <= 0n ? 0n : ownFree < loan.owed ? ownFree : loan.owed;
  const guarantees = await queryRows(
    tx,
    z.object({ id: col.text, user_id: col.text, held: col.bigint }),
    sql`SELECT g.id::text AS id, g.guarantor_user_id AS user_id, g.held_cents AS held
        FROM community_guarantees g JOIN community_loan_applications a ON a.id = g.application_id
        WHERE a.payout_id = ${loan.payout_id}::uuid AND g.status = 'accepted' ORDER BY g.id FOR UPDATE OF g`,
  );
  const rest = loan.owed - fromBorrower;
  const heldTotal = guarantees.reduce((s, g) => s + g.held, 0n);
  const callable = rest < heldTotal ? rest : heldTotal;
  const parts = splitProRata(
    callable,
    guarantees.map((g) => g.held),
  );
  const steps: Array<{ step: 'borrower' | 'guarantor'; userId: string; cents: bigint; guaranteeId?: string }> = [];
  if (fromBorrower > 0n) steps.push({ step: 'borrower', userId: loan.user_id, cents: fromBorrower });
  guarantees.forEach((g, i) => {
    const m = members.find((x) => x.user_id === g.user_id);
    const want = parts[i] ?? 0n;
    const have = m ? savingsOf(m) : 0n;
    steps.push({ step: 'guarantor', userId: g.user_id, cents: want < have ? want : have, guaranteeId: g.id });
  });
  const when = sql`${at.toISOString()}::timestamptz`;
  let taken = 0n;
  for (const s of steps) {
    if (s.guaranteeId)
      await tx.execute(
        sql`UPDATE community_guarantees SET status = CASE WHEN ${s.cents.toString()}::bigint > 0 THEN 'called' ELSE 'released' END,
                   called_cents = ${s.cents.toString()}::bigint, held_cents = 0, decided_at = ${when}
            WHERE id = ${s.guaranteeId}::uuid`,
      );
    if (s.cents === 0n) continue;
    taken += s.cents;
    await tx.execute(
      sql`UPDATE community_members SET returned_cents = returned_cents + ${s.cents.toString()}::bigint
          WHERE community_id = ${community.id}::uuid AND user_id = ${s.userId} AND left_at IS NULL`,
    );
    await tx.execute(
      sql`INSERT INTO community_loan_recoveries (loan_id, step, user_id, amount_cents, created_at)
          VALUES (${loan.id}::uuid, ${s.step}, ${s.userId}, ${s.cents.toString()}::bigint, ${when})`,
    );
  }
  await tx.execute(
    sql`UPDATE community_loans SET repaid_cents = repaid_cents + ${taken.toString()}::bigint, status = 'recovered', recovered_at = ${when}
        WHERE id = ${loan.id}::uuid`,
  );
  // Each step is told to the borrower, the guarantors and the officials.
  const told = new Set([loan.user_id, ...guarantees.map((g) => g.user_id)]);
  for (const m of members) if (isOfficial(m.role)) told.add(m.user_id);
  const borrowerName = nameOf(loan.user_id);
  const texts: LocalizedText[] = steps
    .filter((s) => s.cents > 0n)
    .map((s) =>
      s.step === 'borrower'
        ? guaranteeTexts.fromSavings(borrowerName, s.cents, community.name)
        : guaranteeTexts.fromGuarantor(nameOf(s.userId), s.cents, borrowerName, community.name),
    );
  if (loan.owed > taken) texts.push(guaranteeTexts.stillOwed(borrowerName, loan.owed - taken, community.name));
  for (const id of told) {
    for (const t of texts) await notifyUser(tx, id, t, at);
    const [first] = texts;
    if (first)
      await queueSms(tx, {
        userId: id,
        text: first,
        category: 'community',
        eventKey: `community-loan-recovered:${loan.id}:${id}`,
        at,
      });
  }
}

/** Applications still waiting after 7 days end; borrower and guarantors are told. */
async function expireApplications(ctx: AppContext, at: Date) {
  const old = await queryRows(
    ctx.db,
    z.object({ id: col.text, community_id: col.text }),
    sql`SELECT id::text AS id, community_id::text AS community_id FROM community_loan_applications
        WHERE status = 'waiting' AND expires_at <= ${at.toISOString()}::timestamptz`,
  );
  for (const o of old)
    await inTransaction(ctx.db, async (tx) => {
      const app = await queryRow(
        tx,
        applicationRow,
        sql`${applicationSelect} WHERE id = ${o.id}::uuid AND status = 'waiting' FOR UPDATE`,
      );
      if (app) await endApplication(tx, app, o.community_id, 'expired', at);
    });
}
