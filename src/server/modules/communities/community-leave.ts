import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, ForbiddenError, NotFoundError } from '../../errors';
import { ensureWallet } from '../../ledger/accounts';
import { postOrRefuse, transfer } from '../../ledger/post';
import { activeMembers, isOfficial, notifyMembers, poolAccount, requireMember, todayOf } from './community-store';
import { arrearsToday } from './community-read';
import { hasActiveLoan } from './community-loans';
import { unreturnedSavings } from './community-share-out';
import { logCurrentOrder } from './community-members';
import { COMMUNITY_ERRORS, communityTexts } from './community-texts';
import { endRequestsWaitingOn } from './guarantee-answers';
import { endGuaranteesOfLeaver, heldOf } from './guarantee-holds';
import { GUARANTEE_ERRORS } from './guarantee-texts';
import { movement } from '../../ledger/movement-texts';

/**
 * A member leaves, or an official removes a member (role member) with no arrears. Nobody with
 * arrears (unpaid fines, cycles whose due date passed) or an active loan leaves — the current cycle,
 * not yet due, keeps nobody in; their unreturned savings come back from the pool (with rotation,
 * less the pots received). The last official cannot leave while others remain; a leaving
 * chairperson hands the chair to the longest-serving other official. Pending requests to pay the
 * leaver end (expired): they could never be paid.
 */
export async function leave(ctx: AppContext, rawId: string, callerId: string, targetId: string): Promise<bigint> {
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const { community, me } = await requireMember(tx, rawId, callerId);
    const self = targetId === callerId;
    if (!self && !isOfficial(me.role)) throw new ForbiddenError(COMMUNITY_ERRORS.officialsOnly);
    // Every membership is locked (by id) so that the officials' count and the rotation cannot change under us.
    const members = await activeMembers(tx, community.id, true);
    const target = members.find((m) => m.user_id === targetId);
    if (!target) throw new NotFoundError(COMMUNITY_ERRORS.memberNotFound);
    if (!self && target.role !== 'member') throw new ForbiddenError(COMMUNITY_ERRORS.officialNotRemovable);
    if (arrearsToday(community, target, todayOf(ctx)) > 0n)
      throw new BusinessRuleError(self ? COMMUNITY_ERRORS.leaveDues : COMMUNITY_ERRORS.memberDues);
    if (await hasActiveLoan(tx, community.id, targetId)) throw new BusinessRuleError(COMMUNITY_ERRORS.leaveLoan);
    if ((await heldOf(tx, community.id, targetId)) > 0n) throw new BusinessRuleError(GUARANTEE_ERRORS.holdsRemain);
    const others = members.filter((m) => m.user_id !== targetId);
    const otherOfficials = others.filter((m) => isOfficial(m.role));
    if (isOfficial(target.role) && others.length > 0 && otherOfficials.length === 0)
      throw new BusinessRuleError(COMMUNITY_ERRORS.lastOfficial);
    const refund = unreturnedSavings(target);
    if (refund > 0n) {
      const pool = await poolAccount(tx, community.id);
      const wallet = await ensureWallet(tx, targetId);
      await postOrRefuse(
        tx,
        {
          idempotencyKey: `community-refund:${target.id.toString()}`,
          kind: 'community_refund',
          text: movement('communityRefund', community.name),
          postings: transfer(pool, wallet, refund),
          actorUserId: callerId,
          meta: { communityId: community.id, userId: targetId, membershipId: target.id.toString() },
          at,
        },
        () => new BusinessRuleError(COMMUNITY_ERRORS.tooEarlyToShare),
      );
    }
    await tx.execute(
      sql`UPDATE community_members SET left_at = ${at.toISOString()}::timestamptz, returned_cents = returned_cents + ${refund.toString()}::bigint,
                 rotation_position = NULL
          WHERE id = ${target.id.toString()}::bigint`,
    );
    // A request to pay the leaver (a payout, their rotation pot, their loan) can never be paid now: it ends.
    await tx.execute(
      sql`UPDATE community_payouts SET status = 'expired', decided_at = ${at.toISOString()}::timestamptz
          WHERE community_id = ${community.id}::uuid AND recipient_user_id = ${targetId} AND status = 'pending'`,
    );
    await endRequestsWaitingOn(tx, community, targetId, at);
    await endGuaranteesOfLeaver(tx, community.id, targetId, at);
    if (target.role === 'chairperson') {
      const heir = otherOfficials[0];
      if (heir)
        await tx.execute(
          sql`UPDATE community_members SET role = 'chairperson' WHERE id = ${heir.id.toString()}::bigint`,
        );
    }
    if (community.rotation && target.rotation_position !== null) {
      // The places after the leaver move up one; the new order is logged.
      await tx.execute(
        sql`UPDATE community_members SET rotation_position = rotation_position - 1
            WHERE community_id = ${community.id}::uuid AND left_at IS NULL AND rotation_position > ${target.rotation_position}`,
      );
      await logCurrentOrder(tx, community.id, callerId, null, at);
    }
    await notifyMembers(tx, community.id, communityTexts.left(target.full_name, refund, community.name), at);
    return refund;
  });
}
