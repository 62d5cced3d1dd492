import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { nairobiDay } from '../../../shared/nairobi-time';
import type { StatementResponse } from '../../../shared/schemas/statements';
import { inTransaction } from '../../db/tx';
import { ensureWallet, SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { expectMessage, expectTextContains } from '../../testing/expectations';
import { createUser, type TestUser } from '../../testing/factories';
import { TestClock, type TestServer } from '../../testing/test-server';
import { useTestServerWithUser } from '../../testing/use-test-server';
import { type Movement, parseCsv, pdfPages, textOf } from './statements-test-kit';

/**
 * Statements (docs/product/statements.md): opening balance + movements = closing balance for any
 * history and any period; the CSV and the PDF say the same as the JSON when read back by a parser;
 * nobody reads another user's statement.
 */
const clock = new TestClock(new Date('2026-11-25T09:00:00Z'));
let server: TestServer;
let admin: TestUser;
let sequence = 0;

useTestServerWithUser(
  { clock, ledgerCheckAfterAll: true },
  { role: 'superadmin' },
  (s, a) => ([server, admin] = [s, a]),
);

const DAY = 86_400_000;
/** 2026-11-25T09:00Z is 12:00 in Nairobi; `day` counts back from there. */
const daysAgo = (day: number, minutes = 0) => new Date(clock.now().getTime() - day * DAY + minutes * 60_000);
const isoDay = (day: number) => nairobiDay(new Date(clock.now().getTime() - day * DAY));

/** Posts the movements on the user's wallet as the ledger would (deposits in, withdrawals out), at their times. */
async function applyHistory(user: TestUser, movements: Movement[]): Promise<Movement[]> {
  const applied: Movement[] = [];
  let balance = 0n;
  const ordered = [...movements].sort((a, b) => b.day - a.day);
  for (const [i, m] of ordered.entries()) {
    if (m.kind === 'out' && m.cents > balance) continue;
    await inTransaction(server.ctx.db, async (tx) => {
      const wallet = await ensureWallet(tx, user.id);
      sequence += 1;
      await postEntry(tx, {
        idempotencyKey: `statement-test:${user.id}:${sequence}`,
        kind: m.kind === 'in' ? 'deposit' : 'withdrawal',
        text: textOf(m),
        postings:
          m.kind === 'in'
            ? transfer(SYSTEM_ACCOUNTS.mpesaClearing, wallet, m.cents)
            : transfer(wallet, SYSTEM_ACCOUNTS.mpesaClearing, m.cents),
        at: daysAgo(m.day, i),
      });
    });
    balance += m.kind === 'in' ? m.cents : -m.cents;
    applied.push(m);
  }
  return applied;
}

const statementOf = (user: TestUser, query: string, token = user.token) =>
  server.api.get<StatementResponse>(`/api/statements/${user.id}?format=json&${query}`, { token });

async function download(user: TestUser, query: string, token = user.token) {
  const res = await fetch(`${server.url}/api/statements/${user.id}?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const cents = (kes: number) => BigInt(Math.round(kes * 100));

describe('the figures', () => {
  it('opening balance + money in − money out = closing balance, for random histories and periods', async () => {
    const movement = fc.record({
      day: fc.integer({ min: 0, max: 60 }),
      cents: fc.bigInt({ min: 1n, max: 5_000_000n }),
      kind: fc.constantFrom<'in' | 'out'>('in', 'in', 'out'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(movement, { minLength: 0, maxLength: 25 }),
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 0, max: 70 }),
        async (movements, a, b) => {
          const user = await createUser(server.ctx);
          const applied = await applyHistory(user, movements);
          const [fromDay, toDay] = a > b ? [a, b] : [b, a];
          const res = await statementOf(user, `from=${isoDay(fromDay)}&to=${isoDay(toDay)}`);
          expect(res.status).toBe(200);
          const s = res.body.statement;
          const before = applied.filter((m) => m.day > fromDay);
          const inside = applied.filter((m) => m.day <= fromDay && m.day >= toDay);
          const signed = (m: Movement) => (m.kind === 'in' ? m.cents : -m.cents);
          expect(cents(s.openingBalance)).toBe(before.reduce((sum, m) => sum + signed(m), 0n));
          expect(s.lines).toHaveLength(inside.length);
          expect(cents(s.totalIn)).toBe(inside.filter((m) => m.kind === 'in').reduce((sum, m) => sum + m.cents, 0n));
          expect(cents(s.totalOut)).toBe(inside.filter((m) => m.kind === 'out').reduce((sum, m) => sum + m.cents, 0n));
          expect(cents(s.closingBalance)).toBe(cents(s.openingBalance) + cents(s.totalIn) - cents(s.totalOut));
          let running = cents(s.openingBalance);
          for (const line of s.lines) {
            running += cents(line.moneyIn) - cents(line.moneyOut);
            expect(cents(line.balance)).toBe(running);
          }
          expect(running).toBe(cents(s.closingBalance));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('reads a long history a batch at a time without losing or repeating a movement at the batch edges', async () => {
    const user = await createUser(server.ctx);
    // Several movements share one instant, so the batches must break ties by id.
    const movements: Movement[] = Array.from({ length: 1_030 }, (_, i) => ({
      day: 5,
      cents: BigInt(i + 1),
      kind: 'in',
    }));
    await inTransaction(server.ctx.db, async (tx) => {
      const wallet = await ensureWallet(tx, user.id);
      for (const [i, m] of movements.entries()) {
        await postEntry(tx, {
          idempotencyKey: `statement-batch:${user.id}:${i}`,
          kind: 'deposit',
          text: textOf({ ...m, description: `Deposit ${i + 1}` }),
          postings: transfer(SYSTEM_ACCOUNTS.mpesaClearing, wallet, m.cents),
          at: daysAgo(5, Math.floor(i / 3)),
        });
      }
    });
    const res = await statementOf(user, `from=${isoDay(10)}&to=${isoDay(0)}`);
    expect(res.status).toBe(200);
    const amounts = res.body.statement.lines.map((l) => Math.round(l.moneyIn * 100));
    expect(amounts).toEqual(movements.map((m) => Number(m.cents)));
    expect(cents(res.body.statement.closingBalance)).toBe((1_030n * 1_031n) / 2n);
  });

  it('covers the last 30 days up to today when no period is named', async () => {
    const user = await createUser(server.ctx);
    await applyHistory(user, [
      { day: 40, cents: 10_000n, kind: 'in' },
      { day: 29, cents: 2_000n, kind: 'in' },
      { day: 0, cents: 500n, kind: 'out' },
    ]);
    const res = await statementOf(user, '');
    expect(res.status).toBe(200);
    expect(res.body.statement).toMatchObject({
      from: isoDay(29),
      to: isoDay(0),
      openingBalance: 100,
      totalIn: 20,
      totalOut: 5,
      closingBalance: 115,
    });
  });
});

describe('the files', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(server.ctx, { fullName: 'Wanjiku Kamau' });
    await applyHistory(user, [
      { day: 3, cents: 150_000n, kind: 'in' },
      { day: 2, cents: 45_050n, kind: 'out', description: '=HYPERLINK("http://evil.example","Rent, "June"")' },
      { day: 1, cents: 1_000n, kind: 'in' },
    ]);
  });

  it('the CSV has the same movements and figures as the JSON, and a typed description never becomes a formula', async () => {
    const query = `from=${isoDay(5)}&to=${isoDay(0)}`;
    const json = (await statementOf(user, query)).body.statement;
    const { res, bytes } = await download(user, `${query}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="pamoja-statement-${isoDay(5)}-to-${isoDay(0)}.csv"`,
    );
    const rows = parseCsv(new TextDecoder().decode(bytes));
    const head = rows.findIndex((r) => r[0] === 'Date');
    const movements = rows.slice(head + 1, head + 1 + json.lines.length);
    expect(movements.map((r) => [r[3] || '0', r[4] || '0', r[5]].map(Number))).toEqual(
      json.lines.map((l) => [l.moneyIn, l.moneyOut, l.balance]),
    );
    expect(movements[1]?.[1]).toBe(`'=HYPERLINK("http://evil.example","Rent, "June"")`);
    // the time each movement happened, on Nairobi's clock (as the period's days are)
    expect(movements.map((r) => r[0])).toEqual(['2026-11-22 12:00:00', '2026-11-23 12:01:00', '2026-11-24 12:02:00']);
    expect(rows.find((r) => r[0] === 'Opening balance')?.[1]).toBe('0.00');
    expect(rows.find((r) => r[0] === 'Closing balance')?.[1]).toBe('1059.50');
    expect(rows.find((r) => r[0] === 'Total money out')?.[1]).toBe('450.50');
  });

  it('the PDF is a real document a reader opens: header, period, every movement, totals, page numbers', async () => {
    const { res, bytes } = await download(user, `from=${isoDay(5)}&to=${isoDay(0)}&format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    const text = pages.join(' ');
    expectTextContains(text, [
      'Pamoja account statement',
      'Wanjiku Kamau',
      'Opening balance',
      'KES 0.00',
      '1,500.00',
      '450.50',
      '1,059.50',
      'Total money in',
      'KES 1,510.00',
      'Closing balance',
      'KES 1,059.50',
      'Page 1',
    ]);
  });

  it('a long statement runs over several pages, each numbered, with every movement on them', async () => {
    const busy = await createUser(server.ctx);
    await applyHistory(
      busy,
      Array.from({ length: 130 }, (_, i) => ({ day: 1 + (i % 20), cents: 100n + BigInt(i), kind: 'in' as const })),
    );
    const pages = await pdfPages((await download(busy, `from=${isoDay(30)}&to=${isoDay(0)}`)).bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1}`));
    const text = pages.join(' ');
    expect(text.match(/M-Pesa deposit/g)).toHaveLength(130);
    expect(text).toContain('KES 213.85');
  });

  it('is in Kiswahili for a user who reads Swahili', async () => {
    const mwanaisha = await createUser(server.ctx, { fullName: 'Mwanaisha Ali' });
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${mwanaisha.id}`);
    await applyHistory(mwanaisha, [{ day: 1, cents: 20_000n, kind: 'in' }]);
    const text = (await pdfPages((await download(mwanaisha, 'format=pdf')).bytes)).join(' ');
    expectTextContains(text, [
      'Taarifa ya akaunti ya Pamoja',
      'Salio la mwanzo',
      'Salio la mwisho',
      'Amana ya M-Pesa',
      'Ukurasa 1',
    ]);
    // One language: the stored English description is not shown beside its Kiswahili.
    expect(text).not.toContain('M-Pesa deposit');
    const csv = parseCsv(new TextDecoder().decode((await download(mwanaisha, 'format=csv')).bytes));
    expect(csv.find((r) => r[0] === 'Salio la mwisho')?.[1]).toBe('200.00');
  });
});

describe('who may read it, and bad periods', () => {
  it('refuses another user, lets the superadmin read any user, and says 404 for nobody', async () => {
    const owner = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    await applyHistory(owner, [{ day: 1, cents: 7_000n, kind: 'in' }]);
    expect((await statementOf(owner, '', other.token)).status).toBe(403);
    expect((await download(owner, 'format=pdf', other.token)).res.status).toBe(403);
    expect((await fetch(`${server.url}/api/statements/${owner.id}`)).status).toBe(401);
    const asAdmin = await statementOf(owner, '', admin.token);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.statement.closingBalance).toBe(70);
    expect((await server.api.get(`/api/statements/NOBODY01?format=json`, { token: admin.token })).status).toBe(404);
  });

  it.each([
    ['from=2026-11-20&to=2026-11-01', 'The start date must not be after the end date.'],
    ['from=2026-02-30', 'Please enter a real date.'],
    ['to=9999-12-31', 'Please enter a real date.'],
    ['from=0001-01-01&to=0001-01-02', 'Please enter a real date.'],
    ['to=25/11/2026', 'Please enter dates as YYYY-MM-DD.'],
    ['format=xml', 'Please choose pdf, csv or json.'],
    ['from=2010-01-01&to=2026-11-25', 'A statement covers at most ten years.'],
    ['from=2015-01-01', 'A statement covers at most ten years.'],
    ['from=2016-01-01&to=2026-01-03', 'A statement covers at most ten years.'],
    ['from=2016-03-01&to=2026-03-01', 'A statement covers at most ten years.'],
    ['from=2016-02-29&to=2026-02-28', 'A statement covers at most ten years.'],
    ['from=2027-01-01', 'The start date must not be after the end date.'],
  ])('answers ?%s, a period or format that makes no sense, with 400 and a message', async (query, message) => {
    const user = await createUser(server.ctx);
    expectMessage(await server.api.get(`/api/statements/${user.id}?${query}`, { token: user.token }), 400, message);
  });

  it('covers ten calendar years at most: to the day before the same date ten years on', async () => {
    const user = await createUser(server.ctx);
    for (const query of ['from=2016-03-01&to=2026-02-28', 'from=2016-02-29&to=2026-02-27', 'from=2016-11-26'])
      for (const format of ['json', 'csv', 'pdf'])
        expect(
          (await server.api.get(`/api/statements/${user.id}?${query}&format=${format}`, { token: user.token })).status,
          `${query} ${format}`,
        ).toBe(200);
  });
});
