import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  currentCycleNumber,
  cycleDueDate,
  cyclesDue,
  duesCents,
  paidTowardsCycle,
} from '../../../shared/community-cycles';
import { toKes } from '../../../shared/money';
import type { CommunityDetail, CommunitySummary } from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import {
  activeMembers,
  type CommunityRow,
  incomeOf,
  type MemberRow,
  pictureSeenBy,
  poolBalance,
  requireMember,
  todayOf,
} from './community-store';

const memberDues = (m: MemberRow) => ({
  firstCycle: m.first_cycle,
  paidCents: m.paid_cents,
  finesCents: m.fines_cents,
});

/** What a member owes today (negative: paid ahead). */
export function duesToday(community: CommunityRow, m: MemberRow, today: string): bigint {
  return duesCents(
    memberDues(m),
    cyclesDue(community.first_due_date, community.frequency, today),
    community.contribution_cents,
  );
}

/** The rotation's recipient of cycle `n`: places 1..k take turns, cycle 1 to place 1. */
export function recipientOf(members: MemberRow[], n: number): MemberRow | undefined {
  const placed = members
    .filter((m) => m.rotation_position !== null)
    .sort((a, b) => (a.rotation_position ?? 0) - (b.rotation_position ?? 0));
  if (placed.length === 0) return undefined;
  return placed[(n - 1) % placed.length];
}

/** The communities the caller belongs to, with their role, pool, next due date and dues. */
export async function listCommunities(ctx: AppContext, userId: string): Promise<CommunitySummary[]> {
  const today = todayOf(ctx);
  const found = await queryRows(
    ctx.db,
    z.object({
      community_id: col.text,
      name: col.text,
      role: z.enum(['chairperson', 'treasurer', 'secretary', 'member']),
      member_count: col.bigint,
      pool: col.bigint,
      first_due_date: col.date,
      frequency: z.enum(['weekly', 'monthly']),
      contribution_cents: col.bigint,
      first_cycle: col.int,
      paid_cents: col.bigint,
      fines_cents: col.bigint,
    }),
    sql`SELECT c.id::text AS community_id, c.name, m.role,
               (SELECT count(*) FROM community_members o WHERE o.community_id = c.id AND o.left_at IS NULL)::bigint AS member_count,
               COALESCE(a.balance_cents, 0)::bigint AS pool, c.first_due_date::text AS first_due_date, c.frequency,
               c.contribution_cents, m.first_cycle, m.paid_cents, m.fines_cents
        FROM community_members m JOIN communities c ON c.id = m.community_id
        LEFT JOIN ledger_accounts a ON a.code = 'community:' || c.id::text
        WHERE m.user_id = ${userId} AND m.left_at IS NULL
        ORDER BY c.created_at DESC, c.id`,
  );
  return found.map((r) => ({
    community_id: r.community_id,
    name: r.name,
    role: r.role,
    memberCount: Number(r.member_count),
    poolBalance: toKes(r.pool),
    nextDueDate: cycleDueDate(r.first_due_date, r.frequency, currentCycleNumber(r.first_due_date, r.frequency, today)),
    myDues: toKes(
      duesCents(
        { firstCycle: r.first_cycle, paidCents: r.paid_cents, finesCents: r.fines_cents },
        cyclesDue(r.first_due_date, r.frequency, today),
        r.contribution_cents,
      ),
    ),
  }));
}

/** One community as its members see it: settings, pool, income, this cycle and every member's figures. */
export async function communityDetail(ctx: AppContext, rawId: string, userId: string): Promise<CommunityDetail> {
  const { community, me } = await requireMember(ctx.db, rawId, userId);
  return detailOf(ctx, ctx.db, community, me);
}

export async function detailOf(
  ctx: AppContext,
  db: Db,
  community: CommunityRow,
  me: Pick<MemberRow, 'user_id' | 'role'>,
): Promise<CommunityDetail> {
  const today = todayOf(ctx);
  const members = await activeMembers(db, community.id);
  const n = currentCycleNumber(community.first_due_date, community.frequency, today);
  const c = community.contribution_cents;
  const collected = members.reduce((s, m) => s + paidTowardsCycle(memberDues(m), n, c), 0n);
  const owing = BigInt(members.filter((m) => m.first_cycle <= n).length);
  return {
    community_id: community.id,
    name: community.name,
    description: community.description,
    contributionAmount: toKes(c),
    frequency: community.frequency,
    firstDueDate: community.first_due_date,
    lateFine: toKes(community.late_fine_cents),
    rotation: community.rotation,
    approvalsRequired: community.approvals_required,
    loanInterestMonthly: community.loan_interest_bp / 100,
    poolBalance: toKes(await poolBalance(db, community.id)),
    income: toKes(await incomeOf(db, community.id)),
    myRole: me.role,
    currentCycle: {
      number: n,
      dueDate: cycleDueDate(community.first_due_date, community.frequency, n),
      recipientUserId: community.rotation ? (recipientOf(members, n)?.user_id ?? null) : null,
      collected: toKes(collected),
      expected: toKes(owing * c),
    },
    members: members.map((m) => ({
      user_id: m.user_id,
      full_name: m.full_name,
      profile_picture: pictureSeenBy(me.user_id, m),
      role: m.role,
      joined_at: m.joined_at.toISOString(),
      contributed: toKes(m.paid_cents - m.returned_cents),
      dues: toKes(duesToday(community, m, today)),
      rotation_position: m.rotation_position,
    })),
  };
}
