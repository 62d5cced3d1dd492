import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { currentCycleNumber } from '../../../shared/community-cycles';
import { toCents } from '../../../shared/money';
import { createCommunityBody } from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError } from '../../errors';
import { poolAccount, todayOf } from './community-store';
import { COMMUNITY_ERRORS } from './community-texts';
import { holdLiveActor } from '../../auth/live-user';

type CreateInput = z.output<typeof createCommunityBody>;

/**
 * A new community, its pool account and its creator as chairperson, in one transaction. The first
 * due date may be today but not earlier, so the creator owes from cycle 1.
 */
export async function createCommunity(ctx: AppContext, userId: string, body: CreateInput): Promise<string> {
  const today = todayOf(ctx);
  if (body.firstDueDate < today) throw new BusinessRuleError(COMMUNITY_ERRORS.firstDueDatePast);
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    await holdLiveActor(tx, userId);
    const row = await queryRow(
      tx,
      z.object({ id: col.text }),
      sql`INSERT INTO communities (name, description, contribution_cents, frequency, first_due_date, late_fine_cents, rotation,
                                   approvals_required, loan_interest_bp, loan_multiple, next_close_date, created_by, created_at)
          VALUES (${body.name}, ${body.description}, ${toCents(body.contributionAmount).toString()}::bigint, ${body.frequency},
                  ${body.firstDueDate}::date, ${toCents(body.lateFine).toString()}::bigint, ${body.rotation},
                  ${body.approvalsRequired}, ${Math.round(body.loanInterestMonthly * 100)}, ${body.loanMultiple}, ${body.firstDueDate}::date,
                  ${userId}, ${at.toISOString()}::timestamptz)
          RETURNING id::text AS id`,
    );
    if (!row) throw new Error('community insert returned nothing');
    const firstCycle = currentCycleNumber(body.firstDueDate, body.frequency, today);
    await tx.execute(
      sql`INSERT INTO community_members (community_id, user_id, role, first_cycle, rotation_position, joined_at)
          VALUES (${row.id}::uuid, ${userId}, 'chairperson', ${firstCycle}, ${body.rotation ? 1 : null}, ${at.toISOString()}::timestamptz)`,
    );
    await poolAccount(tx, row.id);
    return row.id;
  });
}
