import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { currentCycleNumber } from '../../../shared/community-cycles';
import type { CommunityMember } from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import {
  type CommunityRow,
  loadCommunity,
  membershipOf,
  notifyMembers,
  notifyUser,
  requireMember,
  todayOf,
} from './community-store';
import { uuidOr404 } from '../../db/uuid';
import { memberView } from './community-read';
import { COMMUNITY_ERRORS, communityTexts } from './community-texts';
import { holdLiveActor } from '../../auth/live-user';

/**
 * Joining happens only by consent: an official invites (community-invitations.ts), and the user
 * accepts or declines. The chairperson names the officials.
 */
/** Accepts or declines one of the caller's invitations (another user's is not found). */
export async function answerInvitation(
  ctx: AppContext,
  rawId: string,
  userId: string,
  accept: boolean,
): Promise<string> {
  const id = uuidOr404(rawId, COMMUNITY_ERRORS.invitationNotFound);
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    // Joining takes on dues: the account must stay live until it is done (auth/live-user.ts).
    if (accept) await holdLiveActor(tx, userId);
    const inv = await queryRow(
      tx,
      z.object({ community_id: col.text, status: col.text }),
      sql`SELECT community_id::text AS community_id, status FROM community_invitations
          WHERE id = ${id}::uuid AND user_id = ${userId} FOR UPDATE`,
    );
    if (!inv) throw new NotFoundError(COMMUNITY_ERRORS.invitationNotFound);
    if (inv.status === 'withdrawn') throw new ConflictError(COMMUNITY_ERRORS.invitationWithdrawn);
    if (inv.status !== 'pending') throw new ConflictError(COMMUNITY_ERRORS.invitationDecided);
    await tx.execute(
      sql`UPDATE community_invitations SET status = ${accept ? 'accepted' : 'declined'}, decided_at = ${at.toISOString()}::timestamptz
          WHERE id = ${id}::uuid`,
    );
    if (!accept) return inv.community_id;
    const community = await loadCommunity(tx, inv.community_id);
    if (await membershipOf(tx, community.id, userId)) return community.id;
    await join(ctx, tx, community, userId, at);
    return community.id;
  });
}

/** Adds the member from the current cycle; with rotation on, at the end of the order (logged). */
async function join(ctx: AppContext, tx: Db, community: CommunityRow, userId: string, at: Date): Promise<void> {
  const firstCycle = currentCycleNumber(community.first_due_date, community.frequency, todayOf(ctx));
  // The community row is locked so that two members joining at once take different places.
  await tx.execute(sql`SELECT 1 FROM communities WHERE id = ${community.id}::uuid FOR UPDATE`);
  await tx.execute(
    sql`INSERT INTO community_members (community_id, user_id, role, first_cycle, rotation_position, joined_at)
        SELECT ${community.id}::uuid, ${userId}, 'member', ${firstCycle},
               CASE WHEN ${community.rotation} THEN COALESCE(MAX(rotation_position), 0) + 1 END, ${at.toISOString()}::timestamptz
        FROM community_members WHERE community_id = ${community.id}::uuid AND left_at IS NULL`,
  );
  if (community.rotation) await logCurrentOrder(tx, community.id, userId, null, at);
  const me = await membershipOf(tx, community.id, userId);
  await notifyMembers(tx, community.id, communityTexts.joined(me?.full_name ?? 'A member', community.name), at);
}

/** Appends the community's current rotation order to its append-only log. */
export async function logCurrentOrder(tx: Db, communityId: string, setBy: string, seed: string | null, at: Date) {
  await tx.execute(
    sql`INSERT INTO community_rotation_log (community_id, member_order, set_by, seed, created_at)
        SELECT ${communityId}::uuid, COALESCE(array_agg(user_id ORDER BY rotation_position), '{}'), ${setBy}, ${seed},
               ${at.toISOString()}::timestamptz
        FROM community_members WHERE community_id = ${communityId}::uuid AND left_at IS NULL AND rotation_position IS NOT NULL`,
  );
}

/** The chairperson names a treasurer or secretary, or makes an official a member again. */
export async function setRole(
  ctx: AppContext,
  rawId: string,
  callerId: string,
  targetId: string,
  role: 'treasurer' | 'secretary' | 'member',
): Promise<CommunityMember> {
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const { community, me } = await requireMember(tx, rawId, callerId);
    if (me.role !== 'chairperson') throw new ForbiddenError(COMMUNITY_ERRORS.chairpersonOnly);
    const target = await membershipOf(tx, community.id, targetId, true);
    if (!target) throw new NotFoundError(COMMUNITY_ERRORS.memberNotFound);
    if (target.role === 'chairperson') throw new BusinessRuleError(COMMUNITY_ERRORS.cannotChangeChair);
    await tx.execute(sql`UPDATE community_members SET role = ${role} WHERE id = ${target.id.toString()}::bigint`);
    if (target.role !== role) await notifyUser(tx, targetId, communityTexts.roleChanged(community.name, role), at);
    return memberView(community, { ...target, role }, callerId, todayOf(ctx));
  });
}
