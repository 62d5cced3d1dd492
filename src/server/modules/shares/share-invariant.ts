import { sql } from 'drizzle-orm';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { sqlInvariant } from '../../ledger/check';

/**
 * Shares (docs/product/shares.md): share capital holds what the purchases cost; the shares sold are
 * the shares held; each holder's open share-day interval holds their shares; each dividend's
 * payments add up to its amount, and dividends paid to what was declared (a holder's dividends
 * received are read from their payments, so they cannot disagree). One of the ledger check's
 * invariants (decision 071).
 */
export const sharesInvariant = sqlInvariant(
  'shares',
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
