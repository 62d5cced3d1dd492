import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts';

/**
 * An entry of the ledger that moved money through M-Pesa clearing: its receipt (an STK deposit's or
 * payout's MpesaReceiptNumber, a paybill payment's TransID), and the amount M-Pesa moved in cents,
 * positive into the business, negative out.
 */
export interface ClearingEntry {
  entryId: string;
  key: string;
  receipt: string | null;
  kind: string;
  at: Date;
  amountCents: bigint;
}

const Row = z.object({
  entry_id: col.text,
  key: col.text,
  receipt: col.text.nullable(),
  kind: col.text,
  at: col.timestamp,
  amount_cents: col.bigint,
});
const toEntry = (r: z.output<typeof Row>): ClearingEntry => ({
  entryId: r.entry_id,
  key: r.key,
  receipt: r.receipt,
  kind: r.kind,
  at: r.at,
  amountCents: r.amount_cents,
});
const CLEARING = SYSTEM_ACCOUNTS.mpesaClearing.toString();
// The money into M-Pesa clearing is negative there (clearing → wallet): M-Pesa's sign is the opposite.
const ENTRY = sql`e.id::text AS entry_id, e.idempotency_key AS key, COALESCE(e.meta->>'receipt', e.meta->>'transId') AS receipt, e.kind, e.created_at AS at,
                  -p.amount_cents AS amount_cents`;

/** The clearing entries recorded between `from` and `to`. */
export async function clearingEntriesBetween(ctx: AppContext, from: Date, to: Date): Promise<ClearingEntry[]> {
  const rows = await queryRows(
    ctx.db,
    Row,
    sql`SELECT ${ENTRY} FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account_id = ${CLEARING}::bigint AND p.created_at >= ${from.toISOString()}::timestamptz
          AND p.created_at <= ${to.toISOString()}::timestamptz
        ORDER BY e.id`,
  );
  return rows.map(toEntry);
}

/** The clearing entries carrying one of these receipts, whenever recorded. */
export async function clearingEntriesFor(ctx: AppContext, receipts: string[]): Promise<ClearingEntry[]> {
  if (receipts.length === 0) return [];
  const rows = await queryRows(
    ctx.db,
    Row,
    sql`WITH r AS (SELECT value AS receipt FROM jsonb_array_elements_text(${JSON.stringify(receipts)}::jsonb))
        SELECT ${ENTRY} FROM journal_entries e
        JOIN r ON r.receipt = COALESCE(e.meta->>'receipt', e.meta->>'transId')
        JOIN postings p ON p.entry_id = e.id AND p.account_id = ${CLEARING}::bigint`,
  );
  return rows.map(toEntry);
}

/** What the ledger says M-Pesa holds: everything into M-Pesa clearing less everything out, in cents. */
export async function ledgerFloatCents(ctx: AppContext): Promise<bigint> {
  const row = await queryRow(
    ctx.db,
    z.object({ held: col.bigint }),
    sql`SELECT COALESCE(-SUM(amount_cents), 0)::bigint AS held FROM postings WHERE account_id = ${CLEARING}::bigint`,
  );
  return row?.held ?? 0n;
}
