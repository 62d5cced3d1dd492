import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { allowLongStatements, type Db, LONG_STATEMENT_MS } from '../db/client';
import { col, queryRows } from '../db/typed-rows';
import { inTransaction } from '../db/tx';
import { WITHHOLDING_TAX_CODE } from './withholding';

export interface Violation {
  /** The ledger's own: 'entries_balance', 'cached_balance', 'sign'; a module's invariant names its own. */
  rule: string;
  detail: string;
}

/**
 * An invariant a feature module adds to the ledger's own (the module's `invariants`, see ../module.ts):
 * its rows agree with their money. The ledger knows no feature table; every module's invariants are
 * gathered in `ledgerInvariants` (../modules.ts), which every caller of `checkLedger` passes.
 */
export interface LedgerInvariant {
  rule: string;
  violations(db: Db): Promise<Violation[]>;
}

/**
 * An invariant written as one query whose rows are its violations, each a sentence in `detail`: what
 * a module's invariant usually is (its rows against their money, in one statement).
 */
export function sqlInvariant(rule: string, query: SQL): LedgerInvariant {
  return {
    rule,
    async violations(db: Db): Promise<Violation[]> {
      const rows = await queryRows(db, z.object({ detail: col.text }), query);
      return rows.map((r) => ({ rule, detail: r.detail }));
    },
  };
}

/**
 * The ledger's invariants (see docs/product/money-and-ledger.md): every entry sums to zero (so all postings do), each cached
 * balance equals the sum of its postings, no account is on the wrong side of zero; then the modules'
 * `invariants` (pass `ledgerInvariants` of ../modules.ts: each community pool holds what its rows add up
 * to, the shares agree with their money), all read in one transaction.
 */
export async function checkLedger(db: Db, invariants: readonly LedgerInvariant[]): Promise<Violation[]> {
  // Reads every posting: on a large ledger longer than a request's statement timeout allows.
  return inTransaction(db, async (tx) => {
    await allowLongStatements(tx, LONG_STATEMENT_MS);
    const violations = await violationsIn(tx);
    for (const invariant of invariants) violations.push(...(await invariant.violations(tx)));
    return violations;
  });
}

async function violationsIn(db: Db): Promise<Violation[]> {
  const violations: Violation[] = [];
  const unbalanced = await queryRows(
    db,
    z.object({ entry_id: col.bigint, total: col.bigint }),
    sql`SELECT entry_id, SUM(amount_cents)::bigint AS total FROM postings GROUP BY entry_id HAVING SUM(amount_cents) <> 0`,
  );
  for (const r of unbalanced)
    violations.push({ rule: 'entries_balance', detail: `entry ${r.entry_id} sums to ${r.total}` });
  const drift = await queryRows(
    db,
    z.object({ code: col.text, cached: col.bigint, actual: col.bigint }),
    sql`SELECT a.code, a.balance_cents AS cached, COALESCE(SUM(p.amount_cents), 0)::bigint AS actual
        FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
        WHERE a.balance_cents IS NOT NULL
        GROUP BY a.id, a.code, a.balance_cents
        HAVING a.balance_cents <> COALESCE(SUM(p.amount_cents), 0)`,
  );
  for (const r of drift)
    violations.push({
      rule: 'cached_balance',
      detail: `${r.code} caches ${r.cached} but its postings sum to ${r.actual}`,
    });
  const wrongSide = await queryRows(
    db,
    z.object({ code: col.text, balance: col.bigint }),
    sql`SELECT code, balance_cents AS balance FROM ledger_accounts
        WHERE (sign = 'non_negative' AND balance_cents < 0) OR (sign = 'non_positive' AND balance_cents > 0)`,
  );
  for (const r of wrongSide) violations.push({ rule: 'sign', detail: `${r.code} has balance ${r.balance}` });
  violations.push(...(await withholdingViolations(db)));
  return violations;
}

/**
 * Withholding tax (decision 092): a tax is recorded only on a positive posting, and above zero; in each
 * entry that withholds, the withholding-tax account is credited exactly the taxes recorded on its
 * postings (a remittance debits it and records none). With the cached balance and its sign (never below
 * zero) checked above, what is owed KRA is what was withheld less what was remitted.
 */
async function withholdingViolations(db: Db): Promise<Violation[]> {
  const rows = await queryRows(
    db,
    z.object({ entry_id: col.bigint, tax: col.bigint, withheld: col.bigint, bad: col.bigint }),
    sql`SELECT p.entry_id, COALESCE(SUM(p.tax_cents), 0)::bigint AS tax,
               COALESCE(SUM(p.amount_cents) FILTER (WHERE p.account_id = w.id), 0)::bigint AS withheld,
               COUNT(*) FILTER (WHERE p.tax_cents <= 0 OR (p.tax_cents IS NOT NULL AND p.amount_cents <= 0)) AS bad
        FROM postings p CROSS JOIN (SELECT id FROM ledger_accounts WHERE code = ${WITHHOLDING_TAX_CODE}) w
        WHERE p.tax_cents IS NOT NULL OR p.account_id = w.id
        GROUP BY p.entry_id
        HAVING COUNT(*) FILTER (WHERE p.tax_cents <= 0 OR (p.tax_cents IS NOT NULL AND p.amount_cents <= 0)) > 0
            OR (COALESCE(SUM(p.tax_cents), 0) > 0 OR COALESCE(SUM(p.amount_cents) FILTER (WHERE p.account_id = w.id), 0) > 0)
               AND COALESCE(SUM(p.tax_cents), 0) <> COALESCE(SUM(p.amount_cents) FILTER (WHERE p.account_id = w.id), 0)`,
  );
  return rows.map((r) => ({
    rule: 'withholding',
    detail: `entry ${r.entry_id} records ${r.tax} cents of tax but credits ${r.withheld} to ${WITHHOLDING_TAX_CODE}${r.bad > 0n ? `, and ${r.bad} postings carry a tax on no payment` : ''}`,
  }));
}
