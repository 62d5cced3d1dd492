import { type SQL, sql } from 'drizzle-orm';
import { addDuration, type LoanDuration } from '../../../shared/loan-terms';
import { toKes } from '../../../shared/money';
import type { LoanStatus, LoanView } from '../../../shared/schemas/loans';
import { type Db, firstRow, rows } from '../../db/client';
import { NotFoundError } from '../../errors';

/** A loan as read from the database, with what its receivable account says is still owed. */
export interface LoanRow {
  id: string;
  user_id: string;
  amount_cents: bigint;
  repayment_cents: bigint;
  duration: LoanDuration;
  purpose: string;
  status: LoanStatus;
  due_date: string | null;
  requested_at: string;
  /** Cents still owed (0 until disbursed and after repayment). */
  outstanding_cents: bigint;
}

interface RawLoanRow extends Omit<LoanRow, 'amount_cents' | 'repayment_cents' | 'outstanding_cents' | 'requested_at'> {
  amount_cents: bigint | string;
  repayment_cents: bigint | string;
  outstanding_cents: bigint | string;
  requested_at: Date | string;
}

const SELECT_LOANS = sql`
  SELECT l.id::text AS id, l.user_id, l.amount_cents, l.repayment_cents, l.duration, l.purpose, l.status,
         to_char(l.due_date, 'YYYY-MM-DD') AS due_date, l.requested_at,
         COALESCE(-la.balance_cents, 0) AS outstanding_cents
  FROM loans l LEFT JOIN ledger_accounts la ON la.code = 'loan:' || l.id::text`;

function normalise(r: RawLoanRow): LoanRow {
  return {
    ...r,
    amount_cents: BigInt(r.amount_cents),
    repayment_cents: BigInt(r.repayment_cents),
    outstanding_cents: BigInt(r.outstanding_cents),
    requested_at: new Date(r.requested_at).toISOString(),
  };
}

export async function loanRows(db: Db, where: SQL, order: SQL = sql`l.requested_at DESC`): Promise<LoanRow[]> {
  return (await rows<RawLoanRow>(db, sql`${SELECT_LOANS} WHERE ${where} ORDER BY ${order}`)).map(normalise);
}

export async function loanRow(db: Db, id: string): Promise<LoanRow> {
  const [row] = await loanRows(db, sql`l.id = ${id}::uuid`);
  if (!row) throw new NotFoundError('Loan not found.');
  return row;
}

/** Locks a loan row for the rest of the transaction: every change of a loan starts here. */
export async function lockLoan(tx: Db, id: string): Promise<LoanRow> {
  const locked = await firstRow<{ id: string }>(tx, sql`SELECT id FROM loans WHERE id = ${id}::uuid FOR UPDATE`);
  if (!locked) throw new NotFoundError('Loan not found.');
  return loanRow(tx, id);
}

/**
 * What the borrower sees. The due date of an Approved or Repaid loan was fixed at approval; a
 * Pending loan shows the date it would get if approved today; a Declined one has none.
 */
export function toLoanView(row: LoanRow, today: string): LoanView {
  const dueDate = row.status === 'Declined' ? null : row.status === 'Pending' ? addDuration(today, row.duration) : row.due_date;
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
    requested_at: row.requested_at,
  };
}
