import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toCents } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { col, queryRow, queryRows, queryRowOrThrow } from '../../db/typed-rows';
import { BadRequestError, BusinessRuleError, ForbiddenError, NotFoundError } from '../../errors';
import type { LocalizedText } from '../../../shared/localized-text';
import { uuidOr404 } from '../../db/uuid';
import { insertNotifications } from '../../notifications/notification-rows';
import { GOAL_ERRORS } from './goal-texts';

/** Reading and locking goals and their members; every money movement locks the goal row first. */
export const GOAL_NOT_FOUND = GOAL_ERRORS.goalNotFound;
export const NOT_A_MEMBER = GOAL_ERRORS.notAMember;
export const ADMIN_ONLY = GOAL_ERRORS.adminOnly;

/** A goal id from the URL, or 404 when it cannot be one. */
export const goalIdOf = (raw: string): string => uuidOr404(raw, GOAL_NOT_FOUND);

const GoalRow = z.object({
  id: col.text,
  title: col.text,
  description: col.text,
  target_cents: col.bigint,
  end_date: col.date,
  image_upload_id: col.text.nullable(),
  completed_at: col.timestamp.nullable(),
});
export type GoalRow = z.output<typeof GoalRow>;

/** Locks a live goal's row for the rest of the transaction (always the first lock taken). */
async function lockGoal(tx: Db, goalId: string): Promise<GoalRow> {
  return queryRowOrThrow(
    tx,
    GoalRow,
    sql`SELECT id, title, description, target_cents, end_date::text AS end_date, image_upload_id, completed_at
        FROM goals WHERE id = ${goalId}::uuid AND deleted_at IS NULL FOR UPDATE`,
    () => new NotFoundError(GOAL_NOT_FOUND),
  );
}

const MemberRow = z.object({
  user_id: col.text,
  role: z.enum(['admin', 'member']),
  full_name: col.text.nullable(),
  joined_at: col.timestamp,
  contributed_cents: col.bigint,
  share_id: col.bigint.nullable(),
  share_cents: col.bigint,
  wallet_id: col.bigint.nullable(),
});
export type MemberRow = z.output<typeof MemberRow>;

/** The goal's current members with their share accounts and wallets: admin first, then by joining. */
async function currentMembers(tx: Db, goalId: string): Promise<MemberRow[]> {
  return queryRows(
    tx,
    MemberRow,
    sql`SELECT m.user_id, m.role, u.full_name, m.joined_at, m.contributed_cents,
               s.id AS share_id, COALESCE(s.balance_cents, 0) AS share_cents, w.id AS wallet_id
        FROM goal_members m
        JOIN users u ON u.id = m.user_id
        LEFT JOIN ledger_accounts s ON s.code = 'goal:' || m.goal_id::text || ':' || m.user_id
        LEFT JOIN ledger_accounts w ON w.code = 'wallet:' || m.user_id
        WHERE m.goal_id = ${goalId}::uuid AND m.left_at IS NULL
        ORDER BY (m.role = 'admin') DESC, m.joined_at, m.user_id`,
  );
}

/**
 * Runs `change` in one transaction under the goal's row lock (taken first, as every change to a goal
 * does), with the goal and its current members as read under that lock and the moment of the change
 * (read once, before the lock). `rawGoalId` is the id as the URL gave it: 404 before anything else
 * when it cannot be one.
 */
export function withLockedGoal<T>(
  ctx: AppContext,
  rawGoalId: string,
  change: (tx: Db, goal: GoalRow, members: MemberRow[], at: Date) => Promise<T>,
): Promise<T> {
  const goalId = goalIdOf(rawGoalId);
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const goal = await lockGoal(tx, goalId);
    return change(tx, goal, await currentMembers(tx, goalId), at);
  });
}

/** How each kind of money request on a goal refuses an amount of zero or less. */
const NOT_POSITIVE = {
  'goal-contribution': () => new BusinessRuleError(GOAL_ERRORS.invalidContribution),
  'goal-withdrawal': () => new BadRequestError(GOAL_ERRORS.invalidAmount),
};

/**
 * A member's request to move money on a goal (a contribution, the admin's withdrawal), read and
 * checked: the goal's id (404 when the URL's cannot be one), the amount in cents (refused at zero or
 * less), and the request's ledger idempotency key, the client's key scoped to the goal and the member.
 */
export function goalMoneyRequest(
  kind: keyof typeof NOT_POSITIVE,
  rawGoalId: string,
  userId: string,
  kes: number,
  clientKey: string,
): { goalId: string; amount: bigint; key: string } {
  const goalId = goalIdOf(rawGoalId);
  const amount = toCents(kes);
  if (amount <= 0n) throw NOT_POSITIVE[kind]();
  return { goalId, amount, key: `${kind}:${goalId}:${userId}:${clientKey}` };
}

export function requireMember(members: MemberRow[], userId: string): MemberRow {
  const me = members.find((m) => m.user_id === userId);
  if (!me) throw new ForbiddenError(NOT_A_MEMBER);
  return me;
}

export function requireAdmin(members: MemberRow[], userId: string): MemberRow {
  const me = requireMember(members, userId);
  if (me.role !== 'admin') throw new ForbiddenError(ADMIN_ONLY);
  return me;
}

export const savedOf = (members: MemberRow[]) => members.reduce((s, m) => s + m.share_cents, 0n);

export const nameOf = (m: { full_name: string | null }) => m.full_name ?? 'A member';

/** Throws 404 for an unknown goal, else 403: for paths where the caller was not found among members. */
export async function refuseOutsider(db: Db, goalId: string): Promise<never> {
  const exists = await queryRow(
    db,
    z.object({}),
    sql`SELECT 1 FROM goals WHERE id = ${goalId}::uuid AND deleted_at IS NULL`,
  );
  if (!exists) throw new NotFoundError(GOAL_NOT_FOUND);
  throw new ForbiddenError(NOT_A_MEMBER);
}

/** Writes several users' notifications (each in the user's language) in one statement. */
export async function notifyMany(
  tx: Db,
  items: Array<{ userId: string; text: LocalizedText }>,
  at: Date,
): Promise<void> {
  if (items.length === 0) return;
  const values = sql.join(
    items.map((i, n) => sql`(${n}, ${i.userId}, ${i.text.en}, ${i.text.sw})`),
    sql`, `,
  );
  await tx.execute(
    insertNotifications({
      rows: sql`SELECT v.n AS ord, u.id AS user_id, u.language, v.en, v.sw
                FROM (VALUES ${values}) AS v(n, user_id, en, sw) JOIN users u ON u.id = v.user_id AND u.deleted_at IS NULL`,
      at: sql`${at.toISOString()}::timestamptz`,
      ordered: true,
    }),
  );
}
