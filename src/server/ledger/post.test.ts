import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRows } from '../db/typed-rows';
import { inTransaction, sqlState } from '../db/tx';
import { InsufficientFundsError } from '../errors';
import { createUser } from '../testing/factories';
import { useTestServer } from '../testing/use-test-server';
import { ensureAccount, ensureWallet, SYSTEM_ACCOUNTS, walletBalance, accountSpecs } from './accounts';
import { checkLedger } from './check';
import { ledgerInvariants } from '../modules';
import { type EntryInput, type Posting, postEntry, transfer, UnbalancedEntryError } from './post';
import { movement } from './movement-texts';

const server = useTestServer();

const at = () => server.ctx.clock.now();

/** Posts one entry now, in a transaction of its own, with postings made from the user's wallet account. */
function postWithWallet(
  userId: string,
  entry: Pick<EntryInput, 'idempotencyKey' | 'kind' | 'text'>,
  postings: (wallet: bigint) => Posting[],
) {
  return inTransaction(server.ctx.db, async (tx) =>
    postEntry(tx, { ...entry, postings: postings(await ensureWallet(tx, userId)), at: at() }),
  );
}

const credit = (userId: string, cents: bigint, key: string) =>
  postWithWallet(userId, { idempotencyKey: key, kind: 'deposit', text: movement('mpesaDeposit') }, (wallet) =>
    transfer(SYSTEM_ACCOUNTS.mpesaClearing, wallet, cents),
  );

describe('postEntry', () => {
  it('moves money and keeps every invariant', async () => {
    const u = await createUser(server.ctx);
    const r = await credit(u.id, 10_050n, `k-${u.id}-1`);
    expect(r.applied).toBe(true);
    expect(await walletBalance(server.ctx.db, u.id)).toBe(10_050n);
    await server.expectLedgerHealthy();
  });

  it('applies an idempotency key once and returns the first entry on a replay', async () => {
    const u = await createUser(server.ctx);
    const first = await credit(u.id, 500n, `k-${u.id}-replay`);
    const again = await credit(u.id, 500n, `k-${u.id}-replay`);
    expect(again).toEqual({ entryId: first.entryId, applied: false });
    expect(await walletBalance(server.ctx.db, u.id)).toBe(500n);
  });

  it('refuses an entry that does not balance, or touches one account', async () => {
    const u = await createUser(server.ctx);
    await expect(
      postWithWallet(u.id, { idempotencyKey: `bad-${u.id}`, kind: 'x', text: movement('asWritten', 'x') }, (wallet) => [
        { accountId: wallet, amountCents: 1n },
        { accountId: SYSTEM_ACCOUNTS.mpesaClearing, amountCents: -2n },
      ]),
    ).rejects.toBeInstanceOf(UnbalancedEntryError);
    expect(() => transfer(1n, 2n, 0n)).toThrow(UnbalancedEntryError);
  });

  it('the ledger function itself refuses what does not balance, repeats an account or posts zero (for callers in SQL)', async () => {
    const u = await createUser(server.ctx);
    const wallet = await ensureWallet(server.ctx.db, u.id);
    const clearing = SYSTEM_ACCOUNTS.mpesaClearing;
    const cases: Array<[string, string]> = [
      [`{${wallet},${clearing}}`, '{5,-4}'],
      [`{${wallet}}`, '{0}'],
      [`{${wallet},${wallet}}`, '{5,-5}'],
      [`{${wallet},${clearing}}`, '{0,0}'],
      [`{${wallet},${clearing}}`, '{5}'],
    ];
    for (const [accounts, amounts] of cases) {
      const attempt = queryRows(
        server.ctx.db,
        z.object({}),
        sql`SELECT * FROM ledger_post_entry(${`raw-${u.id}-${accounts}-${amounts}`}, 'x', 'x', NULL, NULL, now(), ${accounts}::bigint[], ${amounts}::bigint[])`,
      );
      await expect(attempt).rejects.toSatisfy((err: unknown) => sqlState(err) === 'PJ001');
    }
    expect(await walletBalance(server.ctx.db, u.id)).toBe(0n);
    await server.expectLedgerHealthy();
  });

  it('never lets a user-owned balance go below zero, and rolls the whole transaction back', async () => {
    const u = await createUser(server.ctx);
    await credit(u.id, 1_000n, `k-${u.id}-fund`);
    const goalShare = await inTransaction(server.ctx.db, (tx) =>
      ensureAccount(tx, accountSpecs.goalShare('g-test', u.id)),
    );
    await expect(
      postWithWallet(
        u.id,
        { idempotencyKey: `over-${u.id}`, kind: 'goal_contribution', text: movement('asWritten', 'x') },
        (wallet) => transfer(wallet, goalShare, 1_001n),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await walletBalance(server.ctx.db, u.id)).toBe(1_000n);
    const entries = await queryRows(
      server.ctx.db,
      z.object({}),
      sql`SELECT 1 FROM journal_entries WHERE idempotency_key = ${`over-${u.id}`}`,
    );
    expect(entries).toHaveLength(0);
  });

  it('the check finds a cached balance that drifted from its postings', async () => {
    const u = await createUser(server.ctx);
    await credit(u.id, 700n, `k-${u.id}-drift`);
    await server.ctx.db.execute(
      sql`UPDATE ledger_accounts SET balance_cents = balance_cents + 1 WHERE code = ${`wallet:${u.id}`}`,
    );
    const violations = await checkLedger(server.ctx.db, ledgerInvariants);
    expect(violations).toEqual([
      { rule: 'cached_balance', detail: `wallet:${u.id} caches 701 but its postings sum to 700` },
    ]);
    await server.ctx.db.execute(
      sql`UPDATE ledger_accounts SET balance_cents = balance_cents - 1 WHERE code = ${`wallet:${u.id}`}`,
    );
    await server.expectLedgerHealthy();
  });
});

describe('postEntry under concurrency', () => {
  it('locks in id order: entries over the same three accounts in opposite orders never deadlock', async () => {
    const users = await Promise.all([0, 1, 2].map(() => createUser(server.ctx)));
    const [a, b, c] = await inTransaction(server.ctx.db, (tx) => Promise.all(users.map((u) => ensureWallet(tx, u.id))));
    for (const u of users) await credit(u.id, 100_000n, `three-${u.id}`);
    const orders = [
      [a!, b!, c!],
      [c!, b!, a!],
      [b!, a!, c!],
    ];
    // One attempt each: a deadlock (40P01) would surface here instead of being retried.
    const results = await Promise.allSettled(
      Array.from({ length: 36 }, (_, i) => {
        const [x, y, z] = orders[i % orders.length]!;
        return inTransaction(
          server.ctx.db,
          (tx) =>
            postEntry(tx, {
              idempotencyKey: `three-${users[0]!.id}-${i}`,
              kind: 'transfer',
              text: movement('asWritten', 'three-way'),
              postings: [
                { accountId: x!, amountCents: -2n },
                { accountId: y!, amountCents: 1n },
                { accountId: z!, amountCents: 1n },
              ],
              at: at(),
            }),
          1,
        );
      }),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const balances = await Promise.all(users.map((u) => walletBalance(server.ctx.db, u.id)));
    expect(balances.reduce((s, v) => s + v, 0n)).toBe(300_000n);
    await server.expectLedgerHealthy();
  });

  it('runs as a named prepared statement on PostgreSQL (parsed once per connection)', async () => {
    const u = await createUser(server.ctx);
    const prepared = await inTransaction(server.ctx.db, async (tx) => {
      const wallet = await ensureWallet(tx, u.id);
      await postEntry(tx, {
        idempotencyKey: `prep-${u.id}`,
        kind: 'deposit',
        text: movement('mpesaDeposit'),
        postings: transfer(SYSTEM_ACCOUNTS.mpesaClearing, wallet, 100n),
        at: at(),
      });
      return queryRows(
        tx,
        z.object({ name: col.text }),
        sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE '%ledger_post_entry(%'`,
      );
    });
    // PGlite has no named statements: its connection only ever runs unnamed ones.
    expect(prepared.length > 0).toBe(server.ctx.database.kind === 'postgres');
    for (const p of prepared) expect(p.name).toMatch(/^pamoja_hot_\d+$/);
    await server.expectLedgerHealthy();
  });

  it('the same key posted at once by many transactions moves money once and names one entry', async () => {
    const u = await createUser(server.ctx);
    const results = await Promise.all(Array.from({ length: 8 }, () => credit(u.id, 250n, `same-${u.id}`)));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await walletBalance(server.ctx.db, u.id)).toBe(250n);
    await server.expectLedgerHealthy();
  });
});

describe('random concurrent transfers (property)', () => {
  it('conserve money, never go negative and apply each key exactly once', async () => {
    const users = await Promise.all([0, 1, 2, 3].map(() => createUser(server.ctx)));
    const wallets = await inTransaction(server.ctx.db, (tx) => Promise.all(users.map((u) => ensureWallet(tx, u.id))));
    for (const u of users) await credit(u.id, 10_000n, `seed-${u.id}`);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.nat(3),
            to: fc.nat(3),
            cents: fc.bigInt(1n, 6_000n),
            key: fc.nat(15),
            replays: fc.nat(2),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (moves) => {
          run += 1;
          const valid = moves.filter((m) => m.from !== m.to);
          const before = await Promise.all(users.map((u) => walletBalance(server.ctx.db, u.id)));
          const attempts = valid.flatMap((m) => Array.from({ length: m.replays + 1 }, () => m));
          const results = await Promise.allSettled(
            attempts.map((m) =>
              inTransaction(server.ctx.db, (tx) =>
                postEntry(tx, {
                  idempotencyKey: `prop-${run}-${m.key}`,
                  kind: 'transfer',
                  text: movement('asWritten', 'test transfer'),
                  postings: transfer(wallets[m.from]!, wallets[m.to]!, m.cents),
                  at: at(),
                }),
              ),
            ),
          );
          for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFundsError);
          const after = await Promise.all(users.map((u) => walletBalance(server.ctx.db, u.id)));
          expect(after.reduce((a, b) => a + b, 0n)).toBe(before.reduce((a, b) => a + b, 0n));
          for (const b of after) expect(b >= 0n).toBe(true);
          const applied = await queryRows(
            server.ctx.db,
            z.object({ key: col.text, n: col.bigint }),
            sql`SELECT idempotency_key AS key, COUNT(*)::bigint AS n FROM journal_entries WHERE idempotency_key LIKE ${`prop-${run}-%`} GROUP BY idempotency_key`,
          );
          for (const a of applied) expect(a.n).toBe(1n);
          const appliedCount = results.filter((r) => r.status === 'fulfilled' && r.value.applied).length;
          expect(appliedCount).toBe(applied.length);
          expect(await checkLedger(server.ctx.db, ledgerInvariants)).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
