import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loanTerms, type LoanDuration } from '../../../shared/loan-terms';
import { nairobiDay } from '../../../shared/nairobi-time';
import { toCents, toKes } from '../../../shared/money';
import type { LoanView } from '../../../shared/schemas/loans';
import { col, queryRows } from '../../db/typed-rows';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import type { TestServer } from '../../testing/test-server';
import { everyNotification } from '../notifications';

/** Helpers for the loans tests: borrow as the form does, approve as the superadmin does. */
export function borrowBodyFor(
  server: TestServer,
  user: TestUser,
  amount: number,
  duration: LoanDuration = '1 month',
  purpose = 'Stock for my duka',
) {
  const terms = loanTerms(toCents(amount), duration, nairobiDay(server.ctx.clock.now()));
  return {
    amount,
    duration,
    purpose,
    userId: user.id,
    repaymentAmount: toKes(terms.repaymentCents),
    repaymentDueDate: terms.dueDate,
  };
}

export async function borrow(server: TestServer, user: TestUser, amount: number, duration: LoanDuration = '1 month') {
  return server.api.post<{ message: string; loan: LoanView }>(
    '/api/loans/borrow',
    borrowBodyFor(server, user, amount, duration),
    { token: user.token },
  );
}

/** A user with a loan approved (disbursed) and `walletKes` more in the wallet. */
export async function approvedLoan(
  server: TestServer,
  admin: TestUser,
  amount: number,
  duration: LoanDuration = '1 month',
  walletKes = 0,
) {
  const user = await createUser(server.ctx, { loanLimitKes: 100_000 });
  if (walletKes > 0) await fundWallet(server.ctx, user.id, walletKes);
  const requested = await borrow(server, user, amount, duration);
  if (requested.status !== 201)
    throw new Error(`borrow answered ${requested.status}: ${JSON.stringify(requested.body)}`);
  const approved = await server.api.put(`/loans/${requested.body.loan.id}/approve`, undefined, { token: admin.token });
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status}: ${JSON.stringify(approved.body)}`);
  return { user, loanId: requested.body.loan.id };
}

export async function walletKes(server: TestServer, userId: string): Promise<number> {
  const [row] = await queryRows(
    server.ctx.db,
    z.object({ balance_cents: col.bigint }),
    sql`SELECT balance_cents FROM ledger_accounts WHERE code = ${`wallet:${userId}`}`,
  );
  return row ? toKes(row.balance_cents) : 0;
}

/** Every notification of the user in the account's language, oldest first: their own and the runs' that paid them. */
export async function notificationsOf(server: TestServer, userId: string): Promise<string[]> {
  return (await everyNotification(server.ctx.db, userId)).map((n) => n.message);
}

export async function loanOf(server: TestServer, user: TestUser, loanId: string): Promise<LoanView | undefined> {
  const res = await server.api.get<{ loans: LoanView[] }>(`/api/loan/${user.id}`, { token: user.token });
  return res.body.loans.find((l) => l.id === loanId);
}
