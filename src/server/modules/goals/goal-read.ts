import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import type { GoalDetail, GoalsListResponse } from '../../../shared/schemas/goals';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { uploadUrl } from '../../uploads/images';
import { goalIdOf, refuseOutsider } from './goal-store';

/** What members see of their goals (goals list and goal detail). */
const role = z.enum(['admin', 'member']);

/** The goal's own columns, read by the list and the detail alike. */
const GoalColumns = z.object({
  id: col.text,
  title: col.text,
  description: col.text,
  image_upload_id: col.text.nullable(),
  target_cents: col.bigint,
  end_date: col.date,
});

const ListRow = GoalColumns.extend({
  role,
  member_count: col.int,
  saved: col.bigint,
});

export async function listGoals(db: Db, userId: string): Promise<GoalsListResponse> {
  const found = await queryRows(
    db,
    ListRow,
    sql`SELECT g.id, g.title, g.description, g.image_upload_id, g.target_cents, g.end_date::text AS end_date, me.role,
               (SELECT COUNT(*)::int FROM goal_members x WHERE x.goal_id = g.id AND x.left_at IS NULL) AS member_count,
               (SELECT COALESCE(SUM(a.balance_cents), 0)::bigint FROM ledger_accounts a
                 WHERE a.kind = 'goal_share' AND a.ref_id = g.id::text) AS saved
        FROM goal_members me JOIN goals g ON g.id = me.goal_id AND g.deleted_at IS NULL
        WHERE me.user_id = ${userId} AND me.left_at IS NULL
        ORDER BY g.created_at DESC, g.id`,
  );
  const allocated = await queryRow(
    db,
    z.object({ total: col.bigint }),
    sql`SELECT COALESCE(SUM(balance_cents), 0)::bigint AS total FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'goal_share'`,
  );
  return {
    allocatedFunds: toKes(allocated?.total ?? 0n),
    goals: found.map((g) => ({
      goal_id: g.id,
      title: g.title,
      description: g.description,
      image_path: uploadUrl(g.image_upload_id),
      target_amount: toKes(g.target_cents),
      saved_amount: toKes(g.saved),
      end_date: g.end_date,
      goalRole: g.role,
      memberCount: g.member_count,
    })),
  };
}

const DetailRow = GoalColumns.extend({
  user_id: col.text,
  full_name: col.text.nullable(),
  picture: col.text.nullable(),
  role,
  contributed_cents: col.bigint,
  joined_at: col.timestamp,
  share_cents: col.bigint,
});

/** A goal as its member `viewerId` sees it: 404 when unknown, 403 for anyone not a current member. */
export async function goalDetail(db: Db, rawGoalId: string, viewerId: string): Promise<GoalDetail> {
  const goalId = goalIdOf(rawGoalId);
  const found = await queryRows(
    db,
    DetailRow,
    sql`SELECT g.id, g.title, g.description, g.image_upload_id, g.target_cents, g.end_date::text AS end_date,
               m.user_id, u.full_name, m.role, m.contributed_cents, m.joined_at,
               -- a private picture (Privacy → Profile Visibility) only for its owner
               CASE WHEN u.profile_visibility = 'private' AND u.id <> ${viewerId} THEN NULL ELSE u.profile_picture_upload_id END AS picture,
               COALESCE(s.balance_cents, 0) AS share_cents
        FROM goals g
        JOIN goal_members m ON m.goal_id = g.id AND m.left_at IS NULL
        JOIN users u ON u.id = m.user_id
        LEFT JOIN ledger_accounts s ON s.code = 'goal:' || g.id::text || ':' || m.user_id
        WHERE g.id = ${goalId}::uuid AND g.deleted_at IS NULL
        ORDER BY (m.role = 'admin') DESC, m.joined_at, m.user_id`,
  );
  const me = found.find((r) => r.user_id === viewerId);
  const first = found[0];
  if (!me || !first) return refuseOutsider(db, goalId);
  const saved = found.reduce((s, r) => s + r.share_cents, 0n);
  return {
    goal_id: first.id,
    title: first.title,
    description: first.description,
    image_path: uploadUrl(first.image_upload_id),
    target_amount: toKes(first.target_cents),
    saved_amount: toKes(saved),
    end_date: first.end_date,
    goalRole: me.role,
    memberCount: found.length,
    members: found.map((r) => ({
      user_id: r.user_id,
      full_name: r.full_name ?? '',
      profile_picture: uploadUrl(r.picture),
      saved_amount: toKes(r.share_cents),
      contribution: toKes(r.contributed_cents),
      joined_at: r.joined_at.toISOString(),
      goal_role: r.role,
    })),
  };
}
