import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import type { MismatchedItem, MissingAtMpesaItem, SettledItem } from '../../../shared/schemas/reconciliation';
import type { AppContext } from '../../context';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import type { PulledTransaction } from '../../mpesa/reconcile-payloads';
import { notify } from '../../notifications/notify';
import { phaseTimer } from '../../phases';
import { clearingEntriesNotIn, ledgerFloatCents, matchReceipts } from './ledger-side';
import { answeredFloat, askMpesaFloat } from './mpesa-float';
import { pullPeriod } from './pull';
import { kindOf, settleMissing } from './settle-missing';
import { reconciliationTexts } from './texts';

/** M-Pesa transactions this long before the period are read too, so an entry recorded just after its payment is not listed as unknown. */
const GRACE_MS = 60 * 60 * 1000;
/**
 * How long after asking a run waits for M-Pesa's float before it finishes without it (it is filled in
 * when it arrives): counted from the question, asked before the matching, so a run whose matching took
 * longer than this does not wait at all (decision 100).
 */
const FLOAT_WAIT_MS = 3_000;

export interface RunRequest {
  from: Date;
  to: Date;
  trigger: 'manual' | 'nightly';
  /** The Nairobi night ('YYYY-MM-DD') of a nightly run: one per night across instances. */
  night?: string;
  requestedBy?: string;
}

/** M-Pesa's amount with the ledger's sign: into the business positive, paid out negative. */
const signed = (t: PulledTransaction) => (kindOf(t) === 'payout' ? -t.amountCents : t.amountCents);
const inPeriod = (t: PulledTransaction, from: Date, to: Date) => {
  const at = Date.parse(t.at);
  return Number.isNaN(at) || (at >= from.getTime() && at <= to.getTime());
};

/** Claims the run's row; undefined when another instance already claimed this night. */
async function claimRun(ctx: AppContext, r: RunRequest): Promise<string | undefined> {
  const row = await queryRow(
    ctx.db,
    z.object({ id: col.text }),
    sql`INSERT INTO reconciliation_runs (trigger, night, requested_by, started_at, period_from, period_to)
        VALUES (${r.trigger}, ${r.night ?? null}::date, ${r.requestedBy ?? null}, ${ctx.clock.now().toISOString()}::timestamptz,
                ${r.from.toISOString()}::timestamptz, ${r.to.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING id::text AS id`,
  );
  return row?.id;
}

interface Findings {
  matched: number;
  settled: SettledItem[];
  missingAtMpesa: MissingAtMpesaItem[];
  mismatched: MismatchedItem[];
}

/**
 * Matches each of M-Pesa's transactions of the period to one ledger entry by receipt in one statement
 * (only the exceptions come back), settles, one by one through its normal path, what the ledger lacks,
 * and lists the period's entries M-Pesa does not know.
 */
async function match(ctx: AppContext, r: RunRequest, phase: (name: string) => void): Promise<Findings> {
  const pulled = await pullPeriod(ctx, new Date(r.from.getTime() - GRACE_MS), r.to);
  phase('pull');
  const ofPeriod = pulled.filter((t) => inPeriod(t, r.from, r.to));
  const m = await matchReceipts(
    ctx,
    ofPeriod.map((t) => ({ receipt: t.receipt, cents: signed(t) })),
  );
  phase('match');
  const otherAmount = new Map(m.otherAmount.map((o) => [o.receipt, o.entry]));
  const f: Findings = { matched: m.matched, settled: [], missingAtMpesa: [], mismatched: [] };
  const matchedKeys = new Set<string>();
  const taken = new Set<string>();
  for (const t of ofPeriod) {
    const entry = otherAmount.get(t.receipt);
    if (entry) {
      f.mismatched.push({
        receipt: t.receipt,
        mpesaAmount: toKes(signed(t)),
        ledgerAmount: toKes(entry.amountCents),
        entry_id: entry.entryId,
        reason: 'amount',
      });
      continue;
    }
    if (!m.lacking.has(t.receipt)) continue;
    const done = await settleMissing(ctx, t, taken);
    if (done.done === 'settled')
      f.settled.push({ receipt: t.receipt, amount: toKes(t.amountCents), account: done.account });
    else if (done.done === 'already') {
      f.matched += 1;
      if (done.entryKey) matchedKeys.add(done.entryKey);
    } else
      f.mismatched.push({
        receipt: t.receipt,
        mpesaAmount: toKes(signed(t)),
        ledgerAmount: null,
        entry_id: null,
        reason: 'unknown',
      });
  }
  phase('settle');
  const known = pulled.map((t) => t.receipt);
  for (const e of await clearingEntriesNotIn(ctx, r.from, r.to, known)) {
    if (matchedKeys.has(e.key)) continue;
    f.missingAtMpesa.push({
      receipt: e.receipt,
      amount: toKes(e.amountCents),
      entry_id: e.entryId,
      kind: e.kind,
      at: e.at.toISOString(),
    });
  }
  phase('ledger_side');
  return f;
}

async function waitForFloat(ctx: AppContext, queryId: string | undefined, until: number): Promise<bigint | null> {
  if (queryId === undefined) return null;
  for (;;) {
    const answered = await answeredFloat(ctx, queryId);
    if (answered) return answered.cents;
    if (Date.now() >= until) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Tells every superadmin (notification and mail) that a run found something nobody may change automatically. */
async function tellSuperadmins(ctx: AppContext, f: Findings, difference: bigint | null): Promise<void> {
  const admins = await queryRows(
    ctx.db,
    z.object({ id: col.text }),
    sql`SELECT id FROM users WHERE role = 'superadmin' AND deleted_at IS NULL`,
  );
  const text = reconciliationTexts.discrepancy({
    missingAtMpesa: f.missingAtMpesa.length,
    mismatched: f.mismatched.length,
    difference,
  });
  await inTransaction(ctx.db, async (tx, after) => {
    for (const a of admins)
      await notify(ctx, tx, after, a.id, text, {
        at: ctx.clock.now(),
        email: { subject: reconciliationTexts.subject },
      });
  });
}

/**
 * One reconciliation run (docs/product/proof.md): asks M-Pesa for its float, pulls the period's
 * transactions, matches and settles them, lists what nobody may change, compares the float with
 * M-Pesa clearing. Returns the run's id, or undefined when the night was already claimed.
 */
export async function runReconciliation(ctx: AppContext, r: RunRequest): Promise<string | undefined> {
  const id = await claimRun(ctx, r);
  if (id === undefined) return undefined;
  const phase = phaseTimer('reconcile');
  try {
    const floatDeadline = Date.now() + FLOAT_WAIT_MS;
    const queryId = await askMpesaFloat(ctx);
    if (queryId)
      await ctx.db.execute(
        sql`UPDATE reconciliation_runs SET balance_query_id = ${queryId}::uuid WHERE id = ${id}::uuid`,
      );
    phase('ask_float');
    const f = await match(ctx, r, phase);
    const ledger = await ledgerFloatCents(ctx);
    phase('ledger_float');
    const mpesa = await waitForFloat(ctx, queryId, floatDeadline);
    phase('float_wait');
    await ctx.db.execute(
      sql`UPDATE reconciliation_runs SET state = 'done', finished_at = ${ctx.clock.now().toISOString()}::timestamptz, matched = ${f.matched},
             settled = ${JSON.stringify(f.settled)}::jsonb, missing_at_mpesa = ${JSON.stringify(f.missingAtMpesa)}::jsonb,
             mismatched = ${JSON.stringify(f.mismatched)}::jsonb, ledger_balance_cents = ${ledger.toString()}::bigint
          WHERE id = ${id}::uuid`,
    );
    const difference = mpesa === null ? null : mpesa - ledger;
    if (f.missingAtMpesa.length > 0 || f.mismatched.length > 0 || (difference !== null && difference !== 0n))
      await tellSuperadmins(ctx, f, difference);
    phase('finish');
    return id;
  } catch (err) {
    await ctx.db.execute(
      sql`UPDATE reconciliation_runs SET state = 'failed', finished_at = ${ctx.clock.now().toISOString()}::timestamptz,
             error = ${String(err).slice(0, 500)} WHERE id = ${id}::uuid`,
    );
    throw err;
  }
}
