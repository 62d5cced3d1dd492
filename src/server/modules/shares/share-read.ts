import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { encodeListCursor, type UserListQuery } from '../../../shared/schemas/admin';
import { toKes } from '../../../shared/money';
import type { HolderView, HoldingResponse } from '../../../shared/schemas/shares';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { afterCursor, searchFilter } from '../../db/user-list-filters';
import { capRoom, holdersAfterAcquiring, readSettings, retainedIncome } from './share-store';
import { transfersOf } from './share-transfers';

/**
 * A user's dividend payments, from the ledger: their wallet's postings in the dividend entries (key
 * `dividend:<id>`, decision 048): the posting is the net, `tax_cents` the tax withheld from it (decision
 * 092; NULL, so 0, before withholding began). `userId` is a value or a column of the outer query.
 */
const dividendsTo = (userId: SQL) =>
  sql`SELECT substr(e.idempotency_key, 10)::bigint AS dividend_id, p.amount_cents, COALESCE(p.tax_cents, 0) AS tax_cents
      FROM postings p JOIN journal_entries e ON e.id = p.entry_id AND e.kind = 'dividend'
      WHERE p.account_id = (SELECT w.id FROM ledger_accounts w WHERE w.code = 'wallet:' || ${userId})`;

/** GET /api/shares/{userId}: holding, its value at today's price, dividends received and transfers. */
export async function holdingOf(db: Db, userId: string): Promise<HoldingResponse> {
  const s = await readSettings(db);
  const h = await queryRow(
    db,
    z.object({ shares: col.bigint, dividends_cents: col.bigint }),
    sql`SELECT COALESCE((SELECT shares FROM share_holdings WHERE user_id = ${userId}), 0)::bigint AS shares,
               COALESCE((SELECT SUM(amount_cents) FROM (${dividendsTo(sql`${userId}`)}) x), 0)::bigint AS dividends_cents`,
  );
  const shares = h?.shares ?? 0n;
  const dividends = await queryRows(
    db,
    z.object({ dividend_id: col.bigint, date: col.date, amount_cents: col.bigint, tax_cents: col.bigint }),
    sql`SELECT d.id AS dividend_id, to_char(d.declared_day, 'YYYY-MM-DD') AS date, p.amount_cents, p.tax_cents
        FROM (${dividendsTo(sql`${userId}`)}) p JOIN dividends d ON d.id = p.dividend_id
        WHERE p.amount_cents > 0 ORDER BY d.id DESC LIMIT 100`,
  );
  const unsold = s.total_shares - s.sold_shares;
  const room = capRoom(shares, s.sold_shares, await holdersAfterAcquiring(db, shares), true);
  return {
    shares: Number(shares),
    value: toKes(shares * s.price_cents),
    sharePrice: toKes(s.price_cents),
    unsoldShares: Number(unsold),
    maxBuyable: Number(room === null || room > unsold ? unsold : room),
    totalDividends: toKes(h?.dividends_cents ?? 0n),
    dividends: dividends.map((d) => ({
      dividend_id: d.dividend_id.toString(),
      date: d.date,
      amount: toKes(d.amount_cents + d.tax_cents),
      tax: toKes(d.tax_cents),
      net: toKes(d.amount_cents),
    })),
    transfers: await transfersOf(db, userId),
  };
}

const HolderRow = z.object({
  id: col.text,
  full_name: col.text.nullable(),
  email: col.text.nullable(),
  phone: col.text.nullable(),
  shares: col.bigint,
  dividends_cents: col.bigint,
  sort_at: col.text,
});

/** Holders (at least one share), paged exactly as the user lists: newest users first, keyset cursor. */
export async function holdersPage(
  db: Db,
  page: UserListQuery,
): Promise<{ items: HolderView[]; nextCursor: string | null }> {
  const s = await readSettings(db);
  const found = await queryRows(
    db,
    HolderRow,
    sql`SELECT u.id, u.full_name, u.email, u.phone, h.shares,
               COALESCE((SELECT SUM(p.amount_cents) FROM (${dividendsTo(sql`u.id`)}) p), 0)::bigint AS dividends_cents,
               to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_at
        FROM share_holdings h JOIN users u ON u.id = h.user_id
        WHERE h.shares > 0 AND ${searchFilter(page.q)} AND ${afterCursor(page.cursor)}
        ORDER BY u.created_at DESC, u.id LIMIT ${page.limit + 1}`,
  );
  const rows = found.slice(0, page.limit);
  const last = rows.at(-1);
  return {
    items: rows.map((r) => ({
      user_id: r.id,
      full_name: r.full_name ?? '',
      email: r.email ?? '',
      phone: r.phone ?? '',
      shares: Number(r.shares),
      value: toKes(r.shares * s.price_cents),
      dividends: toKes(r.dividends_cents),
    })),
    nextCursor: found.length > page.limit && last ? encodeListCursor({ createdAt: last.sort_at, id: last.id }) : null,
  };
}

/** The share figures of GET /superadmin/totals. */
export async function shareTotals(db: Db) {
  const s = await readSettings(db);
  const row = await queryRow(
    db,
    z.object({ holders: col.bigint, capital: col.bigint }),
    sql`SELECT (SELECT COUNT(*) FROM share_holdings WHERE shares > 0) AS holders,
               (SELECT COALESCE(SUM(amount_cents), 0)::bigint FROM postings WHERE account_id = ${SYSTEM_ACCOUNTS.shareCapital.toString()}::bigint) AS capital`,
  );
  return {
    totalShares: Number(s.total_shares),
    boughtShares: Number(s.sold_shares),
    sharePrice: toKes(s.price_cents),
    totalInvestors: Number(row?.holders ?? 0n),
    totalInvestments: toKes(row?.capital ?? 0n),
    retainedIncome: toKes(await retainedIncome(db)),
  };
}
