import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '../../../shared/schemas/idempotency-key';
import { col, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { InsufficientFundsError } from '../../errors';
import { accountSpecs, ensureAccount, ensureWallet } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { expectMessage } from '../../testing/expectations';
import { createFundedUser, type TestUser } from '../../testing/factories';
import { TestClock, type TestServer } from '../../testing/test-server';
import { useTestServerWithUser } from '../../testing/use-test-server';
import { approvedLoan, borrow, loanOf, notificationsOf, walletKes } from './loans-test-kit';
import { movement } from '../../ledger/movement-texts';

let server: TestServer;
let admin: TestUser;
const clock = new TestClock(new Date('2026-11-20T06:00:00Z'));
useTestServerWithUser({ clock }, { role: 'superadmin' }, (s, a) => ([server, admin] = [s, a]));

const repay = (user: TestUser, loanId: string, repaymentAmount: unknown, headers?: Record<string, string>) =>
  server.api.post(
    `/loans/${loanId}/repay`,
    { userId: user.id, repaymentAmount },
    { token: user.token, ...(headers ? { headers } : {}) },
  );

describe('POST /loans/{id}/repay', () => {
  it('reads a loan id in capitals as the same loan, and answers 404 for one that is no loan', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 1_000, '20 days', 200);
    const key = { 'idempotency-key': `caps-${loanId}` };
    const first = await repay(user, loanId, 100, key);
    expect(first.status).toBe(200);
    const replay = await repay(user, loanId.toUpperCase(), 100, key);
    expect([replay.status, replay.body]).toEqual([200, first.body]);
    const again = await repay(user, loanId.toUpperCase(), 50);
    expect(again.body).toMatchObject({ loan: { id: loanId, outstanding: 1_050 - 150 } });
    expect(await walletKes(server, user.id)).toBe(1_200 - 150);
    for (const id of ['1', 'not-a-loan', '00000000-0000-4000-8000-000000000000'])
      expectMessage(await repay(user, id, 10), 404, 'Loan not found.');
    await server.expectLedgerHealthy();
  });

  it('repays in parts from the wallet, then marks the loan Repaid at zero outstanding', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 1_000, '20 days', 200);
    const first = await repay(user, loanId, 400.5);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Repayment successful!',
      loan: { id: loanId, status: 'Approved', outstanding: 649.5 },
    });
    expect(await walletKes(server, user.id)).toBe(799.5);
    const last = await repay(user, loanId, 649.5);
    expect(last.body).toMatchObject({
      message: 'Repayment successful!',
      loan: {
        status: 'Repaid',
        outstanding: 0,
        repayment_due_date: '2026-12-10',
      },
    });
    expect(await walletKes(server, user.id)).toBe(150);
    const [row] = await queryRows(
      server.ctx.db,
      z.object({ repaid_at: col.timestamp }),
      sql`SELECT repaid_at FROM loans WHERE id = ${loanId}::uuid`,
    );
    expect(new Date(row!.repaid_at).toISOString()).toBe('2026-11-20T06:00:00.000Z');
    const notes = await notificationsOf(server, user.id);
    expect(notes).toHaveLength(3);
    expect(notes).toEqual(
      expect.arrayContaining([
        'We received your loan repayment of KES 400.50. You still owe KES 649.50, due by 10 Dec 2026.',
        'We received your loan repayment of KES 649.50. Your loan of KES 1,000.00 is fully repaid. Thank you!',
      ]),
    );
    const again = await repay(user, loanId, 1);
    expectMessage(again, 409, 'This loan is already fully repaid.');
    expect((await borrow(server, user, 100, '10 days')).status).toBe(201);
    await server.expectLedgerHealthy();
  });

  it('splits every repayment into principal and charge pro rata: the charge becomes income as it is repaid', async () => {
    // 1,000 for 20 days: a charge of 50, 1,050 to repay
    const { user, loanId } = await approvedLoan(server, admin, 1_000, '20 days', 200);
    for (const amount of [400.5, 300, 349.5]) expect((await repay(user, loanId, amount)).status).toBe(200);
    const parts = await queryRows(
      server.ctx.db,
      z.object({ principal: col.text, charge: col.text, income: col.bigint, unearned: col.bigint }),
      sql`SELECT e.meta->>'principalCents' AS principal, e.meta->>'chargeCents' AS charge,
                 COALESCE(SUM(p.amount_cents) FILTER (WHERE p.account_id = 6), 0)::bigint AS income,
                 COALESCE(SUM(p.amount_cents) FILTER (WHERE p.account_id = 7), 0)::bigint AS unearned
          FROM journal_entries e JOIN postings p ON p.entry_id = e.id
          WHERE e.kind = 'loan_repayment' AND e.meta->>'loanId' = ${loanId}
          GROUP BY e.id, e.meta ORDER BY e.id`,
    );
    // earned after each: floor(5,000 × repaid / 105,000) cents = 1,907, 3,335, 5,000
    expect(parts).toEqual([
      { principal: '38143', charge: '1907', income: 1907n, unearned: -1907n },
      { principal: '28572', charge: '1428', income: 1428n, unearned: -1428n },
      { principal: '33285', charge: '1665', income: 1665n, unearned: -1665n },
    ]);
    await server.expectLedgerHealthy();
  });

  it('refuses invalid amounts with the spec message', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 500, '10 days');
    for (const bad of [0, -1, 'abc', null, 1.234, Number.MAX_SAFE_INTEGER]) {
      const res = await repay(user, loanId, bad);
      expectMessage(res, 400, 'Please enter a valid repayment amount.');
    }
    await server.expectLedgerHealthy();
  });

  it('refuses more than the outstanding, and more than the wallet balance', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 1_000, '1 month');
    const over = await repay(user, loanId, 1_100.01);
    expectMessage(over, 422, 'you can only pay a maximum of 1,100.00');
    await repay(user, loanId, 1_000);
    const poor = await repay(user, loanId, 100);
    expectMessage(poor, 422, 'Insufficient balance to repay your loan. Top Up your account');
    expect((await loanOf(server, user, loanId))?.outstanding).toBe(100);
    await server.expectLedgerHealthy();
  });

  it('only the borrower may repay, and only an Approved loan', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 300, '10 days');
    const other = await createFundedUser(server.ctx, 300);
    const forged = await server.api.post(
      `/loans/${loanId}/repay`,
      { userId: other.id, repaymentAmount: 10 },
      { token: other.token },
    );
    expectMessage(forged, 403, 'You can only repay your own loan.');
    const asOther = await server.api.post(
      `/loans/${loanId}/repay`,
      { userId: user.id, repaymentAmount: 10 },
      { token: other.token },
    );
    expect(asOther.status).toBe(403);
    const asAdmin = await server.api.post(
      `/loans/${loanId}/repay`,
      { userId: user.id, repaymentAmount: 10 },
      { token: admin.token },
    );
    expect(asAdmin.status).toBe(403);
    const pendingUser = await createFundedUser(server.ctx, 100, { loanLimitKes: 500 });
    const pending = await borrow(server, pendingUser, 100, '10 days');
    const early = await repay(pendingUser, pending.body.loan.id, 50);
    expectMessage(early, 409, 'Only an approved loan can be repaid.');
    const missing = await repay(user, '00000000-0000-4000-8000-000000000000', 5);
    expect(missing.status).toBe(404);
    expect(await walletKes(server, other.id)).toBe(300);
    await server.expectLedgerHealthy();
  });

  it('two repayments racing for the same shillings: one wins, the other is refused, nothing is lost', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 1_000, '1 month');
    // owes 1,100 with 1,000 in the wallet: two repayments of 550 fit the debt but not the wallet
    const results = await Promise.all([repay(user, loanId, 550), repay(user, loanId, 550)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)?.body).toEqual({
      message: 'Insufficient balance to repay your loan. Top Up your account',
    });
    expect(await walletKes(server, user.id)).toBe(450);
    expect((await loanOf(server, user, loanId))?.outstanding).toBe(550);
    await server.expectLedgerHealthy();
  });

  it('a repayment racing a withdrawal-like debit of the same shillings: exactly one of them happens', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 1_000, '1 month');
    const withdrawal = inTransaction(server.ctx.db, async (tx) => {
      const wallet = await ensureWallet(tx, user.id);
      const payout = await ensureAccount(tx, accountSpecs.payoutPending(user.id));
      return postEntry(tx, {
        idempotencyKey: `test-withdrawal:${loanId}`,
        kind: 'withdrawal',
        text: movement('mpesaWithdrawal'),
        postings: transfer(wallet, payout, 80_000n),
        at: clock.now(),
      });
    }).then(
      () => 'paid' as const,
      (err: unknown) => (err instanceof InsufficientFundsError ? ('refused' as const) : Promise.reject(err)),
    );
    const [repaid, withdrawn] = await Promise.all([repay(user, loanId, 800), withdrawal]);
    expect([repaid.status === 200, withdrawn === 'paid'].filter(Boolean)).toHaveLength(1);
    if (repaid.status !== 200)
      expect(repaid.body).toEqual({
        message: 'Insufficient balance to repay your loan. Top Up your account',
      });
    expect(await walletKes(server, user.id)).toBe(200);
    await server.expectLedgerHealthy();
  });

  it('many small concurrent repayments never pay more than the outstanding', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 100, '20 days', 500);
    // owes 105; eight payments of 20 race
    const results = await Promise.all(Array.from({ length: 8 }, () => repay(user, loanId, 20)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 422).map((r) => r.body)).toEqual(
      Array(3).fill({ message: 'you can only pay a maximum of 5.00' }),
    );
    expect(await walletKes(server, user.id)).toBe(500);
    expect((await loanOf(server, user, loanId))?.outstanding).toBe(5);
    await server.expectLedgerHealthy();
  });

  it('an Idempotency-Key makes a repeated repayment change nothing, even when sent concurrently', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 1_000, '10 days');
    const headers = { 'Idempotency-Key': `repay-${loanId}` };
    const results = await Promise.all([
      repay(user, loanId, 250, headers),
      repay(user, loanId, 250, headers),
      repay(user, loanId, 250, headers),
    ]);
    for (const r of results)
      expect(r.body).toMatchObject({
        message: 'Repayment successful!',
        loan: { outstanding: 750 },
      });
    expect(await walletKes(server, user.id)).toBe(750);
    const different = await repay(user, loanId, 300, headers);
    expectMessage(different, 409, IDEMPOTENCY_KEY_REUSED);
    const badKey = await repay(user, loanId, 10, { 'Idempotency-Key': 'x' });
    expect(badKey.status).toBe(400);
    expect((await notificationsOf(server, user.id)).filter((m) => m.startsWith('We received'))).toHaveLength(1);
    await server.expectLedgerHealthy();
  });
});

describe('overdue', () => {
  it('flags an Approved loan once its due date has passed in Nairobi, and never a Repaid one', async () => {
    const { user, loanId } = await approvedLoan(server, admin, 200, '10 days', 10);
    const before = clock.now();
    expect((await loanOf(server, user, loanId))?.repayment_due_date).toBe('2026-11-30');
    clock.set(new Date('2026-11-30T20:59:00Z')); // 23:59 on the due date in Nairobi
    expect((await loanOf(server, user, loanId))?.overdue).toBe(false);
    clock.set(new Date('2026-11-30T21:00:00Z')); // midnight: the 1st of December in Nairobi
    expect((await loanOf(server, user, loanId))?.overdue).toBe(true);
    await repay(user, loanId, 200);
    expect(await loanOf(server, user, loanId)).toMatchObject({
      status: 'Repaid',
      overdue: false,
    });
    clock.set(before);
    await server.expectLedgerHealthy();
  });
});
