import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toCents, toKes } from '../../../shared/money';
import type { LoanApplicationView } from '../../../shared/schemas/community-guarantees';
import type { PayoutView } from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, ConflictError } from '../../errors';
import { queueSms } from '../../sms/sms-outbox';
import { refuseActiveLoan } from './community-loans';
import { openLoanRequest, refusePendingLoan, refuseWithoutApprovers } from './community-requests';
import { type CommunityRow, type MemberRow, membershipOf, notifyUser, requireMember } from './community-store';
import { borrowCapacity, freeSavings } from './guarantee-holds';
import { GUARANTEE_ERRORS, guaranteeTexts } from './guarantee-texts';

/** A loan request with guarantors waits this long for them to cover it (docs/product/communities.md). */
export const APPLICATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface LoanAsked {
  payout: PayoutView | null;
  application: LoanApplicationView | null;
}

export const applicationRow = z.object({
  id: col.text,
  user_id: col.text,
  amount_cents: col.bigint,
  months: col.int,
  status: z.enum(['waiting', 'sent', 'ended']),
  payout_id: col.text.nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;
export const applicationSelect = sql`SELECT id::text AS id, user_id, amount_cents, months, status, payout_id::text AS payout_id
  FROM community_loan_applications`;

/** What the accepted guarantees of an application add up to. */
export async function acceptedOf(db: Db, applicationId: string): Promise<bigint> {
  const row = await queryRow(
    db,
    z.object({ sum: col.bigint }),
    sql`SELECT COALESCE(SUM(amount_cents), 0)::bigint AS sum FROM community_guarantees
        WHERE application_id = ${applicationId}::uuid AND status = 'accepted'`,
  );
  return row?.sum ?? 0n;
}

export async function applicationView(db: Db, a: ApplicationRow, capacity: bigint): Promise<LoanApplicationView> {
  const covered = capacity + (await acceptedOf(db, a.id));
  return {
    application_id: a.id,
    status: a.status,
    amount: toKes(a.amount_cents),
    covered: toKes(covered < a.amount_cents ? covered : a.amount_cents),
    payout_id: a.payout_id,
  };
}

/**
 * A member asks to borrow (docs/product/communities.md): within their capacity (the loan multiple of their free
 * savings, less what they owe here) the request goes to the officials at once; above it, only with
 * guarantors, each of whom is asked (notification, SMS) and the request waits for them
 * (`sendIfCovered`). A refusal says the most they can borrow alone.
 */
export async function requestLoan(
  ctx: AppContext,
  rawId: string,
  userId: string,
  body: { amount: number; months: number; guarantors: Array<{ userId: string; amount: number }> },
  clientKey: string | null,
): Promise<LoanAsked> {
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const { community, me } = await requireMember(tx, rawId, userId, true);
    await refuseActiveLoan(tx, community.id, userId);
    const key = clientKey ? `community-loan:${community.id}:${userId}:${clientKey}` : null;
    if (key) {
      const replay = await queryRow(tx, applicationRow, sql`${applicationSelect} WHERE create_key = ${key}`);
      if (replay)
        return {
          payout: null,
          application: await applicationView(tx, replay, await borrowCapacity(tx, community, me)),
        };
    }
    await refusePendingLoan(tx, community.id, userId, key);
    const waiting = await queryRow(
      tx,
      z.object({ id: col.text }),
      sql`SELECT id::text AS id FROM community_loan_applications
          WHERE community_id = ${community.id}::uuid AND user_id = ${userId} AND status = 'waiting'`,
    );
    if (waiting) throw new ConflictError(GUARANTEE_ERRORS.pendingApplication);
    const amount = toCents(body.amount);
    const capacity = await borrowCapacity(tx, community, me);
    if (amount <= capacity)
      return { payout: await openLoanRequest(tx, community, me, amount, body.months, key, at), application: null };
    if (body.guarantors.length === 0)
      throw new BusinessRuleError(GUARANTEE_ERRORS.overMultiple(capacity, community.loan_multiple));
    const guarantors = await checkGuarantors(tx, community, me, body.guarantors);
    const offered = guarantors.reduce((s, g) => s + g.cents, 0n);
    if (capacity + offered < amount)
      throw new BusinessRuleError(GUARANTEE_ERRORS.notCoverable(capacity, offered, amount));
    await refuseWithoutApprovers(tx, community, userId, userId);
    return {
      payout: null,
      application: await openApplication(tx, community, me, amount, body.months, guarantors, key, at),
    };
  });
}

type Guarantor = { member: MemberRow; cents: bigint };

/** Each guarantor is a member other than the borrower, with that much savings free to hold. */
async function checkGuarantors(
  tx: Db,
  community: CommunityRow,
  me: MemberRow,
  asked: Array<{ userId: string; amount: number }>,
): Promise<Guarantor[]> {
  const out: Guarantor[] = [];
  for (const g of asked) {
    if (g.userId === me.user_id) throw new BusinessRuleError(GUARANTEE_ERRORS.selfGuarantee);
    const member = await membershipOf(tx, community.id, g.userId);
    if (!member) throw new BusinessRuleError(GUARANTEE_ERRORS.guarantorNotMember);
    const cents = toCents(g.amount);
    const free = await freeSavings(tx, community.id, member);
    if (cents > free) throw new BusinessRuleError(GUARANTEE_ERRORS.guarantorShort(member.full_name, free));
    out.push({ member, cents });
  }
  return out;
}

async function openApplication(
  tx: Db,
  community: CommunityRow,
  me: MemberRow,
  amount: bigint,
  months: number,
  guarantors: Guarantor[],
  key: string | null,
  at: Date,
): Promise<LoanApplicationView> {
  const when = at.toISOString();
  const row = await queryRow(
    tx,
    applicationRow,
    sql`INSERT INTO community_loan_applications (community_id, user_id, amount_cents, months, create_key, created_at, expires_at)
        VALUES (${community.id}::uuid, ${me.user_id}, ${amount.toString()}::bigint, ${months}, ${key}, ${when}::timestamptz,
                ${new Date(at.getTime() + APPLICATION_LIFETIME_MS).toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING
        RETURNING id::text AS id, user_id, amount_cents, months, status, payout_id::text AS payout_id`,
  );
  if (!row) throw new ConflictError(GUARANTEE_ERRORS.pendingApplication);
  for (const g of guarantors) {
    const inserted = await queryRow(
      tx,
      z.object({ id: col.text }),
      sql`INSERT INTO community_guarantees (application_id, community_id, guarantor_user_id, amount_cents, created_at)
          VALUES (${row.id}::uuid, ${community.id}::uuid, ${g.member.user_id}, ${g.cents.toString()}::bigint, ${when}::timestamptz)
          RETURNING id::text AS id`,
    );
    const text = guaranteeTexts.asked(me.full_name, g.cents, amount, community.name);
    await notifyUser(tx, g.member.user_id, text, at, '/user/communities/guarantees');
    await queueSms(tx, {
      userId: g.member.user_id,
      text,
      category: 'community',
      eventKey: `community-guarantee-asked:${inserted?.id ?? row.id}`,
      at,
    });
  }
  return applicationView(tx, row, await borrowCapacity(tx, community, me));
}

/**
 * Sends a waiting application to the officials once the borrower's capacity (now) plus its accepted
 * guarantees cover its amount; the caller holds the application's row.
 */
export async function sendIfCovered(tx: Db, community: CommunityRow, app: ApplicationRow, at: Date) {
  if (app.status !== 'waiting') return;
  const borrower = await membershipOf(tx, community.id, app.user_id, true);
  if (!borrower) return;
  const covered = (await borrowCapacity(tx, community, borrower)) + (await acceptedOf(tx, app.id));
  if (covered < app.amount_cents) return;
  const payout = await openLoanRequest(
    tx,
    community,
    borrower,
    app.amount_cents,
    app.months,
    `community-loan-application:${app.id}`,
    at,
  );
  await tx.execute(
    sql`UPDATE community_loan_applications SET status = 'sent', payout_id = ${payout.payout_id}::uuid WHERE id = ${app.id}::uuid`,
  );
}
