import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow, queryRowOrThrow, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { uuidOr404 } from '../../db/uuid';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { checkAccountPassword } from '../auth';
import { COMMUNITY_ERRORS } from './community-texts';
import { type CommunityRow, loadCommunity, membershipOf, notifyUser } from './community-store';
import { borrowCapacity, freeSavings } from './guarantee-holds';
import { type ApplicationRow, applicationRow, applicationSelect, sendIfCovered } from './loan-asks';
import { type EndedWhy, GUARANTEE_ERRORS, guaranteeTexts } from './guarantee-texts';

/**
 * A guarantor answers (docs/product/communities.md, decision 088): accepts with their password (the guarantee then
 * holds that much of their savings here) or declines (the request ends, if it still waited).
 */

const guaranteeRow = z.object({
  id: col.text,
  application_id: col.text,
  community_id: col.text,
  guarantor_user_id: col.text,
  amount_cents: col.bigint,
  status: col.text,
});

/** The caller's guarantee (404 for anyone else's: a guarantee is private to its guarantor and borrower). */
async function ownGuarantee(db: Db, rawId: string, userId: string) {
  const id = uuidOr404(rawId, GUARANTEE_ERRORS.guaranteeNotFound);
  const g = await queryRow(
    db,
    guaranteeRow,
    sql`SELECT id::text AS id, application_id::text AS application_id, community_id::text AS community_id,
               guarantor_user_id, amount_cents, status FROM community_guarantees WHERE id = ${id}::uuid`,
  );
  if (!g || g.guarantor_user_id !== userId) throw new NotFoundError(GUARANTEE_ERRORS.guaranteeNotFound);
  return g;
}

/** The application (locked first: every answer to it waits its turn) and the guarantee, still pending and answerable. */
async function lockPending(tx: Db, g: { id: string; application_id: string }) {
  const app = await queryRowOrThrow(
    tx,
    applicationRow,
    sql`${applicationSelect} WHERE id = ${g.application_id}::uuid FOR UPDATE`,
    () => new NotFoundError(GUARANTEE_ERRORS.guaranteeNotFound),
  );
  const now = await queryRow(
    tx,
    z.object({ status: col.text }),
    sql`SELECT g.status FROM community_guarantees g WHERE g.id = ${g.id}::uuid FOR UPDATE`,
  );
  const payoutPending = app.payout_id
    ? await queryRow(
        tx,
        z.object({ id: col.text }),
        sql`SELECT id::text AS id FROM community_payouts WHERE id = ${app.payout_id}::uuid AND status = 'pending'`,
      )
    : undefined;
  const open = app.status === 'waiting' || (app.status === 'sent' && payoutPending !== undefined);
  if (now?.status !== 'pending' || !open) throw new ConflictError(GUARANTEE_ERRORS.guaranteeDecided);
  return app;
}

export async function acceptGuarantee(ctx: AppContext, rawId: string, userId: string, password: string) {
  const g = await ownGuarantee(ctx.db, rawId, userId);
  await checkAccountPassword(ctx, userId, password, GUARANTEE_ERRORS.wrongPassword.en);
  const at = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const app = await lockPending(tx, g);
    const community = await loadCommunity(tx, g.community_id);
    const me = await membershipOf(tx, community.id, userId, true);
    if (!me) throw new ForbiddenError(COMMUNITY_ERRORS.notMember);
    const free = await freeSavings(tx, community.id, me);
    if (g.amount_cents > free) throw new BusinessRuleError(GUARANTEE_ERRORS.youAreShort(free));
    await tx.execute(
      sql`UPDATE community_guarantees SET status = 'accepted', held_cents = amount_cents, decided_at = ${at.toISOString()}::timestamptz
          WHERE id = ${g.id}::uuid`,
    );
    const borrower = await membershipOf(tx, community.id, app.user_id);
    await notifyUser(
      tx,
      app.user_id,
      guaranteeTexts.accepted(me.full_name, g.amount_cents, borrower?.full_name ?? ''),
      at,
    );
    await sendIfCovered(tx, community, app, at);
  });
  return g.id;
}

export async function declineGuarantee(ctx: AppContext, rawId: string, userId: string) {
  const g = await ownGuarantee(ctx.db, rawId, userId);
  const at = ctx.clock.now();
  const when = sql`${at.toISOString()}::timestamptz`;
  await inTransaction(ctx.db, async (tx) => {
    const app = await lockPending(tx, g);
    await tx.execute(
      sql`UPDATE community_guarantees SET status = 'declined', decided_at = ${when} WHERE id = ${g.id}::uuid`,
    );
    if (app.status !== 'waiting') return;
    await endApplication(tx, app, g.community_id, 'declined', at);
  });
  return g.id;
}

/** Ends a waiting application: its other guarantees expire (pending) or are released (accepted); borrower and guarantors are told. */
export async function endApplication(tx: Db, app: ApplicationRow, communityId: string, why: EndedWhy, at: Date) {
  const when = sql`${at.toISOString()}::timestamptz`;
  await tx.execute(sql`UPDATE community_loan_applications SET status = 'ended' WHERE id = ${app.id}::uuid`);
  await tx.execute(
    sql`UPDATE community_guarantees SET status = CASE WHEN status = 'pending' THEN 'expired' ELSE 'released' END,
               held_cents = 0, decided_at = ${when}
        WHERE application_id = ${app.id}::uuid AND status IN ('pending', 'accepted')`,
  );
  const community = await loadCommunity(tx, communityId);
  const borrower = await queryRow(
    tx,
    z.object({ full_name: col.text }),
    sql`SELECT COALESCE(full_name, 'A member') AS full_name FROM users WHERE id = ${app.user_id}`,
  );
  const text = guaranteeTexts.ended(borrower?.full_name ?? '', app.amount_cents, community.name, why);
  const told = await queryRow(
    tx,
    z.object({ ids: z.array(z.string()) }),
    sql`SELECT COALESCE(array_agg(DISTINCT guarantor_user_id), '{}') AS ids FROM community_guarantees WHERE application_id = ${app.id}::uuid`,
  );
  for (const id of [app.user_id, ...(told?.ids ?? [])]) await notifyUser(tx, id, text, at);
}

/**
 * A member leaves or is removed while their guarantee is still unanswered: each request waiting on
 * them that the rest (the borrower's own limit now, plus the other guarantees pending or accepted) no
 * longer covers ends at once and everyone on it is told, instead of waiting out its 7 days. A request
 * the rest still covers waits on (the leaver's guarantee expires with `endGuaranteesOfLeaver`).
 */
export async function endRequestsWaitingOn(tx: Db, community: CommunityRow, leaverId: string, at: Date) {
  const waiting = await queryRows(
    tx,
    applicationRow,
    sql`${applicationSelect} WHERE community_id = ${community.id}::uuid AND status = 'waiting'
          AND id IN (SELECT application_id FROM community_guarantees WHERE guarantor_user_id = ${leaverId} AND status = 'pending')
        ORDER BY id FOR UPDATE`,
  );
  for (const app of waiting) {
    const rest = await queryRow(
      tx,
      z.object({ sum: col.bigint }),
      sql`SELECT COALESCE(SUM(amount_cents), 0)::bigint AS sum FROM community_guarantees
          WHERE application_id = ${app.id}::uuid AND status IN ('pending', 'accepted') AND guarantor_user_id <> ${leaverId}`,
    );
    const borrower = await membershipOf(tx, community.id, app.user_id);
    const own = borrower ? await borrowCapacity(tx, community, borrower) : 0n;
    if (own + (rest?.sum ?? 0n) < app.amount_cents) await endApplication(tx, app, community.id, 'guarantorLeft', at);
  }
}
