import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { leafText, parentText, type ReservesProof } from '../../../shared/reserves-proof';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import { accountSpecs, ensureAccount, ensureWallet, SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, type Posting } from '../../ledger/post';
import type { TestServer } from '../../testing/test-server';
import { movement } from '../../ledger/movement-texts';

/** What a proof-of-reserves test sets up and calls (decision 067: a feature's test kit lives beside it). */

export interface SeededSaver {
  id: string;
  /** wallet + goal share, in cents */
  cents: bigint;
}

/**
 * `count` savers made at once (user rows in one statement, no password or session: the superadmin
 * reads their proofs), each with a wallet; saver i has (i % 10) × KES 123.45 + i cents (every tenth
 * has nothing), and every seventh also KES 50 in a goal share. The money comes from M-Pesa through
 * one compound ledger entry (clearing → the wallets), then one entry per goal share.
 */
export async function seedSavers(ctx: AppContext, count: number, prefix = 'RS'): Promise<SeededSaver[]> {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(6, '0')}`);
  const at = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    await tx.execute(
      sql`INSERT INTO users (id, role, full_name, email, registration_step, account_status, created_at, updated_at)
          SELECT id, 'user', 'Saver ' || id, lower(id) || '@reserves.example', 5, 'active',
                 ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
          FROM unnest(${`{${ids.join(',')}}`}::text[]) AS id`,
    );
    const postings: Posting[] = [];
    let total = 0n;
    for (const [i, id] of ids.entries()) {
      const wallet = await ensureWallet(tx, id);
      const cents = i % 10 === 0 ? 0n : BigInt(i % 10) * 12_345n + BigInt(i);
      if (cents > 0n) postings.push({ accountId: wallet, amountCents: cents });
      total += cents;
    }
    postings.push({ accountId: SYSTEM_ACCOUNTS.mpesaClearing, amountCents: -total });
    await postEntry(tx, {
      idempotencyKey: `reserves-seed:${prefix}`,
      kind: 'deposit',
      text: movement('mpesaDeposit'),
      postings,
      at,
    });
    for (const [i, id] of ids.entries()) {
      if (i % 7 !== 3) continue;
      const share = await ensureAccount(tx, accountSpecs.goalShare(`reserves-goal-${prefix}`, id));
      await postEntry(tx, {
        idempotencyKey: `reserves-seed-goal:${id}`,
        kind: 'goal_contribution',
        text: movement('asWritten', 'Goal contribution'),
        postings: [
          { accountId: SYSTEM_ACCOUNTS.mpesaClearing, amountCents: -5_000n },
          { accountId: share, amountCents: 5_000n },
        ],
        at,
      });
    }
  });
  return ids.map((id, i) => ({
    id,
    cents: (i % 10 === 0 ? 0n : BigInt(i % 10) * 12_345n + BigInt(i)) + (i % 7 === 3 ? 5_000n : 0n),
  }));
}

/** sha256 hex with Node's own crypto: the tests' check does not lean on the browser's code path. */
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Recomputes a proof independently of `src/shared/reserves-proof.ts`: the root hash and sum its path reaches. */
export function climb(proof: ReservesProof): { leaf: string; root: string; sum: bigint } {
  const leaf = sha(leafText(proof.attestation_id, proof.user_id, BigInt(Math.round(proof.balance * 100)), proof.nonce));
  let node = { hash: leaf, sum: BigInt(proof.leaf.sum) };
  for (const step of proof.path) {
    const sibling = { hash: step.hash, sum: BigInt(step.sum) };
    const [l, r] = step.side === 'left' ? [sibling, node] : [node, sibling];
    node = { hash: sha(parentText(l, r)), sum: l.sum + r.sum };
  }
  return { leaf, root: node.hash, sum: node.sum };
}

/** An attestation taken on demand by the superadmin, as the console does. */
export async function attestNow(server: TestServer, adminToken: string) {
  const res = await server.api.post<{ attestation_id: string; root: string; liabilities: number; assets: number }>(
    '/superadmin/reserves/attest',
    undefined,
    { token: adminToken },
  );
  if (res.status !== 201) throw new Error(`attest answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
