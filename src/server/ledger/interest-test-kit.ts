import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { formatCents } from '../../shared/money';
import { createSession } from '../auth/sessions';
import { col, queryRows } from '../db/typed-rows';
import { inTransaction } from '../db/tx';
import { contributeToGoalShare, fundWallet, type TestUser } from '../testing/factories';
import type { TestClock, TestServer } from '../testing/test-server';
import { accountSpecs, ensureAccount, ensureWallet } from './accounts';
import { postEntry, transfer } from './post';
import { movement } from './movement-texts';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

interface SavingsEvent {
  at: Date;
  cents: bigint;
}

/**
 * The interest tests' independent model: a plain day-by-day loop over each user's savings history
 * (wallet plus goal shares), in Nairobi days, at 10% a year, fed by the same movements the test
 * makes through the real ledger. `admin` is the superadmin who runs the updates.
 */
export function interestModel(server: TestServer, clock: TestClock, admin: () => TestUser) {
  const history = new Map<string, SavingsEvent[]>();
  /** Where the previous run stopped (exclusive day, as a UTC-midnight time); undefined before the first. */
  let paidUpTo: number | undefined;

  const localDay = (at: Date) => {
    const local = new Date(at.getTime() + 3 * HOUR);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  };

  function record(userId: string, at: Date, cents: bigint) {
    const list = history.get(userId) ?? [];
    list.push({ at, cents });
    history.set(userId, list);
  }

  /** What each user should be paid by a run at `at`, day by day. */
  function expectedInterest(at: Date): Map<string, bigint> {
    const end = localDay(at);
    const result = new Map<string, bigint>();
    for (const [userId, events] of history) {
      if (events.length === 0) continue;
      const first = Math.min(...events.map((e) => localDay(e.at)));
      let balanceDays = 0n;
      for (let day = paidUpTo ?? first; day < end; day += DAY) {
        let closing = 0n;
        for (const e of events) if (localDay(e.at) <= day) closing += e.cents;
        balanceDays += closing;
      }
      // 10% a year: balanceDays × 0.10 / 365, rounded down to the cent
      const interest = balanceDays / 3650n;
      if (interest > 0n) result.set(userId, interest);
    }
    return result;
  }

  // ---- moving money through the real ledger
  async function deposit(user: TestUser, kes: number, at: Date) {
    await fundWallet(server.ctx, user.id, kes, at);
    record(user.id, at, BigInt(Math.round(kes * 100)));
  }

  async function toGoal(user: TestUser, goalId: string, cents: bigint, at: Date) {
    await contributeToGoalShare(server.ctx, user.id, goalId, cents, { at });
    // wallet to goal share: the savings do not change
    record(user.id, at, 0n);
  }

  async function withdraw(user: TestUser, cents: bigint, at: Date) {
    await inTransaction(server.ctx.db, async (tx) => {
      const wallet = await ensureWallet(tx, user.id);
      const payout = await ensureAccount(tx, accountSpecs.payoutPending(user.id));
      await postEntry(tx, {
        idempotencyKey: `test-withdraw:${user.id}:${at.toISOString()}`,
        kind: 'withdrawal',
        text: movement('mpesaWithdrawal'),
        postings: transfer(wallet, payout, cents),
        at,
      });
    });
    record(user.id, at, -cents);
  }

  const token = async (user: TestUser) => createSession(server.ctx.db, user.id, clock.now());
  const ago = (days: number, hoursUtc = 9) => new Date(localDay(clock.now()) - days * DAY + hoursUtc * HOUR);

  /** What each run paid, read from the ledger: the wallet postings of the interest entries. */
  const INTEREST_PAID = sql`SELECT a.user_id, p.amount_cents, p.created_at AS paid_at, substr(e.idempotency_key, 10)::bigint AS run_id
    FROM postings p JOIN journal_entries e ON e.id = p.entry_id AND e.kind = 'interest'
    JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'wallet'`;

  async function paidBy(runAt: Date): Promise<Map<string, bigint>> {
    const found = await queryRows(
      server.ctx.db,
      z.object({ user_id: col.text, amount_cents: col.bigint }),
      sql`SELECT user_id, amount_cents FROM (${INTEREST_PAID}) ip WHERE paid_at = ${runAt.toISOString()}::timestamptz`,
    );
    return new Map(found.map((r) => [r.user_id, r.amount_cents]));
  }

  const earned = new Map<string, bigint>();
  /** Adds a run's interest to the model's histories. */
  function book(at: Date, paid: Map<string, bigint>) {
    for (const [userId, cents] of paid) {
      record(userId, at, cents);
      earned.set(userId, (earned.get(userId) ?? 0n) + cents);
    }
    paidUpTo = localDay(at);
  }

  /** Runs an update through the API and checks it against the model; returns the users paid. */
  async function runAndCompare(): Promise<Map<string, bigint>> {
    const at = clock.now();
    const expected = expectedInterest(at);
    const total = [...expected.values()].reduce((s, v) => s + v, 0n);
    const kes = formatCents(total);
    const message = `Interests updated successfully: ${expected.size} ${expected.size === 1 ? 'user' : 'users'} paid, KES ${kes} in total.`;
    const res = await server.api.post('/api/interests/update', undefined, { token: await token(admin()) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message });
    const paid = await paidBy(at);
    expect(paid).toEqual(expected);
    book(at, expected);
    await server.expectLedgerHealthy();
    return paid;
  }

  return {
    history,
    earned,
    INTEREST_PAID,
    expectedInterest,
    deposit,
    toGoal,
    withdraw,
    token,
    ago,
    paidBy,
    book,
    runAndCompare,
  };
}
