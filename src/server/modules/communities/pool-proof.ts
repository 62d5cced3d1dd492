import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import type { PoolProof } from '../../../shared/schemas/community-proof';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import { accountSpecs } from '../../ledger/accounts';
import { requireMember } from './community-store';
import { chainOrigin, type ChainLink, linkPostings, pointAfter, type PoolPosting } from './pool-chain';

/**
 * The pool's postings in chain order (ascending journal entry id; the ledger merges an entry's
 * postings per account, so an entry has at most one on the pool), up to the last entry made before
 * `before` when given. Computed on read from the ledger, never stored (decision 083).
 */
export async function poolPostings(db: Db, communityId: string, before?: Date): Promise<PoolPosting[]> {
  const code = accountSpecs.communityPool(communityId).code;
  const cut = before ? sql`AND p.created_at < ${before.toISOString()}::timestamptz` : sql``;
  const rows = await queryRows(
    db,
    z.object({ entry_id: col.bigint, created_at: col.timestamp, amount_cents: col.bigint }),
    sql`SELECT p.entry_id, p.created_at, p.amount_cents
        FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.code = ${code} ${cut}
        ORDER BY p.entry_id, p.id`,
  );
  return rows.map((r) => ({ entryId: r.entry_id, at: r.created_at, amountCents: r.amount_cents }));
}

/** The whole chain of a pool (or of the postings made before `before`), from its start. */
export async function poolChain(db: Db, communityId: string, before?: Date): Promise<ChainLink[]> {
  return linkPostings(chainOrigin(communityId), await poolPostings(db, communityId, before));
}

/** GET /api/communities/{id}/proof (members only): the head of the pool's chain as it stands now. */
export async function poolProof(ctx: AppContext, rawId: string, userId: string): Promise<PoolProof> {
  const { community } = await requireMember(ctx.db, rawId, userId);
  const at = ctx.clock.now();
  const point = pointAfter(chainOrigin(community.id), await poolChain(ctx.db, community.id));
  return {
    community_id: community.id,
    at: at.toISOString(),
    poolBalance: toKes(point.balanceCents),
    entries: point.entries,
    head: point.hash,
  };
}
