import type { ReaderLanguage } from '../../http/reader-language';
/** Whose statement it is and for which period (Nairobi calendar days, both included). */
export interface StatementHeader {
  /** A user's wallet, or a community's pool. */
  kind: 'wallet' | 'pool';
  name: string;
  phone: string | null;
  language: ReaderLanguage;
  from: string;
  to: string;
  generatedAt: Date;
  /** A pool's statement: what its stored facts add (docs/product/communities.md). */
  pool?: PoolStatementFacts;
}

/** A pool statement's additions: each contribution's cycle, each payout's reason, every member's totals. */
export interface PoolStatementFacts {
  cycleOf: Map<string, number>;
  reasonOf: Map<string, string>;
  members: Array<{ full_name: string | null; paid_in: number; paid_out: number; fines: number }>;
  /** Each movement's chain hash by journal entry, printed under it after `label` (decision 083). */
  hashes?: { label: string; of: Map<string, string> };
}
