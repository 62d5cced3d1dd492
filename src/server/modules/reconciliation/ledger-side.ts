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

/**
 * The clearing entries recorded between `from` and `to` whose receipt is none of `known` (M-Pesa's
 * receipts of the pull): what M-Pesa does not know, found in the database, not by reading every
 * entry of the period into the app.
 */
export async function clearingEntriesNotIn(
  ctx: AppContext,
  from: Date,
  to: Date,
  known: string[],
): Promise<ClearingEntry[]> {
  const rows = await queryRows(
    ctx.db,
    Row,
    sql`WITH known AS (SELECT value AS receipt FROM jsonb_array_elements_text(${JSON.stringify(known)}::jsonb))
        SELECT ${ENTRY} FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account_id = ${CLEARING}::bigint AND p.created_at >= ${from.toISOString()}::timestamptz
          AND p.created_at <= ${to.toISOString()}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM known k WHERE k.receipt = COALESCE(e.meta->>'receipt', e.meta->>'transId'))
        ORDER BY e.id`,
  );
  return rows.map(toEntry);
}

/** One of M-Pesa's transactions as matched: its receipt and the amount M-Pesa moved, in cents, with the ledger's sign. */
export interface PulledAmount {
  receipt: string;
  cents: bigint;
}

/** What the ledger made of M-Pesa's transactions: how many matched, those it has for another amount, and the receipts it lacks. */
export interface Matching {
  matched: number;
  otherAmount: Array<{ receipt: string; entry: ClearingEntry }>;
  lacking: Set<string>;
}

const MatchRow = z.object({
  outcome: col.text,
  matched: col.int.nullable(),
  receipt: col.text.nullable(),
  entry_id: col.text.nullable(),
  key: col.text.nullable(),
  kind: col.text.nullable(),
  at: col.timestamp.nullable(),
  amount_cents: col.bigint.nullable(),
});

/**
 * Matches M-Pesa's transactions to the clearing entries carrying their receipts (whenever recorded;
 * the latest entry when several carry one), in one statement: only the count of the matched comes
 * back, with the few that differ and the receipts the ledger lacks.
 */
export async function matchReceipts(ctx: AppContext, pulled: PulledAmount[]): Promise<Matching> {
  const out: Matching = { matched: 0, otherAmount: [], lacking: new Set() };
  if (pulled.length === 0) return out;
  const rows = await queryRows(
    ctx.db,
    MatchRow,
    sql`WITH pulled AS (
          SELECT x->>0 AS receipt, (x->>1)::bigint AS cents FROM jsonb_array_elements(${JSON.stringify(
            pulled.map((t) => [t.receipt, t.cents.toString()]),
          )}::jsonb) x
        ), found AS (
          SELECT DISTINCT ON (r.receipt) r.receipt AS pulled_receipt, r.cents AS pulled_cents, ${ENTRY}
          FROM pulled r
          JOIN journal_entries e ON COALESCE(e.meta->>'receipt', e.meta->>'transId') = r.receipt
          JOIN postings p ON p.entry_id = e.id AND p.account_id = ${CLEARING}::bigint
          ORDER BY r.receipt, e.id DESC
        )
        SELECT 'matched' AS outcome, COUNT(*)::int AS matched, NULL::text AS receipt, NULL::text AS entry_id, NULL::text AS key,
               NULL::text AS kind, NULL::timestamptz AS at, NULL::bigint AS amount_cents
        FROM found WHERE amount_cents = pulled_cents
        UNION ALL
        SELECT 'other_amount', NULL, pulled_receipt, entry_id, key, kind, at, amount_cents FROM found WHERE amount_cents <> pulled_cents
        UNION ALL
        SELECT 'lacking', NULL, r.receipt, NULL, NULL, NULL, NULL, NULL FROM pulled r
        WHERE NOT EXISTS (SELECT 1 FROM found f WHERE f.pulled_receipt = r.receipt)`,
  );
  for (const r of rows) {
    if (r.outcome === 'matched') out.matched = r.matched ?? 0;
    else if (r.outcome === 'lacking' && r.receipt) out.lacking.add(r.receipt);
    else if (r.receipt && r.entry_id && r.key && r.kind && r.at && r.amount_cents !== null)
      out.otherAmount.push({
        receipt: r.receipt,
        entry: {
          entryId: r.entry_id,
          key: r.key,
          receipt: r.receipt,
          kind: r.kind,
          at: r.at,
          amountCents: r.amount_cents,
        },
      });
  }
  return out;
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
