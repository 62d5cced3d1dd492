import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import { ForbiddenError } from '../../errors';
import { requireMember } from './community-store';
import { GUARANTEE_ERRORS } from './guarantee-texts';

/** The chairperson sets the community's loan multiple (1–5; docs/product/communities.md). */
export async function setSettings(ctx: AppContext, rawId: string, userId: string, body: { loanMultiple: number }) {
  await inTransaction(ctx.db, async (tx) => {
    const { community, me } = await requireMember(tx, rawId, userId);
    if (me.role !== 'chairperson') throw new ForbiddenError(GUARANTEE_ERRORS.chairpersonOnly);
    await tx.execute(sql`UPDATE communities SET loan_multiple = ${body.loanMultiple} WHERE id = ${community.id}::uuid`);
  });
}
