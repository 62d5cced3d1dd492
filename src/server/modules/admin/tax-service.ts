import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '../../../shared/localized-text';
import { centsText, toKes } from '../../../shared/money';
import { addMonths, nairobiDayStart } from '../../../shared/nairobi-time';
import type { TaxRemitResponse, TaxReport } from '../../../shared/schemas/tax';
import { audit } from '../../audit/audit';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRowOrThrow, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { ConflictError } from '../../errors';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { lockWithholding, WITHHOLDING_TAX_CODE } from '../../ledger/withholding';
import { textCell } from '../statements';
import { TAX_ERRORS, taxTexts } from './tax-texts';
import { movement } from '../../ledger/movement-texts';

/**
 * Withholding tax by Nairobi calendar month (docs/product/tax.md, decisions 092–094): a
 * month's tax is what the interest runs and dividends paid in it withheld (their entries' time), read
 * from the ledger: the paying account's postings give the gross, the withholding-tax account's the
 * tax, each wallet's posting the payee's share (its `tax_cents`). Remittances are `tax_remittances`
 * rows, each with its journal entry (withholding tax → M-Pesa clearing).
 */
interface MonthCents {
  interestGross: bigint;
  interestTax: bigint;
  dividendGross: bigint;
  dividendTax: bigint;
  remitted: bigint;
}

/** The instants [start, end) of a Nairobi calendar month 'YYYY-MM'. */
function monthSpan(month: string): { start: string; end: string } {
  const first = `${month}-01`;
  return {
    start: nairobiDayStart(first).toISOString(),
    end: nairobiDayStart(addMonths(first, 1)).toISOString(),
  };
}

type SQL = ReturnType<typeof sql>;

/** Postings of `account` in the month's entries of `kind`: the account's own index, by time. */
const sumOf = (account: SQL, kind: string, span: { start: string; end: string }) =>
  sql`(SELECT COALESCE(SUM(p.amount_cents), 0)::bigint FROM postings p JOIN journal_entries e ON e.id = p.entry_id
       WHERE p.account_id = ${account} AND e.kind = ${kind}
         AND p.created_at >= ${span.start}::timestamptz AND p.created_at < ${span.end}::timestamptz)`;

async function monthCents(db: Db, month: string): Promise<MonthCents> {
  const span = monthSpan(month);
  const wht = sql`(SELECT id FROM ledger_accounts WHERE code = ${WITHHOLDING_TAX_CODE})`;
  const row = await queryRowOrThrow(
    db,
    z.object({ ig: col.bigint, it: col.bigint, dg: col.bigint, dt: col.bigint, remitted: col.bigint }),
    sql`SELECT -${sumOf(sql`${SYSTEM_ACCOUNTS.interestExpense.toString()}::bigint`, 'interest', span)} AS ig,
               ${sumOf(wht, 'interest', span)} AS it,
               -${sumOf(sql`${SYSTEM_ACCOUNTS.dividendsPaid.toString()}::bigint`, 'dividend', span)} AS dg,
               ${sumOf(wht, 'dividend', span)} AS dt,
               (SELECT COALESCE(SUM(amount_cents), 0)::bigint FROM tax_remittances WHERE month = ${month}) AS remitted`,
    () => new Error('tax report returned nothing'),
  );
  return {
    interestGross: row.ig,
    interestTax: row.it,
    dividendGross: row.dg,
    dividendTax: row.dt,
    remitted: row.remitted,
  };
}

function reportOf(month: string, c: MonthCents): TaxReport {
  const withheld = c.interestTax + c.dividendTax;
  return {
    month,
    interest: { gross: toKes(c.interestGross), withheld: toKes(c.interestTax) },
    dividends: { gross: toKes(c.dividendGross), withheld: toKes(c.dividendTax) },
    withheld: toKes(withheld),
    remitted: toKes(c.remitted),
    due: toKes(withheld - c.remitted),
  };
}

/** GET /superadmin/tax?month=YYYY-MM */
export async function taxReport(db: Db, month: string): Promise<TaxReport> {
  return reportOf(month, await monthCents(db, month));
}

const CSV_HEADER = ['user_id', 'name', 'national_id', 'kind', 'gross', 'tax'];

/**
 * GET /superadmin/tax?month=YYYY-MM&format=csv: one row per payee and kind (interest, dividend) over
 * the month's entries, gross and tax in KES. Pamoja records no ID number (only the ID's images), so
 * `national_id` is empty until it does (decision 093).
 */
export async function taxCsv(db: Db, month: string): Promise<string> {
  const span = monthSpan(month);
  const rows = await queryRows(
    db,
    z.object({ user_id: col.text, name: col.text, kind: col.text, gross: col.bigint, tax: col.bigint }),
    sql`SELECT a.user_id, COALESCE(u.full_name, '') AS name, e.kind,
               SUM(p.amount_cents + COALESCE(p.tax_cents, 0))::bigint AS gross, COALESCE(SUM(p.tax_cents), 0)::bigint AS tax
        FROM journal_entries e
        JOIN postings p ON p.entry_id = e.id
        JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'wallet'
        JOIN users u ON u.id = a.user_id
        WHERE e.kind IN ('interest', 'dividend')
          AND e.created_at >= ${span.start}::timestamptz AND e.created_at < ${span.end}::timestamptz
        GROUP BY a.user_id, u.full_name, e.kind
        ORDER BY a.user_id, e.kind`,
  );
  const line = (cells: string[]) => `${cells.map(textCell).join(',')}\r\n`;
  return [
    line(CSV_HEADER),
    ...rows.map((r) => line([r.user_id, r.name, '', r.kind, centsText(r.gross), centsText(r.tax)])),
  ].join('');
}

/**
 * POST /superadmin/tax/remit: records the remittance to KRA of what is due for the month now (also
 * while the month is still open), in one transaction under the withholding account's lock: two
 * remittances racing pay once, and the second finds nothing due (409). Tax withheld later in the month
 * is due again, for a later remittance (decision 094).
 */
export async function remitTax(
  ctx: AppContext,
  adminId: string,
  body: { month: string; reference: string },
  language: Language = 'en',
): Promise<TaxRemitResponse> {
  return inTransaction(ctx.db, async (tx) => {
    const wht = await lockWithholding(tx);
    const before = await monthCents(tx, body.month);
    const withheld = before.interestTax + before.dividendTax;
    const due = withheld - before.remitted;
    if (due <= 0n) throw new ConflictError(TAX_ERRORS.nothingDue, 'nothing_due');
    const at = ctx.clock.now();
    const posted = await postEntry(tx, {
      // Unique per month and what had been withheld for it: a remittance of the same tax twice collides.
      idempotencyKey: `tax_remittance:${body.month}:${withheld}`,
      kind: 'tax_remittance',
      text: movement('taxRemitted', body.month),
      postings: transfer(wht.id, SYSTEM_ACCOUNTS.mpesaClearing, due),
      actorUserId: adminId,
      meta: { month: body.month, reference: body.reference },
      at,
    });
    if (!posted.applied) throw new ConflictError(TAX_ERRORS.nothingDue, 'nothing_due');
    const row = await queryRowOrThrow(
      tx,
      z.object({ id: col.bigint }),
      sql`INSERT INTO tax_remittances (month, reference, amount_cents, entry_id, actor_user_id, remitted_at)
          VALUES (${body.month}, ${body.reference}, ${due.toString()}::bigint, ${posted.entryId.toString()}::bigint,
                  ${adminId}, ${at.toISOString()}::timestamptz)
          RETURNING id`,
      () => new Error('tax remittance insert returned nothing'),
    );
    await audit(tx, {
      actorUserId: adminId,
      action: 'tax.remit',
      target: `tax_remittance:${row.id}`,
      details: { month: body.month, reference: body.reference, amountCents: due.toString() },
      at,
    });
    return {
      message: taxTexts.remitted(body.month, due)[language],
      remittance: {
        remittance_id: row.id.toString(),
        month: body.month,
        reference: body.reference,
        amount: toKes(due),
        date: at.toISOString(),
      },
      report: reportOf(body.month, { ...before, remitted: before.remitted + due }),
    };
  });
}
