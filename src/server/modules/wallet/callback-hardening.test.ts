import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../auth/tokens';
import { col, queryRow } from '../../db/typed-rows';
import { DarajaClient } from '../../mpesa/daraja-client';
import { createFundedUser, createUser } from '../../testing/factories';
import { startTestServer, TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { refusedCallbacks } from './refused-callbacks';
import { b2cResultBody, requestWithdrawal, withdrawalStatusOf } from './wallet-test-kit';

// Callbacks are held back for ten minutes: the test posts (or forges) them itself.
const clock = new TestClock(new Date('2026-06-01T08:00:00Z'));
const server = useTestServer({ clock, env: { MPESA_SIMULATOR_DELAY_MS: '600000' } });

const Footprint = z.object({
  callbacks: col.int,
  payloadBytes: col.int,
  deposits: col.int,
  withdrawals: col.int,
  entries: col.int,
});
async function footprint(): Promise<z.output<typeof Footprint>> {
  const row = await queryRow(
    server.ctx.db,
    Footprint,
    sql`SELECT (SELECT COUNT(*)::int FROM mpesa_callbacks) AS callbacks,
               (SELECT COALESCE(SUM(octet_length(payload::text)), 0)::int FROM mpesa_callbacks) AS "payloadBytes",
               (SELECT COUNT(*)::int FROM mpesa_deposits) AS deposits,
               (SELECT COUNT(*)::int FROM mpesa_withdrawals) AS withdrawals,
               (SELECT COUNT(*)::int FROM journal_entries) AS entries`,
  );
  if (!row) throw new Error('no footprint');
  return row;
}

async function startWithdrawal(amount: number): Promise<{ id: string; originator: string }> {
  const u = await createFundedUser(server.ctx, 1000);
  return requestWithdrawal(server, u, amount, '0712345678');
}

const padding = 'x'.repeat(60 * 1024 - 600);
const b2cResult = (originator: string, amount: number) =>
  b2cResultBody(originator, 0, amount, { receipt: 'TXN0000777' });

describe('forged M-Pesa callbacks', () => {
  it('store nothing: no rows, no payload, no money; only the count grows', async () => {
    const u = await createUser(server.ctx);
    const dep = await server.api.post<{ depositId: string }>(
      '/api/deposits',
      { userId: u.id, amount: 100, mpesaNumber: '0712345678' },
      { token: u.token },
    );
    expect(dep.status).toBe(201);
    const w = await startWithdrawal(100);
    const before = await footprint();
    const countedBefore = refusedCallbacks(server.ctx).total;
    const body = {
      Body: { stkCallback: { CheckoutRequestID: 'ws_CO_forged', ResultCode: 0 } },
      Result: b2cResult(w.originator, 100).Result,
      pad: padding,
    };
    const targets = [
      `/mpesa/callbacks/stk/${randomUUID()}/guess`,
      `/mpesa/callbacks/stk/not-a-uuid/guess`,
      `/mpesa/callbacks/stk/${dep.body.depositId}/wrong-token`,
      ...['b2c-result', 'b2c-timeout', 'status-result', 'status-timeout'].flatMap((kind) => [
        `/mpesa/callbacks/${kind}/${w.id}/wrong-token`,
        `/mpesa/callbacks/${kind}/${randomUUID()}/x`,
      ]),
    ];
    for (const target of targets) {
      const res = await server.api.post(target, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ ResultCode: 1, ResultDesc: 'Rejected' });
    }
    expect(await footprint()).toEqual(before);
    expect(refusedCallbacks(server.ctx).total).toBe(countedBefore + targets.length);
    await server.expectLedgerHealthy();
  });

  it('a result token is refused on the timeout URL and a timeout token on the result URL; each works on its own', async () => {
    const w = await startWithdrawal(200);
    const tokens = {
      result: 'result-secret',
      timeout: 'timeout-secret',
      statusResult: 'status-result-secret',
      statusTimeout: 'status-timeout-secret',
    };
    await server.ctx.db.execute(
      sql`UPDATE mpesa_withdrawals SET callback_token_hash = ${hashSecret(tokens.result)}, timeout_token_hash = ${hashSecret(tokens.timeout)},
             status_token_hash = ${hashSecret(tokens.statusResult)}, status_timeout_token_hash = ${hashSecret(tokens.statusTimeout)} WHERE id = ${w.id}`,
    );
    const before = await footprint();
    for (const [kind, token] of [
      ['b2c-timeout', tokens.result],
      ['b2c-timeout', tokens.statusResult],
      ['status-timeout', tokens.statusResult],
      ['b2c-result', tokens.timeout],
      ['status-result', tokens.statusTimeout],
    ] as const) {
      const res = await server.api.post(`/mpesa/callbacks/${kind}/${w.id}/${token}`, b2cResult(w.originator, 200));
      expect(res.status, `${kind} with another URL's token`).toBe(400);
    }
    expect(await footprint()).toEqual(before);

    const timedOut = await server.api.post(`/mpesa/callbacks/b2c-timeout/${w.id}/${tokens.timeout}`, {
      Result: { ResultCode: 1, ResultDesc: 'timed out' },
    });
    expect(timedOut.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(
      (await server.api.post(`/mpesa/callbacks/status-timeout/${w.id}/${tokens.statusTimeout}`, { Result: {} })).status,
    ).toBe(200);
    const paid = await server.api.post(
      `/mpesa/callbacks/b2c-result/${w.id}/${tokens.result}`,
      b2cResult(w.originator, 200),
    );
    expect(paid.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await withdrawalStatusOf(server, w.id)).toBe('completed');
    await server.expectLedgerHealthy();
  });

  it('the URLs sent to M-Pesa carry different result and timeout secrets', async () => {
    const w = await startWithdrawal(100);
    const row = await queryRow(
      server.ctx.db,
      z.object({ callback_token_hash: col.text, timeout_token_hash: col.text.nullable() }),
      sql`SELECT callback_token_hash, timeout_token_hash FROM mpesa_withdrawals WHERE id = ${w.id}`,
    );
    expect(row?.timeout_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.timeout_token_hash).not.toBe(row?.callback_token_hash);
  });
});

describe('the callback routes are rate-limited per source address', () => {
  it('answer 429 past the limit, and other routes still answer', async () => {
    const limited = await startTestServer({ env: { MPESA_CALLBACK_RATE_PER_MINUTE: '5' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await limited.api.post(`/mpesa/callbacks/b2c-result/${randomUUID()}/x`, { Result: {} })).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      const res = await limited.api.post(`/mpesa/callbacks/stk/${randomUUID()}/x`, {});
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: 'Too many attempts. Please wait a moment and try again.' });
      expect((await limited.api.get('/healthz')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the simulator keeps callback URLs under /mpesa/callbacks/', () => {
  const client = () =>
    new DarajaClient({
      ...server.ctx.config.mpesa,
      baseUrl: () => `${server.url}/mpesa/simulator`,
      clock: server.ctx.clock,
      keepAlive: false,
    });
  const push = (callbackUrl: string) =>
    client().stkPush({
      amount: 10,
      phone: '254712345678',
      callbackUrl,
      accountReference: 'Pamoja',
      description: 'Deposit',
    });

  it('refuses a CallBackURL that climbs out with .. (plain or percent-encoded) or hides segments in encoded slashes', async () => {
    for (const path of [
      '/mpesa/callbacks/../../api/login',
      '/mpesa/callbacks/stk/%2e%2e/%2E%2E/%2e%2e/api/login',
      '/mpesa/callbacks/stk/..%2f..%2f..%2fapi',
      '/mpesa/callbacks/stk/a/b?x=1',
    ]) {
      await expect(push(`${server.url}${path}`), path).rejects.toMatchObject({
        httpStatus: 400,
        errorMessage: 'Bad Request - Invalid CallBackURL',
      });
    }
    expect(await push(`${server.url}/mpesa/callbacks/stk/x/y`)).toMatchObject({ ResponseCode: '0' });
  });
});
