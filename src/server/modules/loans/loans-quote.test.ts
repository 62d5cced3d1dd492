import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { LoanKeyFacts } from '../../../shared/schemas/key-facts';
import type { StatementResponse } from '../../../shared/schemas/statements';
import { col, queryRows } from '../../db/typed-rows';
import { movement, movementIn } from '../../ledger/movement-texts';
import { expectMessage } from '../../testing/expectations';
import { createUser, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { borrow, loanOf } from './loans-test-kit';

// 23:59 in Nairobi on 20 November (20:59 UTC): still the 20th where the borrower reads the dates
const clock = new TestClock(new Date('2026-11-20T20:59:00Z'));
const server = useTestServer({ clock });

const quote = (user: TestUser, query: string, token = user.token) =>
  server.api.get<LoanKeyFacts>(`/api/loans/quote?userId=${user.id}&${query}`, { token });

describe('GET /api/loans/quote: key facts before a loan (docs/product/loans.md)', () => {
  it('answers principal, charge, total, APR to one decimal (half up) and the due date, from today in Nairobi', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 5_000 });
    const res = await quote(user, 'amount=1000&duration=20%20days');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 50 on 1,000 over 20 days: 91.25 → 91.3
    expect(res.body).toEqual({ principal: 1000, charge: 50, total: 1050, apr: 91.3, dueDate: '2026-12-10' });
    expect((await quote(user, 'amount=1000&duration=10%20days')).body).toMatchObject({ charge: 0, apr: 0 });
    // 10% over the 30 days to 20 December: 121.666… → 121.7
    expect((await quote(user, 'amount=333.33&duration=1%20month')).body).toEqual({
      principal: 333.33,
      charge: 33.33,
      total: 366.66,
      apr: 121.7,
      dueDate: '2026-12-20',
    });
    // Two minutes later it is the 21st in Nairobi: the days count from the new day.
    clock.advance(2 * 60 * 1000);
    expect((await quote(user, 'amount=1000&duration=20%20days')).body.dueDate).toBe('2026-12-11');
    clock.set(new Date('2026-11-20T20:59:00Z'));
  });

  it('refuses what the request would refuse, with a readable 4xx', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 1_000 });
    for (const q of [
      'amount=abc&duration=20%20days',
      'amount=0&duration=20%20days',
      'amount=-5&duration=1%20month',
      'amount=10.005&duration=1%20month',
      'amount=&duration=1%20month',
      'duration=1%20month',
    ])
      expectMessage(await quote(user, q), 400, 'Please enter a valid loan amount.');
    for (const q of ['amount=100&duration=2%20years', 'amount=100'])
      expectMessage(await quote(user, q), 400, 'Please choose a duration: 10 days, 20 days or 1 month.');
    // Keyed texts: the same refusals in Kiswahili for a Kiswahili reader.
    const sw = await server.api.get(`/api/loans/quote?userId=${user.id}&amount=abc&duration=1%20month`, {
      token: user.token,
      headers: { 'accept-language': 'sw' },
    });
    expectMessage(sw, 400, 'Tafadhali weka kiasi sahihi cha mkopo.');
    expectMessage(
      await quote(user, 'amount=1000.01&duration=1%20month'),
      422,
      'Your requested amount of KES 1,000.01 exceeds your loan limit of KES 1,000.00.',
    );
    expect((await borrow(server, user, 500, '10 days')).status).toBe(201);
    expectMessage(
      await quote(user, 'amount=100&duration=1%20month'),
      409,
      'You already have an active loan. Repay it before requesting another.',
    );
  });

  it('is only for the signed-in user themself: 401 without a token, 403 for another user', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 1_000 });
    const other = await createUser(server.ctx, { loanLimitKes: 1_000 });
    expect((await server.api.get(`/api/loans/quote?userId=${user.id}&amount=100&duration=1%20month`)).status).toBe(401);
    expect((await quote(user, 'amount=100&duration=1%20month', other.token)).status).toBe(403);
  });
});

describe('the loan keeps the figures it was quoted', () => {
  it('stores them at the request, shows them on the loan, in the approval SMS and on the statement line', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const user = await createUser(server.ctx, { loanLimitKes: 5_000 });
    const quoted = (await quote(user, 'amount=1000&duration=20%20days')).body;
    const asked = await borrow(server, user, 1000, '20 days');
    expect(asked.status).toBe(201);
    expect(asked.body.loan.key_facts).toEqual(quoted);
    const [stored] = await queryRows(
      server.ctx.db,
      z.object({ quoted_apr_tenths: col.int, due: col.text }),
      sql`SELECT quoted_apr_tenths, to_char(requested_due_date, 'YYYY-MM-DD') AS due FROM loans WHERE id = ${asked.body.loan.id}::uuid`,
    );
    expect(stored).toEqual({ quoted_apr_tenths: 913, due: '2026-12-10' });
    // Approved two days later: the borrower keeps the whole 20 days (due 12 December), the quote stays as shown.
    clock.advance(2 * 24 * 60 * 60 * 1000);
    const approved = await server.api.put(`/loans/${asked.body.loan.id}/approve`, undefined, { token: admin.token });
    expect(approved.status).toBe(200);
    const loan = await loanOf(server, user, asked.body.loan.id);
    expect(loan).toMatchObject({ repayment_due_date: '2026-12-12', key_facts: quoted });
    const sms = await queryRows(
      server.ctx.db,
      z.object({ message: col.text }),
      sql`SELECT message FROM sms_outbox WHERE user_id = ${user.id} AND event_key LIKE 'loan-approved:%'`,
    );
    expect(sms.map((s) => s.message)).toEqual([
      'Pamoja: your loan of KES 1,000.00 is in your Pamoja wallet (not M-Pesa). Repay KES 1,050.00 by 12 Dec 2026. APR 91.3%.',
    ]);
    const statement = await server.api.get<StatementResponse>(`/api/statements/${user.id}?format=json`, {
      token: user.token,
    });
    expect(statement.body.statement.lines.map((l) => l.description)).toContain(
      'Loan disbursement: total KES 1,050.00 due 12/12/2026, APR 91.3%',
    );
    expect(movementIn('sw', movement('loanDisbursementFacts', 'KES 1,050.00', '12/12/2026', '91.3'))).toBe(
      'Mkopo uliotumwa: jumla KES 1,050.00 kufikia 12/12/2026, APR 91.3%',
    );
    await server.expectLedgerHealthy();
    clock.set(new Date('2026-11-20T20:59:00Z'));
  });
});
