import { z } from 'zod';
import { parseKes } from '../../../shared/money';
import { chainHash, poolChainStart } from './pool-chain';

/** What the check reads of a downloaded pool statement (the JSON of GET /api/communities/{id}/statement). */
const downloaded = z.object({
  statement: z.object({
    community_id: z.string().min(1),
    opening: z.number(),
    previous_hash: z.string().optional(),
    entries: z.array(
      z.object({ entry_id: z.string(), date: z.string(), amount: z.number(), balance: z.number(), hash: z.string() }),
    ),
  }),
});

export type ChainVerdict =
  | { ok: true; entries: number; head: string; start: string; fromStart: boolean }
  | { ok: false; entryId: string | null; reason: string; checked: number };

const cents = (kes: number): bigint | null => {
  const parsed = parseKes(kes);
  return parsed.ok ? parsed.cents : null;
};

/**
 * Recomputes a downloaded statement's chain (decision 083): from the pool's start
 * (sha256 of `pamoja-pool|{community_id}`), or, for a statement of a later period, from the hash it
 * names before its first entry (`previous_hash`); each entry's balance must be the one before plus
 * its amount, its hash the one its fields give. Says at which entry the chain first breaks.
 */
export function checkPoolStatement(json: unknown): ChainVerdict {
  const parsed = downloaded.safeParse(json);
  if (!parsed.success)
    return { ok: false, entryId: null, reason: 'not a pool statement (JSON with statement.entries)', checked: 0 };
  const s = parsed.data.statement;
  const origin = poolChainStart(s.community_id);
  const start = s.previous_hash ?? origin;
  let hash = start;
  let balance = cents(s.opening);
  if (balance === null) return { ok: false, entryId: null, reason: 'the opening balance is not in cents', checked: 0 };
  let previousId = -1n;
  let checked = 0;
  for (const e of s.entries) {
    const amount = cents(e.amount);
    const after = cents(e.balance);
    const broken = (reason: string): ChainVerdict => ({ ok: false, entryId: e.entry_id, reason, checked });
    if (!/^\d+$/.test(e.entry_id) || BigInt(e.entry_id) <= previousId)
      return broken('entries are not in ascending entry id');
    if (amount === null || after === null) return broken('an amount or balance is not in whole cents');
    if (after !== balance + amount) return broken(`the balance should be ${balance + amount} cents, not ${after}`);
    const expected = chainHash(hash, e.entry_id, e.date, amount, after);
    if (expected !== e.hash) return broken(`the hash should be ${expected}, not ${e.hash}`);
    hash = expected;
    balance = after;
    previousId = BigInt(e.entry_id);
    checked += 1;
  }
  return { ok: true, entries: checked, head: hash, start, fromStart: start === origin };
}
