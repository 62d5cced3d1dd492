import { type APIRequestContext, expect } from '@playwright/test';
import { type LoanDuration, type LoanTerms, loanTerms } from '../../src/shared/loan-terms';
import { toKes } from '../../src/shared/money';
import { nairobiDay } from '../../src/shared/nairobi-time';
import type { E2EUser } from './users';

/** Headers of a JSON API call made as the user. */
export const apiHeaders = (user: E2EUser) => ({ accept: 'application/json', authorization: `Bearer ${user.token}` });

/** The user's wallet balance in KES, read through the API. */
export async function balanceOf(request: APIRequestContext, user: E2EUser): Promise<number> {
  const res = await request.get(`/api/accounts/${user.id}`, { headers: apiHeaders(user) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { account: { balance: number } }).account.balance;
}

/** An M-Pesa deposit to the user's own phone, waited for until the wallet shows it. */
export async function fund(request: APIRequestContext, user: E2EUser, amount: number): Promise<void> {
  const before = await balanceOf(request, user);
  const res = await request.post('/api/deposits', {
    headers: apiHeaders(user),
    data: { amount, mpesaNumber: user.phone, description: 'Savings', userId: user.id },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await expect.poll(() => balanceOf(request, user), { timeout: 20_000 }).toBe(before + amount);
}

/**
 * A confirmed M-Pesa deposit through the simulator (from the user's own number unless told), waited
 * for until the deposit reads completed: it makes the user's account active.
 */
export async function confirmedDeposit(
  request: APIRequestContext,
  user: E2EUser,
  amount: number,
  from = user.phone,
): Promise<void> {
  const res = await request.post('/api/deposits', {
    headers: apiHeaders(user),
    data: { userId: user.id, amount, mpesaNumber: from, description: '' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { depositId } = (await res.json()) as { depositId: string };
  await expect
    .poll(async () => {
      const r = await request.get(`/api/deposits/${depositId}`, { headers: apiHeaders(user) });
      return ((await r.json()) as { deposit: { status: string } }).deposit.status;
    })
    .toBe('completed');
}

/** The user's token no longer opens the API: the session ended on the server too. */
export async function expectSessionOver(request: APIRequestContext, user: E2EUser): Promise<void> {
  const res = await request.get(`/api/profiles/${user.id}`, { headers: apiHeaders(user) });
  expect(res.status()).toBe(401);
}

/** The superadmin gives the user a loan limit through the admin edit call (see docs/product/console.md). */
export async function setLoanLimit(
  request: APIRequestContext,
  admin: E2EUser,
  user: E2EUser,
  limit: number,
): Promise<void> {
  const details = await request.get(`/api/superadmin/user-details/${user.id}`, { headers: apiHeaders(admin) });
  expect(details.status()).toBe(200);
  const u = ((await details.json()) as { user: { full_name: string; email: string; phone: string; balance: number } })
    .user;
  const res = await request.put(`/superadmin/users/${user.id}`, {
    headers: apiHeaders(admin),
    data: { full_name: u.full_name, email: u.email, phone: u.phone, balance: u.balance, loan_limit: limit },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The user asks for a loan of `amount` KES over `duration` through the API, agreeing to today's terms; its id and those terms. */
export async function requestLoan(
  request: APIRequestContext,
  user: E2EUser,
  amount: number,
  duration: LoanDuration,
): Promise<{ id: string; terms: LoanTerms }> {
  const terms = loanTerms(BigInt(amount) * 100n, duration, nairobiDay(new Date()));
  const res = await request.post('/api/loans/borrow', {
    headers: apiHeaders(user),
    data: {
      amount,
      duration,
      purpose: 'Stock for my duka',
      userId: user.id,
      repaymentAmount: toKes(terms.repaymentCents),
      repaymentDueDate: terms.dueDate,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { loan: { id: string } }).loan.id, terms };
}

/** The superadmin approves the loan `id`, which pays it out to the borrower's wallet. */
export async function approveLoan(request: APIRequestContext, admin: E2EUser, id: string): Promise<void> {
  const res = await request.put(`/loans/${id}/approve`, { headers: apiHeaders(admin) });
  expect(res.status(), await res.text()).toBe(200);
}
