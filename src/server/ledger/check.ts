import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client';

export interface Violation {
  rule: 'entries_balance' | 'cached_balance' | 'sign';
  detail: string;
}

/**
 * The ledger's invariants (DESIGN §4): every entry sums to zero (so all postings do), each cached
 * balance equals the sum of its postings, and no account is on the wrong side of zero.
 */
export async function checkLedger(db: Db): Promise<Violation[]> {
  const violations: Violation[] = [];
  const unbalanced = await rows<{ entry_id: bigint; total: bigint }>(
    db,
    sql`SELECT entry_id, SUM(amount_cents)::bigint AS total FROM postings GROUP BY entry_id HAVING SUM(amount_cents) <> 0`,
  );
  for (const r of unbalanced) violations.push({ rule: 'entries_balance', detail: `entry ${r.entry_id} sums to ${r.total}` });
  const drift = await rows<{ code: string; cached: bigint; actual: bigint }>(
    db,
    sql`SELECT a.code, a.balance_cents AS cached, COALESCE(SUM(p.amount_cents), 0)::bigint AS actual
        FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
        WHERE a.balance_cents IS NOT NULL
        GROUP BY a.id, a.code, a.balance_cents
        HAVING a.balance_cents <> COALESCE(SUM(p.amount_cents), 0)`,
  );
  for (const r of drift) violations.push({ rule: 'cached_balance', detail: `${r.code} caches ${r.cached} but its postings sum to ${r.actual}` });
  const wrongSide = await rows<{ code: string; balance: bigint }>(
    db,
    sql`SELECT code, balance_cents AS balance FROM ledger_accounts
        WHERE (sign = 'non_negative' AND balance_cents < 0) OR (sign = 'non_positive' AND balance_cents > 0)`,
  );
  for (const r of wrongSide) violations.push({ rule: 'sign', detail: `${r.code} has balance ${r.balance}` });
  return violations;
}
