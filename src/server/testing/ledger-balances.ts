import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db } from '../db/client';
import { col, queryRows } from '../db/typed-rows';

/** Every ledger account's balance by code, as text: two calls compare equal when no money moved. */
export async function ledgerBalances(db: Db): Promise<Record<string, string>> {
  const accounts = await queryRows(
    db,
    z.object({ code: col.text, balance_cents: col.bigint.nullable() }),
    sql`SELECT code, balance_cents FROM ledger_accounts ORDER BY code`,
  );
  return Object.fromEntries(accounts.map((a) => [a.code, String(a.balance_cents)]));
}
