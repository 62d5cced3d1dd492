import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDuration } from '../../../shared/loan-terms';
import { aprNumber } from '../../../shared/key-facts';
import { toKes } from '../../../shared/money';
import type { LoanKeyFacts } from '../../../shared/schemas/key-facts';
import { loanDuration, loanStatus, type LoanView } from '../../../shared/schemas/loans';
import type { Db } from '../../db/client';
import { col, queryRowOrThrow, queryRows } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { uuidOr404 } from '../../db/uuid';
import { LOAN_ERRORS } from './loan-texts';

export const LOAN_NOT_FOUND = LOAN_ERRORS.loanNotFound;

/** A loan as read from the database, with what its receivable account says is still owed. */
const LoanRow = z.object({
  id: col.text,
  user_id: col.text,
  amount_cents: col.bigint,
  repayment_cents: col.bigint,
  duration: loanDuration,
  purpose: col.text,
  status: loanStatus,
  due_date: col.date.nullable(),
  requested_at: col.timestamp,
  /** The key facts quoted at the request (migrations 0500, 1100): null for loans before them. */
  quoted_apr_tenths: col.int.nullable(),
  quoted_due_date: col.date.nullable(),
  /** Cents still owed (0 until disbursed and after repayment). */
  outstanding_cents: col.bigint,
});
export type LoanRow = z.output<typeof LoanRow>;

const SELECT_LOANS = sql`
  SELECT l.id::text AS id, l.user_id, l.amount_cents, l.repayment_cents, l.duration, l.purpose, l.status,
         to_char(l.due_date, 'YYYY-MM-DD') AS due_date, l.requested_at,
         l.quoted_apr_tenths, to_char(l.requested_due_date, 'YYYY-MM-DD') AS quoted_due_date,
         COALESCE(-la.balance_cents, 0) AS outstanding_cents
  FROM loans l LEFT JOIN ledger_accounts la ON la.code = 'loan:' || l.id::text`;

export async function loanRows(db: Db, where: SQL, order: SQL = sql`l.requested_at DESC`): Promise<LoanRow[]> {
  return queryRows(db, LoanRow, sql`${SELECT_LOANS} WHERE ${where} ORDER BY ${order}`);
}

export async function loanRow(db: Db, id: string): Promise<LoanRow> {
  const [row] = await loanRows(db, sql`l.id = ${uuidOr404(id, LOAN_NOT_FOUND)}::uuid`);
  if (!row) throw new NotFoundError(LOAN_NOT_FOUND);
  return row;
}

/** Locks a loan row for the rest of the transaction: every change of a loan starts here. */
export async function lockLoan(tx: Db, id: string): Promise<LoanRow> {
  await queryRowOrThrow(
    tx,
    z.object({ id: col.text }),
    sql`SELECT id FROM loans WHERE id = ${uuidOr404(id, LOAN_NOT_FOUND)}::uuid FOR UPDATE`,
    () => new NotFoundError(LOAN_NOT_FOUND),
  );
  return loanRow(tx, id);
}

/**
 * What the borrower sees. The due date of an Approved or Repaid loan was fixed at approval; a
 * Pending loan shows the date it would get if approved today; a Declined one has none.
 */
export function toLoanView(row: LoanRow, today: string): LoanView {
  const dueDate =
    row.status === 'Declined' ? null : row.status === 'Pending' ? addDuration(today, row.duration) : row.due_date;
  const outstanding = row.status === 'Approved' ? row.outstanding_cents : 0n;
  return {
    id: row.id,
    amount: toKes(row.amount_cents),
    status: row.status,
    repayment_amount: toKes(row.repayment_cents),
    fee: toKes(row.repayment_cents - row.amount_cents),
    repayment_due_date: dueDate,
    outstanding: toKes(outstanding),
    overdue: row.status === 'Approved' && row.due_date !== null && row.due_date < today,
    duration: row.duration,
    purpose: row.purpose,
    requested_at: row.requested_at.toISOString(),
    key_facts: keyFactsOf(row),
  };
}

/** The figures the borrower was quoted and confirmed: principal, charge and total are the loan's own. */
export function keyFactsOf(row: LoanRow): LoanKeyFacts | null {
  if (row.quoted_apr_tenths === null || row.quoted_due_date === null) return null;
  return {
    principal: toKes(row.amount_cents),
    charge: toKes(row.repayment_cents - row.amount_cents),
    total: toKes(row.repayment_cents),
    apr: aprNumber(BigInt(row.quoted_apr_tenths)),
    dueDate: row.quoted_due_date,
  };
}
