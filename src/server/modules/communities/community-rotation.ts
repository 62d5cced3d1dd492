import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { drawRotation } from '../../../shared/rotation-draw';
import { rotationChange, type RotationResponse } from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, ForbiddenError } from '../../errors';
import { activeMembers, requireMember } from './community-store';
import { logCurrentOrder } from './community-members';
import { COMMUNITY_ERRORS } from './community-texts';

/**
 * The merry-go-round order: set by the chairperson, or drawn from a random seed that is recorded
 * so any member can recompute it (src/shared/rotation-draw.ts). Every change is appended to the
 * community's rotation log, which nothing ever edits (a trigger refuses it).
 */
export async function setRotation(
  ctx: AppContext,
  rawId: string,
  userId: string,
  body: { order?: string[] | undefined; draw?: boolean | undefined },
): Promise<RotationResponse> {
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const { community, me } = await requireMember(tx, rawId, userId);
    if (me.role !== 'chairperson') throw new ForbiddenError(COMMUNITY_ERRORS.chairpersonOnly);
    if (!community.rotation) throw new BusinessRuleError(COMMUNITY_ERRORS.rotationOff);
    const members = await activeMembers(tx, community.id, true);
    const ids = members.map((m) => m.user_id);
    let order: string[];
    let seed: string | null = null;
    if (body.draw) {
      seed = randomBytes(16).toString('hex');
      order = await drawRotation(seed, ids);
    } else {
      order = body.order ?? [];
      const given = new Set(order);
      if (order.length !== ids.length || given.size !== order.length || ids.some((id) => !given.has(id)))
        throw new BusinessRuleError(COMMUNITY_ERRORS.rotationOrderMembers);
    }
    const list = sql.join(
      order.map((id, i) => sql`(${id}::text, ${i + 1}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE community_members m SET rotation_position = v.pos
          FROM (VALUES ${list}) AS v(user_id, pos)
          WHERE m.community_id = ${community.id}::uuid AND m.left_at IS NULL AND m.user_id = v.user_id`,
    );
    await logCurrentOrder(tx, community.id, userId, seed, at);
    return rotationOf(tx, community.id);
  });
}

/** The current order and the whole log (members only). */
export async function readRotation(ctx: AppContext, rawId: string, userId: string): Promise<RotationResponse> {
  const { community } = await requireMember(ctx.db, rawId, userId);
  return rotationOf(ctx.db, community.id);
}

async function rotationOf(db: Db, communityId: string): Promise<RotationResponse> {
  const members = await activeMembers(db, communityId);
  const log = await queryRows(
    db,
    z.object({
      member_order: col.textArray,
      set_by: col.text,
      seed: col.text.nullable(),
      created_at: col.timestamp,
      change: rotationChange,
    }),
    // What made the entry, read from the memberships: a join and a leaving log the order in the same
    // transaction (the same instant) as the membership's joined_at or left_at.
    sql`SELECT l.member_order, l.set_by, l.seed, l.created_at,
               CASE WHEN l.seed IS NOT NULL THEN 'draw'
                    WHEN EXISTS (SELECT 1 FROM community_members m WHERE m.community_id = l.community_id AND m.left_at = l.created_at) THEN 'left'
                    WHEN EXISTS (SELECT 1 FROM community_members m WHERE m.community_id = l.community_id AND m.user_id = l.set_by
                                 AND m.joined_at = l.created_at) THEN 'joined'
                    ELSE 'set' END AS change
        FROM community_rotation_log l WHERE l.community_id = ${communityId}::uuid ORDER BY l.id`,
  );
  return {
    order: members.filter((m) => m.rotation_position !== null).map((m) => m.user_id),
    log: log.map((l) => ({
      order: l.member_order,
      set_by: l.set_by,
      seed: l.seed,
      created_at: l.created_at.toISOString(),
      change: l.change,
    })),
  };
}
