import { z } from 'zod';

/**
 * GET /api/communities/{id}/proof (docs/product/proof.md, decision 083): the head of the pool's chain now — the
 * hash after its last posting, the "Pool fingerprint" — with the balance and the number of postings
 * it covers. Its first 8 characters are what the monthly text carries.
 */
export const poolProofResponse = z.object({
  community_id: z.string(),
  /** When it was read (ISO 8601). */
  at: z.string(),
  /** The pool's balance after its last posting, KES. */
  poolBalance: z.number(),
  /** How many postings the chain holds. */
  entries: z.number(),
  /** sha256 hex: the chain's start (sha256 of `pamoja-pool|{community_id}`) when the pool has no posting. */
  head: z.string(),
});
export type PoolProof = z.infer<typeof poolProofResponse>;
