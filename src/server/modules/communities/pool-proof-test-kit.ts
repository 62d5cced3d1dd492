import { sql } from 'drizzle-orm';
import { inTransaction } from '../../db/tx';
import { accountSpecs, ensureAccount, ensureWallet } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { toCents } from '../../../shared/money';
import type { StatementResponse } from '../../../shared/schemas/community-statement';
import type { TestServer } from '../../testing/test-server';
import type { TestUser } from '../../testing/factories';
import { movement } from '../../ledger/movement-texts';

/**
 * The verifiable pool's tests (decision 083). `reverseIntoWallet`: a correction as the design
 * describes it (no route makes one yet): a reversing entry, through the ledger, from the pool back to
 * the member's wallet, whose metadata names the entry it reverses, and the member's paid total less
 * by as much.
 */
export async function reverseIntoWallet(
  server: TestServer,
  communityId: string,
  entryId: string,
  to: TestUser,
  kes: number,
) {
  await inTransaction(server.ctx.db, async (tx) => {
    const pool = await ensureAccount(tx, accountSpecs.communityPool(communityId));
    const wallet = await ensureWallet(tx, to.id);
    await postEntry(tx, {
      idempotencyKey: `test-reversal:${entryId}`,
      kind: 'community_contribution',
      text: movement('asWritten', 'Reversal of a contribution entered by mistake'),
      postings: transfer(pool, wallet, toCents(kes)),
      meta: { communityId, userId: to.id, reverses: entryId },
      at: server.ctx.clock.now(),
    });
    // The contribution no longer counts towards the member's savings (the pool's rows agree with it).
    await tx.execute(
      sql`UPDATE community_members SET paid_cents = paid_cents - ${toCents(kes)}
          WHERE community_id = ${communityId}::uuid AND user_id = ${to.id} AND left_at IS NULL`,
    );
  });
}

/** The pool statement as JSON, as a member downloads it. */
export async function statementJson(server: TestServer, user: TestUser, communityId: string, query = '') {
  const res = await server.api.get<StatementResponse>(`/api/communities/${communityId}/statement${query}`, {
    token: user.token,
  });
  if (res.status !== 200) throw new Error(`statement: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
