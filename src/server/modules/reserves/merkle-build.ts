import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { col, queryRowOrThrow } from '../../db/typed-rows';

/**
 * The leaves of attestation `id`, written in one statement from the transaction's snapshot: one per
 * user (the sum of every account the user owns: every kind the ledger keeps at or above zero —
 * wallet, goal shares, payout pending, and any owned kind added later), and one per owned account
 * with no single owner (a community's pool, paybill suspense), under its account code. Each gets a
 * fresh nonce: the first 128 bits of sha256 of `{seed}|{holder}`, where `seed` is 256 random bits
 * drawn for this attestation alone and never stored (decision 080: as unpredictable as a random
 * draw per leaf, at a fraction of the cost of PostgreSQL's random UUIDs), and its hash,
 * sha256 hex of `{attestation_id}|{holder}|{balance_cents}|{nonce}`. Leaves are ordered by holder.
 */
export async function writeLeaves(tx: Db, id: bigint): Promise<{ users: number; leaves: number; sum: bigint }> {
  const att = id.toString();
  const seed = randomBytes(32).toString('hex');
  return queryRowOrThrow(
    tx,
    z.object({ users: col.int, leaves: col.int, sum: col.bigint }),
    sql`WITH owned AS (
          SELECT user_id, SUM(balance_cents)::bigint AS cents FROM ledger_accounts
          WHERE sign = 'non_negative' AND user_id IS NOT NULL GROUP BY user_id
        ), holders AS (
          SELECT u.id AS holder, COALESCE(o.cents, 0)::bigint AS cents
          FROM users u LEFT JOIN owned o ON o.user_id = u.id
          UNION ALL
          SELECT code, balance_cents FROM ledger_accounts WHERE sign = 'non_negative' AND user_id IS NULL
        ), nonced AS (
          SELECT holder, cents,
                 encode(substring(sha256(convert_to(${seed} || '|' || holder, 'UTF8')) FROM 1 FOR 16), 'hex') AS nonce
          FROM holders
        ), written AS (
          INSERT INTO reserve_leaves (attestation_id, idx, holder, balance_cents, nonce, hash)
          SELECT ${att}::bigint, (row_number() OVER (ORDER BY holder COLLATE "C") - 1)::int, holder, cents, nonce,
                 sha256(convert_to(${att} || '|' || holder || '|' || cents::text || '|' || nonce, 'UTF8'))
          FROM nonced
          RETURNING balance_cents
        )
        SELECT (SELECT COUNT(*) FROM users)::int AS users, COUNT(*)::int AS leaves,
               COALESCE(SUM(balance_cents), 0)::bigint AS sum
        FROM written`,
    () => new Error('no leaves'),
  );
}

/** How many nodes each level has, from the leaves up to the root's level of one. */
export function levelSizes(leaves: number): number[] {
  const sizes = [leaves];
  let n = leaves;
  while (n > 1) {
    n = Math.ceil(n / 2);
    sizes.push(n);
  }
  return sizes;
}

/**
 * Writes level `level` (≥ 1) from the level below, in one statement: each pair (2i, 2i+1) becomes
 * node i with hash sha256 hex of `{left.hash}|{left.sum}|{right.hash}|{right.sum}` and the sum of
 * both; an odd level's last node is carried up unchanged (same hash, same sum).
 */
async function writeLevel(tx: Db, id: string, level: number): Promise<void> {
  const below =
    level === 1
      ? sql`SELECT idx, hash, balance_cents AS sum_cents FROM reserve_leaves WHERE attestation_id = ${id}::bigint`
      : sql`SELECT idx, hash, sum_cents FROM reserve_nodes WHERE attestation_id = ${id}::bigint AND level = ${level - 1}`;
  await tx.execute(
    sql`INSERT INTO reserve_nodes (attestation_id, level, idx, hash, sum_cents)
        SELECT ${id}::bigint, ${level}, p.idx / 2,
               CASE WHEN p.right_hash IS NULL THEN p.hash
                    ELSE sha256(convert_to(encode(p.hash, 'hex') || '|' || p.sum_cents::text || '|' ||
                                           encode(p.right_hash, 'hex') || '|' || p.right_sum::text, 'UTF8')) END,
               p.sum_cents + COALESCE(p.right_sum, 0)
        FROM (SELECT b.idx, b.hash, b.sum_cents,
                     lead(b.hash) OVER w AS right_hash, lead(b.sum_cents) OVER w AS right_sum
              FROM (${below}) b WINDOW w AS (ORDER BY b.idx)) p
        WHERE p.idx % 2 = 0`,
  );
}

/**
 * Builds the tree above the leaves level by level and returns the root's hash and sum (the root is
 * the single leaf when there is one; an empty tree has the sha256 of the empty string and sum 0).
 */
export async function writeTree(
  tx: Db,
  id: bigint,
  leaves: number,
  phase: (name: string) => void = () => undefined,
): Promise<{ root: Buffer; sum: bigint }> {
  const att = id.toString();
  const sizes = levelSizes(leaves);
  for (let level = 1; level < sizes.length; level++) {
    await writeLevel(tx, att, level);
    phase(level <= 3 ? `tree_level_${level}` : 'tree_levels_above_3');
  }
  const top = sizes.length - 1;
  const root = await queryRowOrThrow(
    tx,
    z.object({ hash: col.bytes, sum: col.bigint }),
    top === 0
      ? sql`SELECT hash, balance_cents AS sum FROM reserve_leaves WHERE attestation_id = ${att}::bigint AND idx = 0
            UNION ALL SELECT sha256(''::bytea), 0::bigint WHERE ${leaves} = 0`
      : sql`SELECT hash, sum_cents AS sum FROM reserve_nodes WHERE attestation_id = ${att}::bigint AND level = ${top} AND idx = 0`,
    () => new Error(`attestation ${att} has no root`),
  );
  return { root: root.hash, sum: root.sum };
}
