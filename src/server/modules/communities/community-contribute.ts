import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toCents } from '../../../shared/money';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, ForbiddenError } from '../../errors';
import { loadCommunity, membershipOf, notifyUser, poolBalance, todayOf } from './community-store';
import { duesNow } from './community-read';
import { topUpClosedCycles } from './rotation-top-up';
import type { DuesParts } from '../../../shared/community-cycles';
import { payIntoPool } from './pool-payment';
import { COMMUNITY_ERRORS, communityTexts } from './community-texts';
import { IdempotencyKeyReusedError } from '../../http/idempotency-key';
import { movement } from '../../ledger/movement-texts';

export interface ContributionResult {
  contributionId: string;
  amountCents: bigint;
  /** What the member must pay by the current cycle's due date after this payment, with its parts. */
  dues: DuesParts;
  poolCents: bigint;
}

/**
 * A member's contribution: wallet → pool in one journal entry, with the contribution row and the
 * membership's paid total, in one transaction. The membership row is locked first, then the ledger
 * locks the accounts in id order. A repeated Idempotency-Key moves nothing and answers the first result.
 */
export async function contribute(
  ctx: AppContext,
  rawId: string,
  userId: string,
  kes: number,
  clientKey: string,
): Promise<ContributionResult> {
  const amount = toCents(kes);
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    // With rotation on, the community row is held first (before the membership, as the close job
    // locks them): a close never runs beside a payment, which then either counts in the cycle's pot or
    // reaches a cycle already closed and tops it up.
    const community = await loadCommunity(tx, rawId, true);
    const me = await membershipOf(tx, community.id, userId, true);
    if (!me) throw new ForbiddenError(COMMUNITY_ERRORS.notMember);
    const key = `community-contribution:${community.id}:${userId}:${clientKey}`;
    const posted = await payIntoPool(tx, community.id, userId, amount, {
      idempotencyKey: key,
      kind: 'community_contribution',
      text: movement('communityContribution', community.name),
      meta: { communityId: community.id, userId, membershipId: me.id.toString() },
      at,
    });
    if (posted.applied) {
      await tx.execute(
        sql`UPDATE community_members SET paid_cents = paid_cents + ${amount.toString()}::bigint WHERE id = ${me.id.toString()}::bigint`,
      );
      await tx.execute(
        sql`INSERT INTO community_contributions (community_id, user_id, member_id, amount_cents, entry_id, created_at)
            VALUES (${community.id}::uuid, ${userId}, ${me.id.toString()}::bigint, ${amount.toString()}::bigint,
                    ${posted.entryId.toString()}::bigint, ${at.toISOString()}::timestamptz)`,
      );
      await notifyUser(tx, userId, communityTexts.contributed(amount, community.name), at);
    }
    const now = (await membershipOf(tx, community.id, userId)) ?? me;
    if (posted.applied) await topUpClosedCycles(tx, community, me, now, at);
    const row = await queryRow(
      tx,
      z.object({ id: col.text, amount_cents: col.bigint }),
      sql`SELECT c.id::text AS id, c.amount_cents FROM community_contributions c
          WHERE c.entry_id = ${posted.entryId.toString()}::bigint`,
    );
    if (!row) throw new BusinessRuleError(COMMUNITY_ERRORS.insufficientWallet);
    // The same key for another amount is another request: refused, nothing moved.
    if (!posted.applied && row.amount_cents !== amount) throw new IdempotencyKeyReusedError();
    return {
      contributionId: row.id,
      amountCents: row.amount_cents,
      dues: duesNow(community, now, todayOf(ctx)),
      poolCents: await poolBalance(tx, community.id),
    };
  });
}
