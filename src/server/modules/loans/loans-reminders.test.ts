import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/typed-rows';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { TestSmtpServer } from '../../testing/smtp';
import { TestClock, type TestServer } from '../../testing/test-server';
import { useTestServerWithUser } from '../../testing/use-test-server';
import { sendDueReminders } from './loan-reminders';
import { approvedLoan, borrow, notificationsOf } from './loans-test-kit';

let server: TestServer;
const smtp = new TestSmtpServer();
let admin: TestUser;
const clock = new TestClock(new Date('2026-11-20T06:00:00Z'));
useTestServerWithUser({ clock, smtp }, { role: 'superadmin' }, (s, a) => ([server, admin] = [s, a]));

const reminders = (messages: string[]) => messages.filter((m) => m.startsWith('Reminder'));

describe('loan due-date reminders', () => {
  it('reminds each borrower once, three days before the due date, by notification and mail', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 1_000, '10 days'); // due 30/11/2026
    const later = await approvedLoan(server, admin, 1_000, '1 month'); // due 20/12/2026
    await server.api.post(`/loans/${loanId}/repay`, { userId: user.id, repaymentAmount: 250 }, { token: user.token });

    clock.set(new Date('2026-11-26T06:00:00Z')); // 4 days before: too early
    await sendDueReminders(server.ctx);
    expect(reminders(await notificationsOf(server, user.id))).toEqual([]);

    clock.set(new Date('2026-11-27T06:00:00Z')); // 3 days before
    await sendDueReminders(server.ctx);
    const text = 'Reminder: KES 750.00 of your loan is due on 30 Nov 2026. Repay from your wallet on /user/loans.';
    expect(reminders(await notificationsOf(server, user.id))).toEqual([text]);
    expect((await smtp.waitFor(user.email, (m) => m.subject === 'Your loan repayment is due soon')).text.trim()).toBe(
      text,
    );
    expect(reminders(await notificationsOf(server, later.user.id))).toEqual([]);

    await sendDueReminders(server.ctx);
    expect(reminders(await notificationsOf(server, user.id))).toHaveLength(1);
    clock.set(new Date('2026-11-20T06:00:00Z'));
    await server.expectLedgerHealthy();
  });

  it('two instances running the job at once send one reminder per loan', async () => {
    const loans = await Promise.all([1, 2, 3].map(() => approvedLoan(server, admin, 300, '10 days')));
    clock.set(new Date('2026-11-29T06:00:00Z'));
    const sent = await Promise.all([
      sendDueReminders(server.ctx),
      sendDueReminders(server.ctx),
      sendDueReminders(server.ctx),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(3);
    for (const { user } of loans) expect(reminders(await notificationsOf(server, user.id))).toHaveLength(1);
    const stamped = await queryRows(
      server.ctx.db,
      z.object({}),
      sql`SELECT 1 FROM loans WHERE status = 'Approved' AND reminder_sent_at IS NULL AND due_date <= '2026-12-02'`,
    );
    expect(stamped).toHaveLength(0);
    clock.set(new Date('2026-11-20T06:00:00Z'));
  });

  it('does not remind a repaid, declined or pending loan', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 100, '10 days');
    await server.api.post(`/loans/${loanId}/repay`, { userId: user.id, repaymentAmount: 50 }, { token: user.token });
    await fundWallet(server.ctx, user.id, 50);
    await server.api.post(`/loans/${loanId}/repay`, { userId: user.id, repaymentAmount: 50 }, { token: user.token });
    const pending = await createUser(server.ctx, { loanLimitKes: 100 });
    await borrow(server, pending, 100, '10 days');
    const declined = await createUser(server.ctx, { loanLimitKes: 100 });
    const asked = await borrow(server, declined, 100, '10 days');
    await server.api.put(`/loans/${asked.body.loan.id}/decline`, undefined, {
      token: admin.token,
    });
    clock.set(new Date('2026-12-29T06:00:00Z'));
    await sendDueReminders(server.ctx);
    for (const u of [user, pending, declined]) expect(reminders(await notificationsOf(server, u.id))).toEqual([]);
    clock.set(new Date('2026-11-20T06:00:00Z'));
    await server.expectLedgerHealthy();
  });
});
