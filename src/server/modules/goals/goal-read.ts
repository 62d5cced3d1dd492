import { sql } from 'drizzle-orm';
import { toKes } from '../../../shared/money';
import type { GoalDetail, GoalsListResponse } from '../../../shared/schemas/goals';
import { type Db, firstRow, rows } from '../../db/client';
import { uploadUrl } from '../../uploads/images';
import { goalIdOf, refuseOutsider } from './goal-store';

/** What members see of their goals (spec §7: goals list and goal detail). */
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

interface ListRow {
  id: string;
  title: string;
  description: string;
  image_upload_id: string | null;
  target_cents: bigint;
  end_date: string;
  role: 'admin' | 'member';
  member_count: number;
  saved: bigint;
}

export async function listGoals(db: Db, userId: string): Promise<GoalsListResponse> {
  const found = await rows<ListRow>(
    db,
    sql`SELECT g.id, g.title, g.description, g.image_upload_id, g.target_cents, g.end_date::text AS end_date, me.role,
               (SELECT COUNT(*)::int FROM goal_members x WHERE x.goal_id = g.id AND x.left_at IS NULL) AS member_count,
               (SELECT COALESCE(SUM(a.balance_cents), 0)::bigint FROM ledger_accounts a
                 WHERE a.kind = 'goal_share' AND a.ref_id = g.id::text) AS saved
        FROM goal_members me JOIN goals g ON g.id = me.goal_id AND g.deleted_at IS NULL
        WHERE me.user_id = ${userId} AND me.left_at IS NULL
        ORDER BY g.created_at DESC, g.id`,
  );
  const allocated = await firstRow<{ total: bigint }>(
    db,
    sql`SELECT COALESCE(SUM(balance_cents), 0)::bigint AS total FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'goal_share'`,
  );
  return {
    allocatedFunds: toKes(BigInt(allocated?.total ?? 0n)),
    goals: found.map((g) => ({
      goal_id: g.id,
      title: g.title,
      description: g.description,
      image_path: uploadUrl(g.image_upload_id),
      target_amount: toKes(BigInt(g.target_cents)),
      saved_amount: toKes(BigInt(g.saved)),
      end_date: g.end_date,
      goalRole: g.role,
      memberCount: Number(g.member_count),
    })),
  };
}

interface DetailRow {
  id: string;
  title: string;
  description: string;
  image_upload_id: string | null;
  target_cents: bigint;
  end_date: string;
  user_id: string;
  full_name: string | null;
  picture: string | null;
  role: 'admin' | 'member';
  contributed_cents: bigint;
  joined_at: Date | string;
  share_cents: bigint;
}

/** A goal as its member `viewerId` sees it: 404 when unknown, 403 for anyone not a current member. */
export async function goalDetail(db: Db, rawGoalId: string, viewerId: string): Promise<GoalDetail> {
  const goalId = goalIdOf(rawGoalId);
  const found = await rows<DetailRow>(
    db,
    sql`SELECT g.id, g.title, g.description, g.image_upload_id, g.target_cents, g.end_date::text AS end_date,
               m.user_id, u.full_name, u.profile_picture_upload_id AS picture, m.role, m.contributed_cents, m.joined_at,
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
  const saved = found.reduce((s, r) => s + BigInt(r.share_cents), 0n);
  return {
    goal_id: first.id,
    title: first.title,
    description: first.description,
    image_path: uploadUrl(first.image_upload_id),
    target_amount: toKes(BigInt(first.target_cents)),
    saved_amount: toKes(saved),
    end_date: first.end_date,
    goalRole: me.role,
    memberCount: found.length,
    members: found.map((r) => ({
      user_id: r.user_id,
      full_name: r.full_name ?? '',
      profile_picture: uploadUrl(r.picture),
      saved_amount: toKes(BigInt(r.share_cents)),
      contribution: toKes(BigInt(r.contributed_cents)),
      joined_at: iso(r.joined_at),
      goal_role: r.role,
    })),
  };
}
