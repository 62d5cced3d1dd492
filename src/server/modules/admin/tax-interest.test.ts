import { describe, expect, it } from 'vitest';
import type { StatementResponse } from '../../../shared/schemas/statements';
import { centsText } from '../../../shared/money';
import type { TransactionView } from '../../../shared/schemas/wallet';
import { createUser, fundWallet, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { runInterest, taxCsvOf, taxOn, taxReportOf, withholdingBalance } from './tax-test-kit';

/**
 * Withholding tax on savings interest (docs/product/tax.md, decision 092), through HTTP: each saver's
 * tax is their gross interest × 15 % rounded half up to the cent, in the run's one entry; the month's
 * report and its CSV add up to what the withholding-tax account holds.
 */
// 12:00 in Nairobi on 10 November 2026; the deposits were made the day before, so each earns one day.
const clock = new TestClock(new Date('2026-11-10T09:00:00Z'));
const YESTERDAY = new Date('2026-11-09T09:00:00Z');
let admin: TestUser;
const server = useTestServer({ clock }, async (s) => {
  admin = await createUser(s.ctx, { role: 'superadmin' });
});

/** One day of d KES at 10 % a year is floor(d × 100 × 0.1 / 365) cents: g cents of interest needs g × 36.5 KES. */
const kesForInterest = (cents: bigint) => Number(cents) * 36.5;
const kes = (cents: bigint) => Number(cents) / 100;

// 0.01 of interest (tax 0.00), tax of 0.45 and 1.05 cents (down), 1.5 and 4.5 (half up), and many more payees.
const GROSS = [...Array.from({ length: 45 }, (_, i) => BigInt(i + 1)), 123_457n];

describe('withholding tax on interest', () => {
  const savers: { user: TestUser; gross: bigint }[] = [];

  it('pays each saver net of 15 % rounded half up, exact to the cent, and shows amount, tax and net', async () => {
    for (const gross of GROSS) {
      const user = await createUser(server.ctx);
      await fundWallet(server.ctx, user.id, kesForInterest(gross), YESTERDAY);
      savers.push({ user, gross });
    }
    await runInterest(server, admin);
    expect(taxOn(1n, 15n)).toBe(0n);
    expect(taxOn(10n, 15n)).toBe(2n);
    expect(taxOn(30n, 15n)).toBe(5n);
    expect(taxOn(123_457n, 15n)).toBe(18_519n);
    for (const { user, gross } of savers) {
      const tax = taxOn(gross, 15n);
      const res = await server.api.get<{ transactions: TransactionView[] }>(`/api/transactions/${user.id}`, {
        token: user.token,
      });
      expect(res.status).toBe(200);
      const interest = res.body.transactions.filter((t) => t.category === 'interest');
      expect(interest).toEqual([
        expect.objectContaining({ type: 'deposit', amount: kes(gross), tax: kes(tax), net: kes(gross - tax) }),
      ]);
      const deposit = res.body.transactions.find((t) => t.category !== 'interest');
      expect(deposit).toMatchObject({ tax: 0, net: deposit?.amount });
      const account = await server.api.get<{ account: { balance: number } }>(`/api/accounts/${user.id}`, {
        token: user.token,
      });
      expect(account.body.account.balance).toBe(kesForInterest(gross) + kes(gross - tax));
    }
    // Home's investment performance counts what reached the wallet: the net.
    const big = savers.at(-1)!;
    const perf = await server.api.get<{ performance: { period: string; interest: number }[] }>(
      `/api/interests/performance/${big.user.id}`,
      { token: big.user.token },
    );
    expect(perf.body.performance.map((p) => p.interest)).toEqual(Array(4).fill(kes(123_457n - 18_519n)));
    await server.expectLedgerHealthy();
  });

  it("reports the month's gross and tax, equal to the withholding account, and one CSV row per payee", async () => {
    const gross = GROSS.reduce((s, g) => s + g, 0n);
    const tax = GROSS.reduce((s, g) => s + taxOn(g, 15n), 0n);
    expect(await withholdingBalance(server)).toBe(tax);
    expect(await taxReportOf(server, admin, '2026-11')).toEqual({
      month: '2026-11',
      interest: { gross: kes(gross), withheld: kes(tax) },
      dividends: { gross: 0, withheld: 0 },
      withheld: kes(tax),
      remitted: 0,
      due: kes(tax),
    });
    // A Nairobi month: nothing in October or December.
    for (const month of ['2026-10', '2026-12']) {
      expect(await taxReportOf(server, admin, month)).toMatchObject({ withheld: 0, due: 0, interest: { gross: 0 } });
    }
    const [header, ...rows] = await taxCsvOf(server, admin, '2026-11');
    expect(header).toEqual(['user_id', 'name', 'national_id', 'kind', 'gross', 'tax']);
    expect(rows).toHaveLength(savers.length);
    const expected = savers.map(({ user, gross: g }) => [
      user.id,
      user.fullName,
      '',
      'interest',
      centsText(g),
      centsText(taxOn(g, 15n)),
    ]);
    expect([...rows].sort()).toEqual([...expected].sort());
  });

  it("shows gross, tax and net on the saver's statement (JSON, CSV, PDF) and the period's total tax", async () => {
    const big = savers.at(-1)!;
    const q = `/api/statements/${big.user.id}?from=2026-11-01&to=2026-11-30`;
    const json = await server.api.get<StatementResponse>(`${q}&format=json`, { token: big.user.token });
    expect(json.status).toBe(200);
    const net = 123_457n - 18_519n;
    expect(json.body.statement.totalTax).toBe(kes(18_519n));
    expect(json.body.statement.lines.at(-1)).toMatchObject({
      moneyIn: kes(net),
      gross: kes(123_457n),
      tax: kes(18_519n),
    });
    expect(json.body.statement.lines[0]).toMatchObject({ tax: 0, gross: json.body.statement.lines[0]?.moneyIn });
    const csv = await server.api.get<string>(`${q}&format=csv`, { token: big.user.token });
    const rows = csv.body.split('\r\n').map((l) => l.split(','));
    expect(rows.find((r) => r[0] === 'Date')?.slice(6)).toEqual(['Gross', 'Tax withheld']);
    expect(rows.find((r) => r[1] === 'Interest on savings')?.slice(3)).toEqual([
      centsText(net),
      '',
      expect.any(String),
      '1234.57',
      '185.19',
    ]);
    expect(rows.find((r) => r[0] === 'Total tax withheld')?.[1]).toBe('185.19');
    const pdf = await server.api.get<string>(`${q}&format=pdf`, { token: big.user.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a bad month or format with 400 and a message, and anyone but the superadmin', async () => {
    for (const q of ['month=2026-13', 'month=2026-1', 'month=November', 'month=', '', 'month=2026-11&format=xml']) {
      const res = await server.api.get<{ message: string }>(`/superadmin/tax?${q}`, { token: admin.token });
      expect(res.status, q).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await server.api.get('/superadmin/tax?month=2026-13', { token: admin.token })).body).toEqual({
      message: 'Please give the month as YYYY-MM, such as 2026-11.',
    });
    const [saver] = savers;
    expect((await server.api.get('/superadmin/tax?month=2026-11', { token: saver!.user.token })).status).toBe(403);
    expect((await server.api.get('/superadmin/tax?month=2026-11')).status).toBe(401);
    expect((await server.api.get('/superadmin/tax?month=2026-11&format=csv')).status).toBe(401);
  });
});
