import { sql } from 'drizzle-orm';
import { toKes } from '../../../shared/money';
import type { MpesaRequestView, MpesaStatus } from '../../../shared/schemas/wallet';
import { type Db, firstRow } from '../../db/client';
import type { LocalizedText } from '../notifications/notify';

/** The columns deposits and withdrawals share, as read from either table. */
export interface MpesaRow {
  id: string;
  user_id: string;
  amount_cents: bigint;
  phone: string;
  description: string;
  status: MpesaStatus;
  mpesa_receipt: string | null;
  result_code: string | null;
  failure_reason: string | null;
  idempotency_key: string | null;
  created_at: Date | string;
}

export function viewOf(row: MpesaRow): MpesaRequestView {
  return {
    id: row.id,
    amount: toKes(BigInt(row.amount_cents)),
    mpesaNumber: row.phone,
    status: row.status,
    failureReason: row.failure_reason,
    mpesaReceipt: row.mpesa_receipt,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The user's language, to store a failure reason they can read. */
export async function reasonFor(tx: Db, userId: string, text: LocalizedText): Promise<string> {
  const u = await firstRow<{ language: string }>(tx, sql`SELECT language FROM users WHERE id = ${userId}`);
  return u?.language === 'sw' ? text.sw : text.en;
}

export async function recordCallback(tx: Db, kind: string, refId: string, outcome: string, payload: unknown, at: Date): Promise<void> {
  await tx.execute(
    sql`INSERT INTO mpesa_callbacks (kind, ref_id, outcome, payload, received_at)
        VALUES (${kind}, ${refId.slice(0, 100)}, ${outcome}, ${JSON.stringify(payload ?? null)}::jsonb, ${at.toISOString()}::timestamptz)`,
  );
}

/** The first use of an Idempotency-Key must match its replays. */
export function sameRequest(row: MpesaRow, cents: bigint, phone: string): boolean {
  return BigInt(row.amount_cents) === cents && row.phone === phone;
}
