import { nearestCents } from './money';

/**
 * Checking a proof of reserves (docs/product/proof.md) the way anyone can: from the
 * saver's own balance and nonce to the published root, with nothing but sha256. The browser runs it
 * with Web Crypto ("Verify my balance"); the tests run it too.
 */
export interface ReservesProof {
  attestation_id: string;
  root: string;
  user_id: string;
  /** KES */
  balance: number;
  nonce: string;
  /** sum in cents */
  leaf: { hash: string; sum: number };
  path: Array<{ hash: string; sum: number; side: 'left' | 'right' }>;
}

/** sha256 of a text's UTF-8 bytes, as lowercase hex. */
export type Sha256Hex = (text: string) => Promise<string>;

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** sha256 with Web Crypto (`crypto.subtle.digest`), in the browser and in Node alike. */
export const webCryptoSha256: Sha256Hex = async (text) =>
  hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** The text a leaf's hash is taken of: `{attestation_id}|{user_id}|{balance_cents}|{nonce}`. */
export const leafText = (attestationId: string, holder: string, balanceCents: bigint, nonce: string) =>
  `${attestationId}|${holder}|${balanceCents}|${nonce}`;

/** The text a parent's hash is taken of: `{left.hash}|{left.sum}|{right.hash}|{right.sum}`. */
export const parentText = (left: { hash: string; sum: bigint }, right: { hash: string; sum: bigint }) =>
  `${left.hash}|${left.sum}|${right.hash}|${right.sum}`;

export interface ProofCheck {
  /** The leaf recomputed from the balance and nonce is the proof's leaf (hash and sum). */
  leafMatches: boolean;
  /** The root hash the path reaches, and its sum in cents. */
  root: string;
  total: bigint;
  /** The path reaches the published root (and the published total, when one is given). */
  ok: boolean;
}

/**
 * Recomputes the leaf from the balance and nonce, climbs the path (each sibling on its side, sums
 * added), and compares the result with the published root and, when given, the published total
 * in cents.
 */
export async function checkReservesProof(
  proof: ReservesProof,
  sha256: Sha256Hex = webCryptoSha256,
  publishedTotalCents?: bigint,
): Promise<ProofCheck> {
  const balanceCents = nearestCents(proof.balance);
  const leafHash = await sha256(leafText(proof.attestation_id, proof.user_id, balanceCents, proof.nonce));
  const leafMatches = leafHash === proof.leaf.hash && BigInt(proof.leaf.sum) === balanceCents;
  let node = { hash: leafHash, sum: balanceCents };
  for (const step of proof.path) {
    const sibling = { hash: step.hash, sum: BigInt(step.sum) };
    if (sibling.sum < 0n) return { leafMatches, root: node.hash, total: node.sum, ok: false };
    const [left, right] = step.side === 'left' ? [sibling, node] : [node, sibling];
    node = { hash: await sha256(parentText(left, right)), sum: left.sum + right.sum };
  }
  const totalMatches = publishedTotalCents === undefined || node.sum === publishedTotalCents;
  return { leafMatches, root: node.hash, total: node.sum, ok: leafMatches && node.hash === proof.root && totalMatches };
}
