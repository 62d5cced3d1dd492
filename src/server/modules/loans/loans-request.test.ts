import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRows } from '../../db/typed-rows';
import { expectMessage } from '../../testing/expectations';
import { createUser, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { borrow, borrowBodyFor } from './loans-test-kit';

// 23:30 in Nairobi on 20 November: still the 20th there, already late in UTC terms
const clock = new TestClock(new Date('2026-11-20T20:30:00Z'));
const server = useTestServer({ clock });

/** How many loans of `user` the database holds, whatever their status. */
const loansStored = async (user: TestUser) =>
  (await queryRows(server.ctx.db, z.object({}), sql`SELECT 1 FROM loans WHERE user_id = ${user.id}`)).length;

describe('POST /api/loans/borrow', () => {
  it('creates a Pending loan with the server-computed terms and lists it with the limit', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 5_000 });
    const res = await server.api.post(
      '/api/loans/borrow',
      borrowBodyFor(server, user, 5_000, '20 days', '  School fees  '),
      { token: user.token },
    );
    expect(res.status).toBe(201);
    const loan = (res.body as { loan: { id: string } }).loan;
    expect(res.body).toEqual({
      message: 'Loan request submitted successfully!',
      loan: {
        id: loan.id,
        amount: 5_000,
        status: 'Pending',
        repayment_amount: 5_250,
        fee: 250,
        repayment_due_date: '2026-12-10',
        outstanding: 0,
        overdue: false,
        duration: '20 days',
        purpose: 'School fees',
        requested_at: '2026-11-20T20:30:00.000Z',
        // the key facts quoted and confirmed (docs/product/loans.md): 250 on 5,000 over 20 days → 91.25 → 91.3
        key_facts: { principal: 5_000, charge: 250, total: 5_250, apr: 91.3, dueDate: '2026-12-10' },
      },
    });
    const list = await server.api.get(`/api/loan/${user.id}`, {
      token: user.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      loans: [(res.body as { loan: unknown }).loan],
      loanLimit: 5_000,
      today: '2026-11-20',
    });
    const [stored] = await queryRows(
      server.ctx.db,
      z.object({ repayment_cents: col.bigint, requested_due_date: col.text }),
      sql`SELECT repayment_cents, to_char(requested_due_date, 'YYYY-MM-DD') AS requested_due_date FROM loans WHERE id = ${loan.id}::uuid`,
    );
    expect(stored).toEqual({
      repayment_cents: 525_000n,
      requested_due_date: '2026-12-10',
    });
  });

  it('charges 0% for 10 days and 10% for 1 month, rounding the fee to the cent', async () => {
    const a = await createUser(server.ctx, { loanLimitKes: 1_000 });
    const ten = await borrow(server, a, 1_000, '10 days');
    expect(ten.body.loan).toMatchObject({
      repayment_amount: 1_000,
      fee: 0,
      repayment_due_date: '2026-11-30',
    });
    const b = await createUser(server.ctx, { loanLimitKes: 1_000 });
    const month = await borrow(server, b, 999.99, '1 month');
    expect(month.body.loan).toMatchObject({
      amount: 999.99,
      repayment_amount: 1_099.99,
      fee: 100,
      repayment_due_date: '2026-12-20',
    });
  });

  it('refuses an amount above the loan limit with both figures', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 3_000 });
    const res = await borrow(server, user, 3_000.5);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Your requested amount of KES 3,000.50 exceeds your loan limit of KES 3,000.00.',
    });
    const none = await createUser(server.ctx);
    const zero = await borrow(server, none, 100);
    expect(zero.body).toEqual({
      message: 'Your requested amount of KES 100.00 exceeds your loan limit of KES 0.00.',
    });
  });

  it('refuses bad amounts, durations and purposes with readable messages and stores nothing', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 3_000 });
    const good = borrowBodyFor(server, user, 1_000);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, amount: 0 }, 'Please enter a valid loan amount.'],
      [{ ...good, amount: -5 }, 'Please enter a valid loan amount.'],
      [{ ...good, amount: 10.555 }, 'Please enter a valid loan amount.'],
      [{ ...good, amount: '1000' }, 'Please enter a valid loan amount.'],
      [{ ...good, duration: '2 weeks' }, 'Please choose a duration: 10 days, 20 days or 1 month.'],
      [{ ...good, duration: undefined }, 'Please choose a duration: 10 days, 20 days or 1 month.'],
      [{ ...good, purpose: '   ' }, 'Please tell us the purpose of the loan.'],
      [{ ...good, purpose: 'x'.repeat(501) }, 'Purpose must be at most 500 characters.'],
      [{ ...good, repaymentDueDate: 'soon' }, 'Repayment due date must be a date (YYYY-MM-DD).'],
    ];
    for (const [body, message] of cases) {
      const res = await server.api.post('/api/loans/borrow', body, {
        token: user.token,
      });
      expectMessage(res, 400, message);
    }
    expect(await loansStored(user)).toBe(0);
  });

  it('refuses a repayment amount or due date that differs from the server computation', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 3_000 });
    const good = borrowBodyFor(server, user, 2_000, '20 days');
    const cheap = await server.api.post(
      '/api/loans/borrow',
      { ...good, repaymentAmount: 2_000 },
      { token: user.token },
    );
    expect(cheap.status).toBe(400);
    expect(cheap.body).toEqual({
      message: 'The repayment amount for this loan is KES 2,100.00. Please review the loan terms and try again.',
    });
    const later = await server.api.post(
      '/api/loans/borrow',
      { ...good, repaymentDueDate: '2027-01-01' },
      { token: user.token },
    );
    expect(later.status).toBe(400);
    expect(later.body).toEqual({
      message: 'The repayment due date for this loan is 10 Dec 2026. Please review the loan terms and try again.',
    });
    expect(await loansStored(user)).toBe(0);
  });

  it('allows one active loan at a time (409)', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 3_000 });
    expect((await borrow(server, user, 1_000)).status).toBe(201);
    const second = await borrow(server, user, 500);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      message: 'You already have an active loan. Repay it before requesting another.',
    });
  });

  it('10 concurrent requests create exactly one loan', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 3_000 });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => borrow(server, user, 100 + i)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toEqual({
        message: 'You already have an active loan. Repay it before requesting another.',
      });
    }
    expect(await loansStored(user)).toBe(1);
  });

  it('only the user themself may borrow or list; the superadmin may read', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 3_000 });
    const other = await createUser(server.ctx, { loanLimitKes: 3_000 });
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const body = borrowBodyFor(server, user, 100);
    expect((await server.api.post('/api/loans/borrow', body)).status).toBe(401);
    const forged = await server.api.post('/api/loans/borrow', body, {
      token: other.token,
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({
      message: 'You can only act on your own account.',
    });
    expect((await server.api.get(`/api/loan/${user.id}`, { token: other.token })).status).toBe(403);
    const read = await server.api.get(`/api/loan/${user.id}`, {
      token: admin.token,
    });
    expect(read.body).toEqual({ loans: [], loanLimit: 3_000, today: '2026-11-20' });
  });
});

describe('GET /superadmin/loan-requests', () => {
  it('lists every request with the applicant, Pending first, for the superadmin only', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const user = await createUser(server.ctx, {
      loanLimitKes: 3_000,
      fullName: 'Achieng Otieno',
    });
    const declined = await borrow(server, user, 700, '10 days');
    await server.api.put(`/loans/${declined.body.loan.id}/decline`, undefined, {
      token: admin.token,
    });
    const pending = await borrow(server, user, 800, '10 days');
    const res = await server.api.get<{
      loanRequests: Array<Record<string, unknown>>;
    }>('/superadmin/loan-requests', { token: admin.token });
    expect(res.status).toBe(200);
    const mine = res.body.loanRequests.filter((r) => r.user_id === user.id);
    expect(mine).toEqual([
      {
        id: pending.body.loan.id,
        user_id: user.id,
        amount: 800,
        duration: '10 days',
        purpose: 'Stock for my duka',
        status: 'Pending',
        applicant: 'Achieng Otieno',
        requested_at: '2026-11-20T20:30:00.000Z',
      },
      {
        id: declined.body.loan.id,
        user_id: user.id,
        amount: 700,
        duration: '10 days',
        purpose: 'Stock for my duka',
        status: 'Declined',
        applicant: 'Achieng Otieno',
        requested_at: '2026-11-20T20:30:00.000Z',
      },
    ]);
    const statuses = res.body.loanRequests.map((r) => r.status);
    expect(statuses.indexOf('Declined')).toBeGreaterThan(statuses.lastIndexOf('Pending'));
    expect((await server.api.get('/superadmin/loan-requests', { token: user.token })).status).toBe(403);
    expect((await server.api.get('/superadmin/loan-requests')).status).toBe(401);
  });
});
