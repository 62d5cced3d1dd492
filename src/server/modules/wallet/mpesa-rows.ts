import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import { type MpesaRequestView, mpesaStatus } from '../../../shared/schemas/wallet';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { NotFoundError, type Refusal } from '../../errors';
import type { LocalizedText } from '../../../shared/localized-text';

/** The columns deposits and withdrawals share, as read from either table. */
export const MpesaRow = z.object({
  id: col.text,
  user_id: col.text,
  amount_cents: col.bigint,
  phone: col.text,
  description: col.text,
  status: mpesaStatus,
  mpesa_receipt: col.text.nullable(),
  result_code: col.text.nullable(),
  failure_reason: col.text.nullable(),
  idempotency_key: col.text.nullable(),
  created_at: col.timestamp,
});
export type MpesaRow = z.output<typeof MpesaRow>;

/** A deposit: the STK push's CheckoutRequestID once M-Pesa has answered it. */
export const DepositRow = MpesaRow.extend({ checkout_request_id: col.text.nullable() });
export type DepositRow = z.output<typeof DepositRow>;

/** A withdrawal: its B2C ids and the hashes of the secrets in its callback URLs. */
export const WithdrawalRow = MpesaRow.extend({
  originator_conversation_id: col.text,
  conversation_id: col.text.nullable(),
  callback_token_hash: col.text,
  timeout_token_hash: col.text.nullable(),
  status_token_hash: col.text.nullable(),
  status_timeout_token_hash: col.text.nullable(),
});
export type WithdrawalRow = z.output<typeof WithdrawalRow>;

export function viewOf(row: MpesaRow): MpesaRequestView {
  return {
    id: row.id,
    amount: toKes(row.amount_cents),
    mpesaNumber: row.phone,
    status: row.status,
    failureReason: row.failure_reason,
    mpesaReceipt: row.mpesa_receipt,
    resultCode: row.result_code,
    createdAt: row.created_at.toISOString(),
  };
}

/** The user's language, to store a failure reason they can read. */
export async function reasonFor(tx: Db, userId: string, text: LocalizedText): Promise<string> {
  const u = await queryRow(tx, z.object({ language: col.text }), sql`SELECT language FROM users WHERE id = ${userId}`);
  return u?.language === 'sw' ? text.sw : text.en;
}

export async function recordCallback(
  tx: Db,
  kind: string,
  refId: string,
  outcome: string,
  payload: unknown,
  at: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO mpesa_callbacks (kind, ref_id, outcome, payload, received_at)
        VALUES (${kind}, ${refId.slice(0, 100)}, ${outcome}, ${JSON.stringify(payload ?? null)}::jsonb, ${at.toISOString()}::timestamptz)`,
  );
}

/** The first use of an Idempotency-Key must match its replays. */
export function sameRequest(row: MpesaRow, cents: bigint, phone: string): boolean {
  return row.amount_cents === cents && row.phone === phone;
}

/**
 * The reader of one kind of request for the status routes: a request its owner (or the superadmin)
 * may see; 404 (`notFound`) for anyone else, so ids do not leak.
 */
export function ownedReader<R extends MpesaRow>(
  byId: (ctx: AppContext, id: string) => Promise<R | undefined>,
  notFound: Refusal,
): (ctx: AppContext, id: string, callerId: string, isSuperadmin: boolean) => Promise<R> {
  return async (ctx, id, callerId, isSuperadmin) => {
    const row = await byId(ctx, id);
    if (!row || (row.user_id !== callerId && !isSuperadmin)) throw new NotFoundError(notFound);
    return row;
  };
}
