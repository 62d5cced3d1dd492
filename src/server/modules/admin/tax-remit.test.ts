import { describe, expect, it } from 'vitest';
import type { DeclareDividendResponse } from '../../../shared/schemas/shares';
import { formatCents } from '../../../shared/money';
import { createFundedUser, createUser, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { walletKes } from '../loans/loans-test-kit';
import { DAY_MS, declare, earnIncome, holding, mustBuy, setShares } from '../shares/shares-test-kit';
import { remit, runInterest, taxOn, taxReportOf, withholdingBalance } from './tax-test-kit';

/**
 * Dividends paid net of 5 % withholding tax, and the remittance of a month's tax to KRA (docs/product/tax.md,
 * decisions 092–094), through HTTP: once, racing twice, and again only for tax withheld since.
 */
// 09:00 in Nairobi on 10 November 2026
const clock = new TestClock(new Date('2026-11-10T06:00:00Z'));
let admin: TestUser;
const server = useTestServer({ clock }, async (s) => {
  admin = await createUser(s.ctx, { role: 'superadmin' });
  await setShares(s, admin, 1_000_000, 1);
});
const kes = (cents: bigint) => Number(cents) / 100;
const MONTH = '2026-11';

describe('withholding tax on dividends and its remittance', () => {
  let a: TestUser, b: TestUser, c: TestUser;

  it('pays each holder their share less 5 % rounded half up, and shows amount, tax and net', async () => {
    [a, b, c] = [
      await createFundedUser(server.ctx, 10_000),
      await createFundedUser(server.ctx, 10_000),
      await createFundedUser(server.ctx, 10_000),
    ];
    await mustBuy(server, a, 200);
    await mustBuy(server, b, 100);
    await mustBuy(server, c, 100);
    clock.advance(DAY_MS);
    await earnIncome(server, 1_000);
    // 350.01 KES by 200 : 100 : 100 share-days: 175.01, 87.50, 87.50; 5 % of 87.50 is 4.375 → 4.38
    const res = await declare(server, admin, 350.01);
    expect(res.status).toBe(201);
    const tax = taxOn(17_501n, 5n) + 2n * taxOn(8_750n, 5n);
    expect(tax).toBe(875n + 438n + 438n);
    expect((res.body as DeclareDividendResponse).dividend).toMatchObject({
      amount: 350.01,
      tax: kes(tax),
      net: kes(35_001n - tax),
    });
    expect((await holding(server, b)).dividends).toEqual([
      { dividend_id: expect.any(String), date: '2026-11-11', amount: 87.5, tax: 4.38, net: 83.12 },
    ]);
    expect((await holding(server, b)).totalDividends).toBe(83.12);
    expect((await holding(server, a)).dividends).toMatchObject([{ amount: 175.01, tax: 8.75, net: 166.26 }]);
    expect(await walletKes(server, b.id)).toBe(10_000 - 100 + 83.12);
    const tx = await server.api.get<{ transactions: { category: string; amount: number; tax: number; net: number }[] }>(
      `/api/transactions/${b.id}`,
      { token: b.token },
    );
    expect(tx.body.transactions.find((t) => t.category === 'dividend')).toMatchObject({
      amount: 87.5,
      tax: 4.38,
      net: 83.12,
    });
    expect(await taxReportOf(server, admin, MONTH)).toEqual({
      month: MONTH,
      interest: { gross: 0, withheld: 0 },
      dividends: { gross: 350.01, withheld: kes(tax) },
      withheld: kes(tax),
      remitted: 0,
      due: kes(tax),
    });
    expect(await withholdingBalance(server)).toBe(tax);
    await server.expectLedgerHealthy();
  });

  it('refuses a remittance from anyone but the superadmin, or with a bad month or reference, moving nothing', async () => {
    const before = await withholdingBalance(server);
    expect((await remit(server, a, MONTH)).status).toBe(403);
    expect((await server.api.post('/superadmin/tax/remit', { month: MONTH, reference: 'X' })).status).toBe(401);
    for (const body of [
      { month: '2026-13', reference: 'X' },
      { month: MONTH, reference: '  ' },
      { month: MONTH },
      {},
    ]) {
      const res = await server.api.post<{ message: string }>('/superadmin/tax/remit', body, { token: admin.token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await withholdingBalance(server)).toBe(before);
  });

  it('remits what is due once through the ledger; asked again with nothing due it answers 409', async () => {
    const due = await withholdingBalance(server);
    const res = await remit(server, admin, MONTH, 'KRA-PRN-0001');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: `Withholding tax of KES ${formatCents(due)} for ${MONTH} recorded as remitted to KRA.`,
      remittance: { month: MONTH, reference: 'KRA-PRN-0001', amount: kes(due) },
      report: { withheld: kes(due), remitted: kes(due), due: 0 },
    });
    expect(await withholdingBalance(server)).toBe(0n);
    expect(await taxReportOf(server, admin, MONTH)).toMatchObject({ withheld: kes(due), remitted: kes(due), due: 0 });
    const again = await remit(server, admin, MONTH, 'KRA-PRN-0001');
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Nothing is due for this month: all the tax withheld so far has been remitted.' },
    });
    expect((await remit(server, admin, '2026-10')).status).toBe(409);
    await server.expectLedgerHealthy();
  });

  it('shows tax withheld later as due, and two remittances racing pay it once (201 and 409)', async () => {
    const first = await taxReportOf(server, admin, MONTH);
    clock.advance(DAY_MS);
    await runInterest(server, admin);
    const later = await withholdingBalance(server);
    expect(later).toBeGreaterThan(0n);
    const report = await taxReportOf(server, admin, MONTH);
    expect(report.interest.withheld).toBe(kes(later));
    expect(report).toMatchObject({ remitted: first.remitted, due: kes(later) });
    const raced = await Promise.all([remit(server, admin, MONTH, 'KRA-A'), remit(server, admin, MONTH, 'KRA-B')]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    const won = raced.find((r) => r.status === 201);
    expect(won?.body.remittance.amount).toBe(kes(later));
    expect(await withholdingBalance(server)).toBe(0n);
    const end = await taxReportOf(server, admin, MONTH);
    // What was withheld less what was remitted is what the withholding account holds (0 now).
    expect(end).toMatchObject({ due: 0, withheld: end.remitted });
    expect(Math.round(end.withheld * 100)).toBe(Math.round((first.withheld + kes(later)) * 100));
    await server.expectLedgerHealthy();
  });
});
