import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRows } from '../../db/typed-rows';
import { fundWallet, type TestUser } from '../../testing/factories';
import { TestClock, type TestServer } from '../../testing/test-server';
import { useTestServerWithUser } from '../../testing/use-test-server';
import { sendOverdueNotices } from './loan-reminders';
import { approvedLoan, notificationsOf } from './loans-test-kit';

/** An overdue loan is texted once, in the borrower's language, only to a borrower who takes texts. */
let server: TestServer;
let admin: TestUser;
const clock = new TestClock(new Date('2026-11-20T06:00:00Z'));
useTestServerWithUser({ clock }, { role: 'superadmin' }, (s, a) => ([server, admin] = [s, a]));

const overdueSms = (userId: string) =>
  queryRows(
    server.ctx.db,
    z.object({ message: col.text, category: col.text }),
    sql`SELECT message, category FROM sms_outbox WHERE user_id = ${userId} AND event_key LIKE 'loan-overdue:%' ORDER BY id`,
  );
const prefer = (u: TestUser, sms: boolean, language: 'en' | 'sw') =>
  server.ctx.db.execute(sql`UPDATE users SET sms_notifications = ${sms}, language = ${language} WHERE id = ${u.id}`);

describe('loan overdue notices', () => {
  it('texts each borrower once from the Nairobi day after the due date, in their language, if they take texts', async () => {
    const en = await approvedLoan(server, admin, 1_000, '10 days'); // due 30/11/2026, owes 1,000 + charge
    const sw = await approvedLoan(server, admin, 1_000, '10 days');
    const quiet = await approvedLoan(server, admin, 1_000, '10 days');
    const repaid = await approvedLoan(server, admin, 100, '10 days');
    await prefer(en.user, true, 'en');
    await prefer(sw.user, true, 'sw');
    await prefer(quiet.user, false, 'en');
    await prefer(repaid.user, true, 'en');
    await fundWallet(server.ctx, repaid.user.id, 100);
    const outstanding = await queryRows(
      server.ctx.db,
      z.object({ owed: col.bigint }),
      sql`SELECT -balance_cents AS owed FROM ledger_accounts WHERE code = ${`loan:${repaid.loanId}`}`,
    );
    const owed = Number(outstanding[0]?.owed ?? 0n) / 100;
    const paid = await server.api.post(
      `/loans/${repaid.loanId}/repay`,
      { userId: repaid.user.id, repaymentAmount: owed },
      { token: repaid.user.token },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    clock.set(new Date('2026-11-30T20:59:00Z')); // 23:59 in Nairobi on the due date: not overdue yet
    expect(await sendOverdueNotices(server.ctx)).toBe(0);
    clock.set(new Date('2026-11-30T21:01:00Z')); // 00:01 on 1 December in Nairobi
    const sent = await Promise.all([sendOverdueNotices(server.ctx), sendOverdueNotices(server.ctx)]);
    expect(sent[0] + sent[1]).toBe(3);
    expect(await sendOverdueNotices(server.ctx)).toBe(0);

    const [enText] = await overdueSms(en.user.id);
    expect(enText?.message).toMatch(
      /^Pamoja: your loan repayment of KES [\d,]+\.\d\d was due on 30 Nov 2026 and is overdue\. Please repay from your Pamoja wallet\.$/,
    );
    expect(await overdueSms(en.user.id)).toHaveLength(1);
    const swTexts = await overdueSms(sw.user.id);
    expect(swTexts).toHaveLength(1);
    expect(swTexts[0]?.message).toMatch(
      /^Pamoja: marejesho ya mkopo wako ya KES [\d,]+\.\d\d yalipaswa kulipwa tarehe 30 Nov 2026 na yamechelewa\./,
    );
    for (const t of [enText, swTexts[0]]) expect(t?.message.length).toBeLessThanOrEqual(160);
    expect(enText?.category).toBe('loan');
    expect(await overdueSms(quiet.user.id)).toEqual([]);
    expect((await notificationsOf(server, quiet.user.id)).some((m) => m.includes('is now overdue'))).toBe(true);
    expect(await overdueSms(repaid.user.id)).toEqual([]);
    clock.set(new Date('2026-11-20T06:00:00Z'));
    await server.expectLedgerHealthy();
  });
});
