import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toCents } from '../../../shared/money';
import type { HoldingResponse } from '../../../shared/schemas/shares';
import { col, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import type { TestUser } from '../../testing/factories';
import type { TestServer } from '../../testing/test-server';

/** Helpers for the shares tests: settings, buying, offers and income as the HTTP API and the ledger do them. */
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
      description: 'Loan charge earned (test)',
      postings: transfer(SYSTEM_ACCOUNTS.mpesaClearing, SYSTEM_ACCOUNTS.loanFeeIncome, toCents(kes)),
      at: server.ctx.clock.now(),
    });
  });
}

export function declare(server: TestServer, admin: TestUser, amount: number) {
  return server.api.post<Record<string, unknown>>('/superadmin/dividends', { amount }, { token: admin.token });
}

/** Each holder's payment of a dividend, with the share-days it was paid for. */
export async function paymentsOf(server: TestServer, dividendId: string) {
  return queryRows(
    server.ctx.db,
    z.object({ user_id: col.text, share_days: col.bigint, amount_cents: col.bigint }),
    sql`SELECT user_id, share_days, amount_cents FROM dividend_payments WHERE dividend_id = ${dividendId}::bigint ORDER BY user_id`,
  );
}

export const DAY_MS = 24 * 60 * 60 * 1000;
