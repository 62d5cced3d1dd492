import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED } from '../../../shared/schemas/idempotency-key';
import { col, queryRows } from '../../db/typed-rows';
import { expectMessage } from '../../testing/expectations';
import type { TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { walletKes } from '../loans/loans-test-kit';
import { DAY_MS, declare, earnIncome, mustBuy, useDividendsServer } from './shares-test-kit';

/** A dividend declared again with its Idempotency-Key: answered once, paid once (docs/product/shares.md). */
// 09:00 in Nairobi
const START = new Date('2026-11-20T06:00:00Z');
const clock = new TestClock(START);
const { server, admin, funded } = useDividendsServer(clock, START);

describe('POST /superadmin/dividends: the Idempotency-Key (decision 023)', () => {
  /** What a declaration moves: the dividends, their journal entries, the holders' wallets, retained income. */
  async function moneyState(holders: TestUser[]) {
    const dividends = await queryRows(
      server.ctx.db,
      z.object({ id: col.bigint, amount_cents: col.bigint, idempotency_key: col.text.nullable() }),
      sql`SELECT id, amount_cents, idempotency_key FROM dividends ORDER BY id`,
    );
    const entries = await queryRows(
      server.ctx.db,
      z.object({ idempotency_key: col.text }),
      sql`SELECT idempotency_key FROM journal_entries WHERE kind = 'dividend' ORDER BY id`,
    );
    const totals = await server.api.get<{ retainedIncome: number }>('/superadmin/totals', { token: admin.token });
    const wallets = [];
    for (const h of holders) wallets.push(await walletKes(server, h.id));
    return { dividends, entries, retainedIncome: totals.body.retainedIncome, wallets };
  }

  async function twoHolders() {
    const [a, b] = [await funded(), await funded()];
    await mustBuy(server, a, 3);
    await mustBuy(server, b, 7);
    clock.advance(DAY_MS);
    await earnIncome(server, 1_000);
    return [a, b];
  }

  it('the same key and amount again the same day answers with the first dividend and pays nothing', async () => {
    const holders = await twoHolders();
    const first = await declare(server, admin, 100, 'div-replay-key-1');
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Dividend declared: KES 100.00 paid to 2 holders.');
    expect(first.body.dividend).toMatchObject({ date: '2026-11-21', amount: 100, holders: 2, share_days: 10 });
    const after = await moneyState(holders);
    expect(after.dividends).toHaveLength(1);
    expect(after.dividends[0]?.idempotency_key).toBe('div-replay-key-1');
    expect(after.retainedIncome).toBe(900);
    expect(after.wallets).toEqual([10_000 - 3 + 30, 10_000 - 7 + 70]);
    clock.advance(60 * 60 * 1000); // an hour later, still 21 Nov in Nairobi
    const replay = await declare(server, admin, 100, 'div-replay-key-1');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await moneyState(holders)).toEqual(after);
    // another key the same day is a new declaration: still one a day
    expectMessage(
      await declare(server, admin, 100, 'div-replay-key-2'),
      409,
      'A dividend has already been declared today. Please declare the next one on a later day.',
    );
    expect(await moneyState(holders)).toEqual(after);
    await server.expectLedgerHealthy();
  });

  it('the same key and amount on the next Nairobi day answers with the first dividend and pays nothing', async () => {
    const holders = await twoHolders();
    const first = await declare(server, admin, 100, 'div-race-key-1');
    expect(first.status).toBe(201);
    const after = await moneyState(holders);
    expect(after.retainedIncome).toBe(900);
    clock.advance(DAY_MS); // 22 Nov: a new declaration would be payable today
    const replay = await declare(server, admin, 100, 'div-race-key-1');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await moneyState(holders)).toEqual(after);
    // a new key that day is a new dividend, counting from the day after the first
    const next = await declare(server, admin, 100, 'div-race-key-2');
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({ dividend: { date: '2026-11-22', from: '2026-11-22', share_days: 10 } });
    expect((await moneyState(holders)).retainedIncome).toBe(800);
    await server.expectLedgerHealthy();
  });

  it('the same key with another amount is refused with the key-reuse 409 and moves nothing, that day or the next', async () => {
    const holders = await twoHolders();
    expect((await declare(server, admin, 100, 'div-reuse-key-1')).status).toBe(201);
    const after = await moneyState(holders);
    expectMessage(await declare(server, admin, 200, 'div-reuse-key-1'), 409, IDEMPOTENCY_KEY_REUSED);
    expect(await moneyState(holders)).toEqual(after);
    clock.advance(DAY_MS);
    expectMessage(await declare(server, admin, 200, 'div-reuse-key-1'), 409, IDEMPOTENCY_KEY_REUSED);
    expect(await moneyState(holders)).toEqual(after);
    await server.expectLedgerHealthy();
  });

  it('declarations at once with one key pay one dividend and all answer with it', async () => {
    const holders = await twoHolders();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => declare(server, admin, 100, 'div-concurrent-key')),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    for (const r of results) expect(r.body).toEqual(results[0]?.body);
    const state = await moneyState(holders);
    expect(state.dividends).toHaveLength(1);
    expect(state.entries).toHaveLength(1);
    expect(state.retainedIncome).toBe(900);
    expect(state.wallets).toEqual([10_000 - 3 + 30, 10_000 - 7 + 70]);
    await server.expectLedgerHealthy();
  });
});
