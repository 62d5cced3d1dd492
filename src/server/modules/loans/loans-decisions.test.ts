import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRows } from '../../db/typed-rows';
import { expectMessage } from '../../testing/expectations';
import { createUser, type TestUser } from '../../testing/factories';
import { TestSmtpServer } from '../../testing/smtp';
import { TestClock, type TestServer } from '../../testing/test-server';
import { useTestServerWithUser } from '../../testing/use-test-server';
import { borrow, loanOf, notificationsOf, walletKes } from './loans-test-kit';

let server: TestServer;
const smtp = new TestSmtpServer();
let admin: TestUser;
const clock = new TestClock(new Date('2026-11-20T06:00:00Z'));
useTestServerWithUser({ clock, smtp }, { role: 'superadmin' }, (s, a) => ([server, admin] = [s, a]));

async function postingsOf(loanId: string) {
  return queryRows(
    server.ctx.db,
    z.object({ code: col.text, amount_cents: col.bigint }),
    sql`SELECT a.code, p.amount_cents FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.idempotency_key = ${`loan:${loanId}:disburse`} ORDER BY a.id`,
  );
}

describe('PUT /loans/{id}/approve', () => {
  it('disburses the principal, books the receivable and the fee as not yet earned, fixes the due date from the approval day, and tells the borrower', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 10_000 });
    const requested = await borrow(server, user, 10_000, '1 month');
    expect(requested.body.loan.repayment_due_date).toBe('2026-12-20');
    clock.advance(3 * 24 * 3600 * 1000); // approved three days later
    const res = await server.api.put(`/loans/${requested.body.loan.id}/approve`, undefined, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Loan request approved!' });
    expect(await walletKes(server, user.id)).toBe(10_000);
    expect(await postingsOf(requested.body.loan.id)).toEqual([
      { code: 'system:loan_fee_unearned', amount_cents: 100_000n },
      { code: `wallet:${user.id}`, amount_cents: 1_000_000n },
      { code: `loan:${requested.body.loan.id}`, amount_cents: -1_100_000n },
    ]);
    expect(await loanOf(server, user, requested.body.loan.id)).toMatchObject({
      status: 'Approved',
      repayment_amount: 11_000,
      outstanding: 11_000,
      repayment_due_date: '2026-12-23',
      overdue: false,
    });
    const text =
      'Your loan of KES 10,000.00 has been approved and sent to your wallet. Repay KES 11,000.00 by 23 Dec 2026. APR 121.7%.';
    expect(await notificationsOf(server, user.id)).toEqual([text]);
    const mail = await smtp.waitFor(user.email, (m) => m.subject === 'Your loan is approved');
    expect(mail.text.trim()).toBe(text);
    await server.expectLedgerHealthy();
  });

  it('a 10-day loan carries no fee: two postings only', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 500 });
    const requested = await borrow(server, user, 500, '10 days');
    await server.api.put(`/loans/${requested.body.loan.id}/approve`, undefined, { token: admin.token });
    expect(await postingsOf(requested.body.loan.id)).toEqual([
      { code: `wallet:${user.id}`, amount_cents: 50_000n },
      { code: `loan:${requested.body.loan.id}`, amount_cents: -50_000n },
    ]);
    await server.expectLedgerHealthy();
  });

  it('concurrent approvals disburse once; later decisions answer 409', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 2_000 });
    const requested = await borrow(server, user, 2_000, '20 days');
    const id = requested.body.loan.id;
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.api.put(`/loans/${id}/approve`, undefined, {
          token: admin.token,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)?.body).toEqual({
      message: 'Only a pending loan request can be approved. This one is Approved.',
    });
    expect(await walletKes(server, user.id)).toBe(2_000);
    const decline = await server.api.put(`/loans/${id}/decline`, undefined, {
      token: admin.token,
    });
    expect(decline.status).toBe(409);
    expect(decline.body).toEqual({
      message: 'Only a pending loan request can be declined. This one is Approved.',
    });
    expect(await notificationsOf(server, user.id)).toHaveLength(1);
    const audited = await queryRows(
      server.ctx.db,
      z.object({ actor_user_id: col.text, action: col.text }),
      sql`SELECT actor_user_id, action FROM audit_log WHERE target = ${id}`,
    );
    expect(audited).toEqual([{ actor_user_id: admin.id, action: 'loan.approve' }]);
    await server.expectLedgerHealthy();
  });

  it('approve racing decline: exactly one wins and money moves only if approval won', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 2_000 });
    const requested = await borrow(server, user, 1_500, '10 days');
    const id = requested.body.loan.id;
    const [a, d] = await Promise.all([
      server.api.put(`/loans/${id}/approve`, undefined, { token: admin.token }),
      server.api.put(`/loans/${id}/decline`, undefined, { token: admin.token }),
    ]);
    expect([a.status, d.status].sort()).toEqual([200, 409]);
    expect(await walletKes(server, user.id)).toBe(a.status === 200 ? 1_500 : 0);
    await server.expectLedgerHealthy();
  });

  it('only the superadmin decides; an unknown loan or an id that cannot be one is 404', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 2_000 });
    const requested = await borrow(server, user, 1_000, '10 days');
    const own = await server.api.put(`/loans/${requested.body.loan.id}/approve`, undefined, { token: user.token });
    expect(own.status).toBe(403);
    expect((await server.api.put(`/loans/${requested.body.loan.id}/approve`)).status).toBe(401);
    const missing = await server.api.put('/loans/00000000-0000-4000-8000-000000000000/approve', undefined, {
      token: admin.token,
    });
    expectMessage(missing, 404, 'Loan not found.');
    const bad = await server.api.put('/loans/not-a-loan/decline', undefined, {
      token: admin.token,
    });
    expectMessage(bad, 404, 'Loan not found.');
    expect(await walletKes(server, user.id)).toBe(0);
  });
});

describe('PUT /loans/{id}/decline', () => {
  it('declines a Pending loan without moving money, has no due date, and frees the user to ask again', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 2_000 });
    const requested = await borrow(server, user, 1_200, '20 days');
    const res = await server.api.put(`/loans/${requested.body.loan.id}/decline`, undefined, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Loan request declined.' });
    expect(await loanOf(server, user, requested.body.loan.id)).toMatchObject({
      status: 'Declined',
      repayment_due_date: null,
      outstanding: 0,
      overdue: false,
    });
    expect(await walletKes(server, user.id)).toBe(0);
    const text = 'Your loan request of KES 1,200.00 has been declined.';
    expect(await notificationsOf(server, user.id)).toEqual([text]);
    expect((await smtp.waitFor(user.email, (m) => m.subject === 'Your loan request was declined')).text.trim()).toBe(
      text,
    );
    expect((await borrow(server, user, 500, '10 days')).status).toBe(201);
    await server.expectLedgerHealthy();
  });

  it('writes the notification in Swahili for a Swahili speaker', async () => {
    const user = await createUser(server.ctx, { loanLimitKes: 2_000 });
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${user.id}`);
    const requested = await borrow(server, user, 1_000, '10 days');
    await server.api.put(`/loans/${requested.body.loan.id}/decline`, undefined, { token: admin.token });
    expect(await notificationsOf(server, user.id)).toEqual(['Ombi lako la mkopo wa KES 1,000.00 limekataliwa.']);
  });
});
