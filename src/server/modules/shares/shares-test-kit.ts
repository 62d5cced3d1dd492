import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import { z } from 'zod';
import { toCents } from '../../../shared/money';
import type { DeclareDividendResponse, HoldingResponse } from '../../../shared/schemas/shares';
import { col, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { createFundedUser, createUser, fundWallet, type TestUser, type UserOverrides } from '../../testing/factories';
import { startTestServer, type TestClock, type TestServer, type TestServerOptions } from '../../testing/test-server';
import { runningFrom } from '../../testing/use-test-server';
import { paidShareDays } from './dividends';
import { movement } from '../../ledger/movement-texts';

/** Helpers for the shares tests: settings, buying, offers and income as the HTTP API and the ledger do them. */

/**
 * A fresh app for each test of a shares test file (a test's holdings and share-days start from
 * none), with a superadmin made as it starts: `const { server, admin } = useSharesServer({ clock })`.
 * Both answer for the running test.
 */
export function useSharesServer(options: TestServerOptions): {
  server: TestServer;
  admin: TestUser;
  /** A user with `kes` in the wallet (none when 0), on the running test's app. */
  funded: (kes: number, overrides?: UserOverrides) => Promise<TestUser>;
} {
  let server: TestServer | undefined;
  let admin: TestUser | undefined;
  beforeEach(async () => {
    server = await startTestServer(options);
    admin = await createUser(server.ctx, { role: 'superadmin' });
  });
  afterEach(async () => {
    await server?.close();
    [server, admin] = [undefined, undefined];
  });
  const current = () => {
    if (!admin) throw new Error('The shares test server runs inside a test (beforeEach), not before.');
    return admin;
  };
  const running = runningFrom(() => server);
  return {
    server: running,
    funded: (kes, overrides = {}) => fundedUser(running, kes, overrides),
    admin: {
      get id() {
        return current().id;
      },
      get fullName() {
        return current().fullName;
      },
      get email() {
        return current().email;
      },
      get phone() {
        return current().phone;
      },
      get localPhone() {
        return current().localPhone;
      },
      get password() {
        return current().password;
      },
      get token() {
        return current().token;
      },
      // a test that lets months pass gives the superadmin a fresh session
      set token(token: string) {
        current().token = token;
      },
      get role() {
        return current().role;
      },
    },
  };
}

/**
 * The dividend tests' app: the clock back at `start` before each test, no withholding (the
 * allocation to the cent; withholding has its own tests, modules/admin/tax*.test.ts), and
 * 1,000,000 shares at KES 1. `funded` makes a user with KES 10,000 unless told.
 */
export function useDividendsServer(clock: TestClock, start: Date) {
  beforeEach(() => clock.set(start));
  const { server, admin } = useSharesServer({ clock, env: { WHT_DIVIDEND_RATE: '0' } });
  beforeEach(async () => {
    await setShares(server, admin, 1_000_000, 1);
  });
  return { server, admin, funded: (kes = 10_000) => createFundedUser(server.ctx, kes) };
}

/** A user with `kes` in the wallet (none when 0). */
export async function fundedUser(server: TestServer, kes: number, overrides: UserOverrides = {}) {
  const user = await createUser(server.ctx, overrides);
  if (kes > 0) await fundWallet(server.ctx, user.id, kes);
  return user;
}

export async function setShares(server: TestServer, admin: TestUser, totalShares: number, sharePrice: number) {
  const res = await server.api.put('/superadmin/shares', { totalShares, sharePrice }, { token: admin.token });
  if (res.status !== 200) throw new Error(`PUT /superadmin/shares answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

export function buy(server: TestServer, user: TestUser, shares: number, key?: string) {
  return server.api.post<Record<string, unknown>>(
    '/api/shares/buy',
    { userId: user.id, shares },
    { token: user.token, ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );
}

export async function mustBuy(server: TestServer, user: TestUser, shares: number) {
  const res = await buy(server, user, shares);
  if (res.status !== 200) throw new Error(`buy answered ${res.status}: ${JSON.stringify(res.body)}`);
}

export function offer(server: TestServer, from: TestUser, to: TestUser, shares: number, price: number) {
  return server.api.post<{ message: string; transfer: { id: string; status: string } }>(
    '/api/shares/transfers',
    { userId: from.id, toUserId: to.id, shares, price },
    { token: from.token },
  );
}

export function decide(server: TestServer, who: TestUser, id: string, action: 'accept' | 'decline' | 'cancel') {
  return server.api.post<Record<string, unknown>>(`/api/shares/transfers/${id}/${action}`, undefined, {
    token: who.token,
  });
}

export async function holding(server: TestServer, user: TestUser): Promise<HoldingResponse> {
  const res = await server.api.get<HoldingResponse>(`/api/shares/${user.id}`, { token: user.token });
  if (res.status !== 200) throw new Error(`GET /api/shares answered ${res.status}`);
  return res.body;
}

/** Platform income as a repaid loan charge books it (borrower's wallet → loan fee income), so dividends can be paid. */
export async function earnIncome(server: TestServer, kes: number): Promise<void> {
  await inTransaction(server.ctx.db, async (tx) => {
    await postEntry(tx, {
      idempotencyKey: `test-income:${randomUUID()}`,
      kind: 'loan_repayment',
      text: movement('asWritten', 'Loan charge earned (test)'),
      postings: transfer(SYSTEM_ACCOUNTS.mpesaClearing, SYSTEM_ACCOUNTS.loanFeeIncome, toCents(kes)),
      at: server.ctx.clock.now(),
    });
  });
}

export function declare(server: TestServer, admin: TestUser, amount: number, key?: string) {
  return server.api.post<DeclareDividendResponse>(
    '/superadmin/dividends',
    { amount },
    { token: admin.token, ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );
}

/**
 * Each holder's payment of a dividend, from the ledger (their wallet's posting in the dividend's
 * entry; 0 when their share was under a cent), with the share-days it was split by.
 */
export async function paymentsOf(server: TestServer, dividendId: string) {
  const paid = await queryRows(
    server.ctx.db,
    z.object({ user_id: col.text, amount_cents: col.bigint }),
    sql`SELECT w.user_id, p.amount_cents FROM journal_entries e JOIN postings p ON p.entry_id = e.id
        JOIN ledger_accounts w ON w.id = p.account_id AND w.kind = 'wallet'
        WHERE e.idempotency_key = ${`dividend:${dividendId}`}`,
  );
  const amounts = new Map(paid.map((p) => [p.user_id, p.amount_cents]));
  const shareDays = await paidShareDays(server.ctx.db, BigInt(dividendId));
  const stranger = paid.find((p) => !shareDays.has(p.user_id));
  if (stranger) throw new Error(`dividend ${dividendId} paid ${stranger.user_id}, who held no share-days`);
  return [...shareDays.keys()].sort().map((userId) => ({
    user_id: userId,
    share_days: shareDays.get(userId) ?? 0n,
    amount_cents: amounts.get(userId) ?? 0n,
  }));
}

export const DAY_MS = 24 * 60 * 60 * 1000;
