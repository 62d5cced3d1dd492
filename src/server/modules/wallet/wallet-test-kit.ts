import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { expect } from 'vitest';
import type { MpesaRequestView } from '../../../shared/schemas/wallet';
import { hashSecret } from '../../auth/tokens';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import type { TestUser } from '../../testing/factories';
import type { TestServer } from '../../testing/test-server';

// What tests elsewhere (other modules, the core's tests) reach of the wallet beyond its index.
export { paybillUrl, registerPaybillUrls } from './c2b-register';
export { ACCOUNT_READ, accountValues } from './history-service';
export { reconcileDeposits } from './reconcile-jobs';

/** Polls the status endpoint until M-Pesa's verdict is in (the simulator answers after its delay). */
export async function settled(
  server: TestServer,
  user: TestUser,
  kind: 'deposits' | 'withdrawals',
  id: string,
): Promise<MpesaRequestView> {
  const key = kind === 'deposits' ? 'deposit' : 'withdrawal';
  for (let i = 0; i < 400; i++) {
    const res = await server.api.get<Record<string, MpesaRequestView>>(`/api/${kind}/${id}`, { token: user.token });
    expect(res.status).toBe(200);
    const view = res.body[key];
    if (view && view.status !== 'processing') return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${key} ${id} never settled`);
}

export async function balanceOf(server: TestServer, user: TestUser): Promise<number> {
  const res = await server.api.get<{ account: { balance: number } }>(`/api/accounts/${user.id}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body.account.balance;
}

export async function messagesOf(server: TestServer, user: TestUser): Promise<string[]> {
  const res = await server.api.get<{ notifications: Array<{ message: string }> }>(`/api/notifications/${user.id}`, {
    token: user.token,
  });
  expect(res.status).toBe(200);
  return res.body.notifications.map((n) => n.message);
}

/** Gives a deposit's or withdrawal's callback URL a token the test knows (the real one exists only in the URL sent to M-Pesa). */
export async function knownToken(
  server: TestServer,
  table: 'mpesa_deposits' | 'mpesa_withdrawals',
  id: string,
): Promise<string> {
  const token = `test-token-${id}`;
  if (table === 'mpesa_deposits')
    await server.ctx.db.execute(
      sql`UPDATE mpesa_deposits SET callback_token_hash = ${hashSecret(token)} WHERE id = ${id}`,
    );
  else
    await server.ctx.db.execute(
      sql`UPDATE mpesa_withdrawals SET callback_token_hash = ${hashSecret(token)} WHERE id = ${id}`,
    );
  return token;
}

export async function checkoutIdOf(server: TestServer, depositId: string): Promise<string> {
  const row = await queryRow(
    server.ctx.db,
    z.object({ checkout_request_id: col.text.nullable() }),
    sql`SELECT checkout_request_id FROM mpesa_deposits WHERE id = ${depositId}`,
  );
  if (!row?.checkout_request_id) throw new Error('no CheckoutRequestID yet');
  return row.checkout_request_id;
}

export async function entriesFor(server: TestServer, userId: string): Promise<number> {
  const r = await queryRows(
    server.ctx.db,
    z.object({ n: col.bigint }),
    sql`SELECT COUNT(*)::bigint AS n FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.code = ${`wallet:${userId}`}`,
  );
  return Number(r[0]?.n ?? 0);
}

export function stkSuccess(
  checkoutRequestId: string,
  amount: number | string,
  receipt: string,
  resultCode: number | string = 0,
) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: 'm-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: receipt },
            { Name: 'PhoneNumber', Value: 254700000000 },
          ],
        },
      },
    },
  };
}

/** Lets withdrawals go to these numbers without a mailed code, as if the owner had confirmed them. */
export async function allowNumbers(server: TestServer, user: TestUser, ...phones: string[]): Promise<void> {
  for (const local of phones) {
    const phone = local.startsWith('0') ? `254${local.slice(1)}` : local;
    await server.ctx.db.execute(
      sql`INSERT INTO payout_numbers (user_id, phone, confirmed_at) VALUES (${user.id}, ${phone}, now()) ON CONFLICT (user_id, phone) DO NOTHING`,
    );
  }
}

/** The user (funded already) asks to withdraw `amount` to `phone`, allowed without a code: its id and originator. */
export async function requestWithdrawal(
  server: TestServer,
  user: TestUser,
  amount: number,
  phone: string,
): Promise<{ id: string; originator: string }> {
  await allowNumbers(server, user, phone);
  const res = await server.api.post<{ withdrawalId: string }>(
    '/api/withdrawals',
    { userId: user.id, amount, mpesaNumber: phone },
    { token: user.token },
  );
  expect(res.status).toBe(201);
  const row = await queryRow(
    server.ctx.db,
    z.object({ originator_conversation_id: col.text }),
    sql`SELECT originator_conversation_id FROM mpesa_withdrawals WHERE id = ${res.body.withdrawalId}`,
  );
  return { id: res.body.withdrawalId, originator: row?.originator_conversation_id ?? '' };
}

/** The status a withdrawal has in the database (`processing`, `completed`, `failed`…). */
export async function withdrawalStatusOf(server: TestServer, id: string): Promise<string | undefined> {
  const row = await queryRow(
    server.ctx.db,
    z.object({ status: col.text }),
    sql`SELECT status FROM mpesa_withdrawals WHERE id = ${id}`,
  );
  return row?.status;
}

/** A B2C result as M-Pesa posts it for the withdrawal `originator`: code 0 paid `amount` under `receipt`. */
export const b2cResultBody = (
  originator: string,
  code: number | string,
  amount: number,
  ids: { conversation?: string; receipt?: string } = {},
) => ({
  Result: {
    ResultType: 0,
    ResultCode: code,
    ResultDesc: code === 0 ? 'The service request is processed successfully.' : 'Refused',
    OriginatorConversationID: originator,
    ConversationID: ids.conversation ?? 'AG_test',
    TransactionID: ids.receipt ?? 'TXN0000001',
    ResultParameters: { ResultParameter: [{ Key: 'TransactionAmount', Value: amount }] },
  },
});
