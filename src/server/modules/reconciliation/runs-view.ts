import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import {
  mismatchedItem,
  missingAtMpesaItem,
  settledItem,
  type ReconciliationRun,
} from '../../../shared/schemas/reconciliation';
import type { AppContext } from '../../context';
import { col, queryRows } from '../../db/typed-rows';

const RunRow = z.object({
  id: col.text,
  started_at: col.timestamp,
  period_from: col.timestamp,
  period_to: col.timestamp,
  matched: col.int,
  settled: z.array(settledItem),
  missing_at_mpesa: z.array(missingAtMpesaItem),
  mismatched: z.array(mismatchedItem),
  ledger_balance_cents: col.bigint,
  float_cents: col.bigint.nullable(),
});
const SHOWN = 100;

const toView = (r: z.output<typeof RunRow>): ReconciliationRun => {
  const difference = r.float_cents === null ? null : r.float_cents - r.ledger_balance_cents;
  const discrepancy =
    r.missing_at_mpesa.length > 0 || r.mismatched.length > 0 || (difference !== null && difference !== 0n);
  return {
    run_id: r.id,
    at: r.started_at.toISOString(),
    from: r.period_from.toISOString(),
    to: r.period_to.toISOString(),
    matched: r.matched,
    settled: r.settled,
    missingAtMpesa: r.missing_at_mpesa,
    mismatched: r.mismatched,
    mpesaBalance: r.float_cents === null ? null : toKes(r.float_cents),
    ledgerBalance: toKes(r.ledger_balance_cents),
    difference: difference === null ? null : toKes(difference),
    status: discrepancy ? 'discrepancy' : r.settled.length > 0 ? 'settled' : 'balanced',
  };
};

/**
 * Finished runs, newest first (the latest 100), or the one run `id`. `mpesaBalance` is M-Pesa's
 * answer to the run's own Account Balance query, filled in whenever that answer arrived.
 */
export async function listRuns(ctx: AppContext, id?: string): Promise<ReconciliationRun[]> {
  const rows = await queryRows(
    ctx.db,
    RunRow,
    sql`SELECT r.id::text AS id, r.started_at, r.period_from, r.period_to, r.matched, r.settled, r.missing_at_mpesa, r.mismatched,
               r.ledger_balance_cents, q.float_cents
        FROM reconciliation_runs r LEFT JOIN mpesa_balance_queries q ON q.id = r.balance_query_id
        WHERE r.state = 'done' ${id === undefined ? sql`` : sql`AND r.id = ${id}::uuid`}
        ORDER BY r.started_at DESC, r.id DESC LIMIT ${SHOWN}`,
  );
  return rows.map(toView);
}
