import { createHash } from 'node:crypto';

/**
 * The chain of a community pool's history (docs/product/proof.md, decision 083): shared by the server (the
 * statement, the proof, the monthly notice) and the offline checker (`npm run verify:pool`), so both
 * hash the very same text. It starts at sha256 hex of `pamoja-pool|{community_id}`; each posting on
 * the pool, in ascending journal entry id, is hashed as
 * `{previous hash}|{entry_id}|{date}|{amount_cents}|{balance_cents}`: `date` ISO 8601 UTC with
 * milliseconds (the statement's `date`), amount positive into the pool and negative out, balance the
 * pool's after the entry, both in whole cents written as plain integers ("-30000").
 */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Where a pool's chain starts, before its first posting. */
export const poolChainStart = (communityId: string): string => sha256Hex(`pamoja-pool|${communityId}`);

/** One posting's link: the hash after it, given the hash before it. */
export function chainHash(
  previous: string,
  entryId: string,
  date: string,
  amountCents: bigint,
  balanceCents: bigint,
): string {
  return sha256Hex(`${previous}|${entryId}|${date}|${amountCents}|${balanceCents}`);
}

/** A posting on the pool, as the ledger stores it. */
export interface PoolPosting {
  entryId: bigint;
  at: Date;
  amountCents: bigint;
}

/** A posting with its place in the chain: the pool's balance after it and its hash. */
export interface ChainLink {
  entryId: bigint;
  /** ISO 8601 UTC with milliseconds, as hashed and as the statement shows it. */
  date: string;
  amountCents: bigint;
  balanceCents: bigint;
  hash: string;
}

/** Where a chain (or a stretch of one) stands: the hash so far, the balance and how many postings it holds. */
export interface ChainPoint {
  hash: string;
  balanceCents: bigint;
  entries: number;
}

export const chainOrigin = (communityId: string): ChainPoint => ({
  hash: poolChainStart(communityId),
  balanceCents: 0n,
  entries: 0,
});

/** Links `postings` (ascending entry id) onto the chain at `from`. */
export function linkPostings(from: ChainPoint, postings: readonly PoolPosting[]): ChainLink[] {
  const links: ChainLink[] = [];
  let hash = from.hash;
  let balance = from.balanceCents;
  for (const p of postings) {
    balance += p.amountCents;
    const date = p.at.toISOString();
    const entryId = p.entryId.toString();
    hash = chainHash(hash, entryId, date, p.amountCents, balance);
    links.push({ entryId: p.entryId, date, amountCents: p.amountCents, balanceCents: balance, hash });
  }
  return links;
}

/** Where a chain stands after `links`, which continue `from`. */
export function pointAfter(from: ChainPoint, links: readonly ChainLink[]): ChainPoint {
  const last = links.at(-1);
  return last ? { hash: last.hash, balanceCents: last.balanceCents, entries: from.entries + links.length } : from;
}
