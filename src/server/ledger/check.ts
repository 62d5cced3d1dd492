import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { allowLongStatements, type Db, LONG_STATEMENT_MS } from '../db/client';
import { col, queryRows } from '../db/typed-rows';
import { inTransaction } from '../db/tx';
import { SYSTEM_ACCOUNTS } from './accounts';

export interface Violation {
  rule: 'entries_balance' | 'cached_balance' | 'sign' | 'community_pool' | 'community_fines_paid' | 'shares';
  detail: string;
}

/**
 * The ledger's invariants (see docs/product/money-and-ledger.md): every entry sums to zero (so all postings do), each cached
 * balance equals the sum of its postings, no account is on the wrong side of zero, and each community
 * pool holds what its contributions, payouts, loans and refunds add up to, with each membership's
 * stored fines paid equal to its recomputation from the payments' times (decision 076); and the shares
 * agree with their money (see sharesViolations).
 */
export async function checkLedger(db: Db): Promise<Violation[]> {
  // Reads every posting: on a large ledger longer than a request's statement timeout allows.
  return inTransaction(db, async (tx) => {
    await allowLongStatements(tx, LONG_STATEMENT_MS);
    return violationsIn(tx);
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
  // A community's pool holds exactly what its business rows say came in and went out
  // (docs/decisions/022-communities-model.md): contributions, less savings returned and income shared,
  // less payouts and loans paid, plus loan repayments.
  const pools = await queryRows(
    db,
    z.object({ code: col.text, balance: col.bigint, expected: col.bigint }),
    sql`WITH mem AS (SELECT community_id, SUM(paid_cents - returned_cents) AS kept FROM community_members GROUP BY community_id),
             paid AS (SELECT community_id, SUM(amount_cents) AS out FROM community_payouts
                      WHERE status = 'paid' AND kind IN ('payout', 'rotation') GROUP BY community_id),
             lent AS (SELECT community_id, SUM(principal_cents - repaid_cents) AS out FROM community_loans GROUP BY community_id)
        SELECT a.code, a.balance_cents AS balance,
               (COALESCE(mem.kept, 0) - c.income_distributed_cents - COALESCE(paid.out, 0) - COALESCE(lent.out, 0))::bigint AS expected
        FROM communities c JOIN ledger_accounts a ON a.code = 'community:' || c.id::text
        LEFT JOIN mem ON mem.community_id = c.id LEFT JOIN paid ON paid.community_id = c.id LEFT JOIN lent ON lent.community_id = c.id`,
  );
  for (const r of pools)
    if (r.balance !== r.expected)
      violations.push({
        rule: 'community_pool',
        detail: `${r.code} holds ${r.balance} but its rows say ${r.expected}`,
      });
  // The stored part of each membership's payments that settled fines is the one its payments' times and
  // fines give (community_fines_paid_of, migration 1030); a membership without fines has 0.
  const finesPaid = await queryRows(
    db,
    z.object({ id: col.bigint, stored: col.bigint, actual: col.bigint }),
    sql`SELECT m.id, m.fines_paid_cents AS stored, COALESCE(fp.fines_paid, 0)::bigint AS actual
        FROM community_members m
        LEFT JOIN community_fines_paid_of(ARRAY(SELECT DISTINCT f.member_id FROM community_fines f)) fp ON fp.member_id = m.id
        WHERE m.fines_paid_cents <> COALESCE(fp.fines_paid, 0)`,
  );
  for (const r of finesPaid)
    violations.push({
      rule: 'community_fines_paid',
      detail: `membership ${r.id} stores fines paid ${r.stored} but its payments and fines say ${r.actual}`,
    });
  violations.push(...(await sharesViolations(db)));
  return violations;
}

/**
 * Shares (docs/product/shares.md): share capital holds what the purchases cost; the shares sold are
 * the shares held; each holder's open share-day interval holds their shares; each dividend's
 * payments add up to its amount, and dividends paid to what was declared (a holder's dividends
 * received are read from their payments, so they cannot disagree).
 */
async function sharesViolations(db: Db): Promise<Violation[]> {
  const rows = await queryRows(
    db,
    z.object({ detail: col.text }),
    sql`SELECT 'share capital holds ' || c.cap || ' but purchases cost ' || p.cost AS detail
        FROM (SELECT COALESCE(SUM(amount_cents), 0) AS cap FROM postings WHERE account_id = ${SYSTEM_ACCOUNTS.shareCapital.toString()}::bigint) c,
             (SELECT COALESCE(SUM(cost_cents), 0) AS cost FROM share_purchases) p
        WHERE c.cap <> p.cost
        UNION ALL
        SELECT 'shares sold ' || s.sold_shares || ', purchased ' || p.n || ', held ' || h.n
        FROM share_settings s, (SELECT COALESCE(SUM(shares), 0) AS n FROM share_purchases) p,
             (SELECT COALESCE(SUM(shares), 0) AS n FROM share_holdings) h
        WHERE s.sold_shares <> p.n OR s.sold_shares <> h.n
        UNION ALL
        SELECT 'holding of ' || COALESCE(h.user_id, i.user_id) || ': ' || COALESCE(h.shares, 0) || ' shares, open interval ' || COALESCE(i.shares, 0)
        FROM (SELECT user_id, shares FROM share_holdings WHERE shares > 0) h
        FULL JOIN (SELECT user_id, shares FROM share_intervals WHERE valid_to IS NULL) i ON i.user_id = h.user_id
        WHERE h.shares IS DISTINCT FROM i.shares
        UNION ALL
        SELECT 'dividend ' || d.id || ' of ' || d.amount_cents || ' pays ' || COALESCE(SUM(p.amount_cents), 0)
        FROM dividends d LEFT JOIN journal_entries e ON e.idempotency_key = 'dividend:' || d.id
        LEFT JOIN postings p ON p.entry_id = e.id AND p.account_id <> ${SYSTEM_ACCOUNTS.dividendsPaid.toString()}::bigint
        GROUP BY d.id, d.amount_cents HAVING d.amount_cents <> COALESCE(SUM(p.amount_cents), 0)
        UNION ALL
        SELECT 'dividends paid ' || -x.paid || ' but declared ' || y.declared
        FROM (SELECT COALESCE(SUM(amount_cents), 0) AS paid FROM postings WHERE account_id = ${SYSTEM_ACCOUNTS.dividendsPaid.toString()}::bigint) x,
             (SELECT COALESCE(SUM(amount_cents), 0) AS declared FROM dividends) y
        WHERE -x.paid <> y.declared`,
  );
  return rows.map((r) => ({ rule: 'shares' as const, detail: r.detail }));
}
