import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { accountSpecs, ensureAccount, ensureWallet } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { type MemberRow, nameOf, notifyMany, requireAdmin, requireMember, withLockedGoal } from './goal-store';
import { goalTexts } from './goal-texts';
import { LIVE_USER } from '../../auth/live-user';
import { GOAL_ANSWERS, GOAL_ERRORS } from './goal-texts';
import { movement } from '../../ledger/movement-texts';

/** Adding members (goal admin) and members leaving or being removed (their share goes home). */
export async function addMember(
  ctx: AppContext,
  rawGoalId: string,
  adminId: string,
  rawMemberId: string,
): Promise<{ user_id: string; full_name: string }> {
  const memberId = rawMemberId.trim().toUpperCase();
  return withLockedGoal(ctx, rawGoalId, async (tx, goal, members, at) => {
    const admin = requireAdmin(members, adminId);
    const user = await queryRow(
      tx,
      z.object({ id: col.text, full_name: col.text.nullable() }),
      // A live account (auth/live-user.ts), held so that its deletion cannot pass the joining.
      sql`SELECT id, full_name FROM users WHERE upper(id) = ${memberId} AND role = 'user' AND ${LIVE_USER} FOR KEY SHARE`,
    );
    if (!user) throw new NotFoundError(GOAL_ERRORS.noSuchMember);
    if (members.some((m) => m.user_id === user.id)) throw new ConflictError(GOAL_ERRORS.alreadyMember);
    await tx.execute(
      sql`INSERT INTO goal_members (goal_id, user_id, role, contributed_cents, joined_at, left_at)
          VALUES (${goal.id}::uuid, ${user.id}, 'member', 0, ${at.toISOString()}::timestamptz, NULL)
          ON CONFLICT (goal_id, user_id) DO UPDATE SET role = 'member', contributed_cents = 0, joined_at = EXCLUDED.joined_at, left_at = NULL`,
    );
    await ensureAccount(tx, accountSpecs.goalShare(goal.id, user.id));
    const name = user.full_name ?? '';
    await notifyMany(
      tx,
      [
        ...members.map((m) => ({ userId: m.user_id, text: goalTexts.joined(name, goal.title) })),
        { userId: user.id, text: goalTexts.youWereAdded(nameOf(admin), goal.title) },
      ],
      at,
    );
    return { user_id: user.id, full_name: name };
  });
}

export const LEFT = GOAL_ANSWERS.left.en;
export const REMOVED = GOAL_ANSWERS.removed.en;

/** `callerId` leaves (a non-admin member) or, as the goal admin, removes `memberId` (not an admin). */
export async function removeMember(
  ctx: AppContext,
  rawGoalId: string,
  callerId: string,
  memberId: string,
): Promise<string> {
  return withLockedGoal(ctx, rawGoalId, async (tx, goal, members, at) => {
    const caller = requireMember(members, callerId);
    const self = callerId === memberId;
    if (!self && caller.role !== 'admin') throw new ForbiddenError(GOAL_ERRORS.adminRemoves);
    const target = members.find((m) => m.user_id === memberId);
    if (!target) throw new NotFoundError(GOAL_ERRORS.notMember);
    if (target.role === 'admin')
      throw new ForbiddenError(self ? GOAL_ERRORS.adminCannotLeave : GOAL_ERRORS.adminCannotBeRemoved);
    const returned = await returnShare(tx, goal.id, target, goal.title, self ? 'leave' : 'removal', callerId, at);
    await tx.execute(
      sql`UPDATE goal_members SET left_at = ${at.toISOString()}::timestamptz WHERE goal_id = ${goal.id}::uuid AND user_id = ${memberId}`,
    );
    const name = nameOf(target);
    await notifyMany(
      tx,
      members.map((m) => ({
        userId: m.user_id,
        text:
          m.user_id === memberId
            ? self
              ? goalTexts.youLeft(goal.title, returned)
              : goalTexts.youWereRemoved(goal.title, returned)
            : self
              ? goalTexts.left(name, goal.title)
              : goalTexts.removed(name, goal.title),
      })),
      at,
    );
    return self ? LEFT : REMOVED;
  });
}

/** Moves a member's whole share back to their wallet (once per membership); returns the amount. */
async function returnShare(
  tx: Parameters<typeof ensureWallet>[0],
  goalId: string,
  m: MemberRow,
  title: string,
  why: 'leave' | 'removal',
  actorId: string,
  at: Date,
): Promise<bigint> {
  if (m.share_cents <= 0n || m.share_id == null) return 0n;
  const wallet = m.wallet_id ?? (await ensureWallet(tx, m.user_id));
  const joined = (m.joined_at instanceof Date ? m.joined_at : new Date(m.joined_at)).getTime();
  await postEntry(tx, {
    idempotencyKey: `goal-exit:${goalId}:${m.user_id}:${joined}`,
    kind: 'goal_refund',
    text: movement(why === 'leave' ? 'goalLeft' : 'goalRemoved', title),
    postings: transfer(m.share_id, wallet, m.share_cents),
    actorUserId: actorId,
    meta: { goalId, why },
    at,
  });
  return m.share_cents;
}
