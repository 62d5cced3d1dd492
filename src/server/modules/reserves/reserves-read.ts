import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import type { ReservesProofResponse, ReservesResponse } from '../../../shared/schemas/reserves';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { levelSizes } from './merkle-build';
import { reservesTexts } from './reserves-texts';

/** How many past attestations the public history shows. */
export const HISTORY_LENGTH = 90;

const Figures = z.object({
  id: col.bigint,
  at: col.timestamp,
  float_cents: col.bigint,
  loans_receivable_cents: col.bigint,
  liabilities_cents: col.bigint,
  users: col.int,
  root: col.bytes,
});
type FiguresRow = z.output<typeof Figures>;

/** assets ÷ liabilities in per cent, rounded down to two decimals (never shown better than it is). */
export function ratioPercent(assets: bigint, liabilities: bigint): number | null {
  if (liabilities === 0n) return null;
  return Number((assets * 10_000n) / liabilities) / 100;
}

const figures = (r: FiguresRow) => {
  const assets = r.float_cents + r.loans_receivable_cents;
  return {
    attestation_id: r.id.toString(),
    at: r.at.toISOString(),
    assets: toKes(assets),
    liabilities: toKes(r.liabilities_cents),
    ratio: ratioPercent(assets, r.liabilities_cents),
  };
};

/** GET /api/reserves: the latest attestation and the history, aggregates only. */
export async function publicReserves(db: Db): Promise<ReservesResponse> {
  const rows = await queryRows(
    db,
    Figures,
    sql`SELECT id, at, float_cents, loans_receivable_cents, liabilities_cents, users, root
        FROM reserve_attestations WHERE root IS NOT NULL ORDER BY at DESC, id DESC LIMIT ${HISTORY_LENGTH}`,
  );
  const [latest] = rows;
  return {
    latest: latest
      ? {
          ...figures(latest),
          users: latest.users,
          root: latest.root.toString('hex'),
          mpesaFloat: toKes(latest.float_cents),
          loansReceivable: toKes(latest.loans_receivable_cents),
        }
      : null,
    history: rows.reverse().map(figures),
  };
}

const Leaf = z.object({
  attestation_id: col.bigint,
  root: col.bytes,
  leaves: col.int,
  idx: col.int,
  balance_cents: col.bigint,
  nonce: col.text,
  hash: col.bytes,
});

/**
 * A user's proof in an attestation (the latest when none is named): their leaf, and the sibling at
 * every level where there is one (a node carried up from an odd level has none), bottom up.
 */
export async function reservesProof(db: Db, userId: string, attestationId?: string): Promise<ReservesProofResponse> {
  const which = attestationId
    ? sql`a.id = ${attestationId}::bigint`
    : sql`a.id = (SELECT id FROM reserve_attestations WHERE root IS NOT NULL ORDER BY at DESC, id DESC LIMIT 1)`;
  const leaf = await queryRow(
    db,
    Leaf,
    sql`SELECT a.id AS attestation_id, a.root, a.leaves, l.idx, l.balance_cents, l.nonce, l.hash
        FROM reserve_attestations a JOIN reserve_leaves l ON l.attestation_id = a.id AND l.holder = ${userId}
        WHERE ${which} AND a.root IS NOT NULL`,
  );
  if (!leaf) throw new NotFoundError(reservesTexts.noProof);
  const wanted: Array<{ level: number; idx: number; side: 'left' | 'right' }> = [];
  const sizes = levelSizes(leaf.leaves);
  let idx = leaf.idx;
  for (let level = 0; level < sizes.length - 1; level++) {
    const sibling = idx % 2 === 0 ? idx + 1 : idx - 1;
    if (sibling < (sizes[level] ?? 0)) wanted.push({ level, idx: sibling, side: idx % 2 === 0 ? 'right' : 'left' });
    idx = Math.floor(idx / 2);
  }
  const att = leaf.attestation_id.toString();
  const found = wanted.length
    ? await queryRows(
        db,
        z.object({ level: col.int, idx: col.int, hash: col.bytes, sum_cents: col.bigint }),
        sql`SELECT 0 AS level, idx, hash, balance_cents AS sum_cents FROM reserve_leaves
            WHERE attestation_id = ${att}::bigint AND idx = ${wanted[0]?.level === 0 ? wanted[0].idx : -1}
            UNION ALL
            SELECT level, idx, hash, sum_cents FROM reserve_nodes
            WHERE attestation_id = ${att}::bigint AND (level, idx) IN (${sql.join(
              wanted.map((w) => sql`(${w.level}::smallint, ${w.idx})`),
              sql`, `,
            )})`,
      )
    : [];
  const byLevel = new Map(found.map((n) => [n.level, n]));
  return {
    attestation_id: att,
    root: leaf.root.toString('hex'),
    user_id: userId,
    balance: toKes(leaf.balance_cents),
    nonce: leaf.nonce,
    leaf: { hash: leaf.hash.toString('hex'), sum: Number(leaf.balance_cents) },
    path: wanted.map((w) => {
      const node = byLevel.get(w.level);
      if (!node) throw new Error(`attestation ${att}: node ${w.level}/${w.idx} missing`);
      return { hash: node.hash.toString('hex'), sum: Number(node.sum_cents), side: w.side };
    }),
  };
}
