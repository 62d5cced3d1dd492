import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  currentCycleNumber,
  cycleDueDate,
  type DuesParts,
  duesParts,
  type MemberDues,
  paidTowardsCycle,
} from '../../../shared/community-cycles';
import { toKes } from '../../../shared/money';
import type {
  CommunityDetail,
  CommunityMember,
  CommunitySummary,
  CurrentCycle,
  DuesPartsView,
} from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import { borrowCapacity, holdsByGuarantor } from './guarantee-holds';
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

export const memberDues = (
  m: Pick<MemberRow, 'first_cycle' | 'paid_cents' | 'fines_cents' | 'fines_paid_cents'>,
): MemberDues => ({
  firstCycle: m.first_cycle,
  paidCents: m.paid_cents,
  finesCents: m.fines_cents,
  finesPaidCents: m.fines_paid_cents,
});

/** The community's current cycle today: the earliest whose due date is today or later (Nairobi). */
export const currentCycleOf = (community: Pick<CommunityRow, 'first_due_date' | 'frequency'>, today: string) =>
  currentCycleNumber(community.first_due_date, community.frequency, today);

/** What a member must pay by the current cycle's due date, with its parts (total negative: paid ahead). */
export function duesNow(community: CommunityRow, m: MemberRow, today: string): DuesParts {
  return duesParts(memberDues(m), currentCycleOf(community, today), community.contribution_cents);
}

/** What a member must pay by the current cycle's due date (negative: paid ahead). */
export const duesToday = (community: CommunityRow, m: MemberRow, today: string): bigint =>
  duesNow(community, m, today).total;

/** What is late: unpaid fines and cycles whose due date has passed (the current cycle never is). */
export function arrearsToday(community: CommunityRow, m: MemberRow, today: string): bigint {
  const p = duesNow(community, m, today);
  return p.fines + p.earlier;
}

export const partsView = (p: DuesParts): DuesPartsView => ({
  fines: toKes(p.fines),
  earlier: toKes(p.earlier),
  current: toKes(p.current),
});

/** One member as `viewerId` sees them. */
export function memberView(community: CommunityRow, m: MemberRow, viewerId: string, today: string): CommunityMember {
  const dues = duesNow(community, m, today);
  return {
    user_id: m.user_id,
    full_name: m.full_name,
    profile_picture: pictureSeenBy(viewerId, m),
    role: m.role,
    joined_at: m.joined_at.toISOString(),
    contributed: toKes(m.paid_cents - m.returned_cents),
    dues: toKes(dues.total),
    duesParts: partsView(dues),
    rotation_position: m.rotation_position,
  };
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
      fines_paid_cents: col.bigint,
    }),
    sql`SELECT c.id::text AS community_id, c.name, m.role,
               (SELECT count(*) FROM community_members o WHERE o.community_id = c.id AND o.left_at IS NULL)::bigint AS member_count,
               COALESCE(a.balance_cents, 0)::bigint AS pool, c.first_due_date::text AS first_due_date, c.frequency,
               c.contribution_cents, m.first_cycle, m.paid_cents, m.fines_cents,
               m.fines_paid_cents
        FROM community_members m JOIN communities c ON c.id = m.community_id
        LEFT JOIN ledger_accounts a ON a.code = 'community:' || c.id::text
        WHERE m.user_id = ${userId} AND m.left_at IS NULL
        ORDER BY c.created_at DESC, c.id`,
  );
  return found.map((r) => {
    const n = currentCycleOf(r, today);
    const dues = duesParts(memberDues(r), n, r.contribution_cents);
    return {
      community_id: r.community_id,
      name: r.name,
      role: r.role,
      memberCount: Number(r.member_count),
      poolBalance: toKes(r.pool),
      nextDueDate: cycleDueDate(r.first_due_date, r.frequency, n),
      myDues: toKes(dues.total),
      myDuesParts: partsView(dues),
    };
  });
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
  const holds = await holdsByGuarantor(db, community.id);
  const mine = members.find((m) => m.user_id === me.user_id);
  const myBorrowLimit = mine ? await borrowCapacity(db, community, mine) : 0n;
  const n = currentCycleNumber(community.first_due_date, community.frequency, today);
  const c = community.contribution_cents;
  const pots = await rotationPotsOf(db, community.id, [n - 1, n]);
  const cycle = (k: number): CurrentCycle => {
    const collected = members.reduce((s, m) => s + paidTowardsCycle(memberDues(m), k, c), 0n);
    const owing = BigInt(members.filter((m) => m.first_cycle <= k).length);
    const pot = pots.find((p) => p.cycle === k);
    const paidOut = pot?.paid_cents ?? 0n;
    return {
      number: k,
      dueDate: cycleDueDate(community.first_due_date, community.frequency, k),
      recipientUserId: community.rotation ? (pot?.recipient_user_id ?? recipientOf(members, k)?.user_id ?? null) : null,
      collected: toKes(collected),
      expected: toKes(owing * c),
      paidOut: toKes(paidOut),
      owed: community.rotation && collected > paidOut ? toKes(collected - paidOut) : 0,
    };
  };
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
    loanMultiple: community.loan_multiple,
    myBorrowLimit: toKes(myBorrowLimit),
    poolBalance: toKes(await poolBalance(db, community.id)),
    income: toKes(await incomeOf(db, community.id)),
    myRole: me.role,
    currentCycle: cycle(n),
    previousCycle: n > 1 ? { ...cycle(n - 1), closing: community.closed_cycle < n - 1 } : null,
    members: members.map((m) => ({
      ...memberView(community, m, me.user_id, today),
      holds: holds.get(m.user_id) ?? [],
    })),
  };
}

/** The rotation requests of the given cycles: to whom, and how much of them was paid. */
async function rotationPotsOf(db: Db, communityId: string, cycles: number[]) {
  return queryRows(
    db,
    z.object({ cycle: col.int, recipient_user_id: col.text, paid_cents: col.bigint }),
    sql`SELECT cycle, MIN(recipient_user_id) AS recipient_user_id,
               COALESCE(SUM(amount_cents) FILTER (WHERE status = 'paid'), 0)::bigint AS paid_cents
        FROM community_payouts
        WHERE community_id = ${communityId}::uuid AND kind = 'rotation' AND cycle = ANY(${`{${cycles.join(',')}}`}::int[])
        GROUP BY cycle`,
  );
}
