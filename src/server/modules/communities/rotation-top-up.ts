import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { paidTowardsCycle } from '../../../shared/community-cycles';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { PAYOUT_LIFETIME_MS } from './community-payout-rows';
import { recipientOf } from './community-read';
import { activeMembers, type CommunityRow, type MemberRow, notifyMembers } from './community-store';
import { communitySms, communityTexts } from './community-texts';
import { memberDues } from './community-read';
import { type PayKind, payRecipient } from './pool-payment';

/** How often a top-up's number is tried again when a parallel payment took it (PostgreSQL). */
const ATTEMPTS = 5;

/**
 * Late payments towards a closed rotation cycle belong to its recipient (decision 058): for every
 * cycle the close job has already closed that this payment reached (`before` → `after` are the
 * membership's figures around it), a top-up request for what reached it, made as the close makes the
 * pot (no proposer, the community's approvals), announced to every member and texted to the
 * officials. The caller holds the community row FOR SHARE, so no close runs beside it.
 */
export async function topUpClosedCycles(
  tx: Db,
  community: CommunityRow,
  before: MemberRow,
  after: MemberRow,
  at: Date,
): Promise<void> {
  if (!community.rotation) return;
  const c = community.contribution_cents;
  for (let k = before.first_cycle; k <= community.closed_cycle; k++) {
    const reached = paidTowardsCycle(memberDues(after), k, c) - paidTowardsCycle(memberDues(before), k, c);
    if (reached > 0n) await openTopUp(tx, community, k, reached, at);
  }
}

async function openTopUp(tx: Db, community: CommunityRow, cycle: number, amount: bigint, at: Date): Promise<void> {
  const members = await activeMembers(tx, community.id);
  const pot = await queryRow(
    tx,
    z.object({ recipient_user_id: col.text }),
    sql`SELECT recipient_user_id FROM community_payouts
        WHERE community_id = ${community.id}::uuid AND kind = 'rotation' AND cycle = ${cycle} ORDER BY top_up LIMIT 1`,
  );
  const recipient = pot ? members.find((m) => m.user_id === pot.recipient_user_id) : recipientOf(members, cycle);
  // The cycle's recipient has left: nobody can be paid for it, the money stays with the pool.
  if (!recipient) return;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const made = await queryRow(
      tx,
      z.object({ id: col.text }),
      sql`INSERT INTO community_payouts (community_id, kind, amount_cents, recipient_user_id, reason, required, cycle, top_up,
                                         created_at, expires_at)
          SELECT ${community.id}::uuid, 'rotation', ${amount.toString()}::bigint, ${recipient.user_id},
                 ${`Late payments for cycle ${cycle}`}, ${community.approvals_required}, ${cycle},
                 COALESCE(MAX(top_up) + 1, 0), ${at.toISOString()}::timestamptz,
                 ${new Date(at.getTime() + PAYOUT_LIFETIME_MS).toISOString()}::timestamptz
          FROM community_payouts WHERE community_id = ${community.id}::uuid AND kind = 'rotation' AND cycle = ${cycle}
          ON CONFLICT DO NOTHING
          RETURNING id::text AS id`,
    );
    if (made) {
      await notifyMembers(
        tx,
        community.id,
        communityTexts.topUp(cycle, amount, recipient.full_name, community.name),
        at,
        {
          text: communitySms.awaitingApproval('payout', amount, recipient.full_name, community.name),
          eventKey: `community-proposed:${made.id}`,
          officialsOnly: true,
        },
      );
      return;
    }
  }
  throw new Error(`no top-up number left for cycle ${cycle} of community ${community.id}`);
}

/** An approved rotation pot or top-up: the money goes to the cycle's recipient, counted as received. */
export const payRotation: PayKind = async (_ctx, tx, community, payout, at) => {
  const paid = await payRecipient(tx, community, payout, at);
  if (!paid) return null;
  await tx.execute(
    sql`UPDATE community_members SET received_cents = received_cents + ${paid.amount.toString()}::bigint
        WHERE community_id = ${community.id}::uuid AND user_id = ${payout.recipient_user_id} AND left_at IS NULL`,
  );
  return paid;
};
