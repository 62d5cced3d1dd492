import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeKenyanPhone } from '../../../shared/schemas/auth';
import { toKes } from '../../../shared/money';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { darajaTimestamp } from '../../../shared/nairobi-time';
import type { PulledTransaction } from '../../mpesa/reconcile-payloads';
import { confirmPaybill, settleDeposit, settleWithdrawal, STK_ACCOUNT_REFERENCE } from '../wallet';

/** How M-Pesa's side of a transaction is read: an STK deposit, a B2C payout, or a paybill payment. */
export type MpesaKind = 'deposit' | 'payout' | 'paybill';

const PAYOUT_TYPES = new Set(['businesspayment', 'salarypayment', 'promotionpayment', 'b2c']);

export function kindOf(t: PulledTransaction): MpesaKind {
  if (PAYOUT_TYPES.has(t.type.toLowerCase().replace(/[^a-z0-9]/g, ''))) return 'payout';
  if (t.billReference.toLowerCase() === STK_ACCOUNT_REFERENCE.toLowerCase()) return 'deposit';
  return 'paybill';
}

/** What settling one of M-Pesa's transactions did: credited now (into `account`), already done by someone else, or nothing could take it. */
export type SettleResult =
  { done: 'settled'; account: string } | { done: 'already'; entryKey?: string } | { done: 'unknown' };

/** The account an entry credited (the one posting into it that is positive), by its idempotency key. */
async function creditedAccount(ctx: AppContext, key: string): Promise<string> {
  const row = await queryRow(
    ctx.db,
    z.object({ code: col.text }),
    sql`SELECT a.code FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.idempotency_key = ${key} AND p.amount_cents > 0 ORDER BY p.id LIMIT 1`,
  );
  return row?.code ?? 'unknown';
}

const Request = z.object({ id: col.text, key: col.text.nullable(), originator: col.text.nullable() });

/**
 * A request of ours M-Pesa's transaction answers, when its receipt is nowhere in the ledger: the
 * deposit (or payout) to that number for that amount, still open or settled without a receipt,
 * not already taken by another receipt; the oldest first.
 */
async function openRequest(ctx: AppContext, kind: 'deposit' | 'payout', t: PulledTransaction, taken: Set<string>) {
  const phone = normalizeKenyanPhone(t.msisdn) ?? t.msisdn;
  const skip = JSON.stringify([...taken]);
  return queryRow(
    ctx.db,
    Request,
    kind === 'deposit'
      ? sql`SELECT id::text AS id, checkout_request_id AS key, NULL AS originator FROM mpesa_deposits
            WHERE (phone = ${phone} OR payer_msisdn = ${phone}) AND amount_cents = ${t.amountCents.toString()}::bigint
              AND mpesa_receipt IS NULL AND (status = 'processing' OR (status = 'failed' AND result_code IS NULL) OR status = 'completed')
              AND NOT (id::text IN (SELECT jsonb_array_elements_text(${skip}::jsonb)))
            ORDER BY (status = 'completed'), created_at LIMIT 1`
      : sql`SELECT id::text AS id, NULL AS key, originator_conversation_id AS originator FROM mpesa_withdrawals
            WHERE phone = ${phone} AND amount_cents = ${t.amountCents.toString()}::bigint AND mpesa_receipt IS NULL
              AND status IN ('processing', 'completed')
              AND NOT (id::text IN (SELECT jsonb_array_elements_text(${skip}::jsonb)))
            ORDER BY (status = 'completed'), created_at LIMIT 1`,
  );
}

/**
 * Settles, through its normal path and once, a transaction M-Pesa has and the ledger lacks: a
 * paybill payment as its confirmation would have (keyed by its TransID); a deposit as its callback
 * would have (keyed by its CheckoutRequestID); a payout as a transaction status answer would have.
 * Each path is idempotent, so a run racing another run or the late callback moves the money once.
 */
export async function settleMissing(ctx: AppContext, t: PulledTransaction, taken: Set<string>): Promise<SettleResult> {
  const payload = { source: 'reconciliation', transaction: { ...t, amountCents: t.amountCents.toString() } };
  const kind = kindOf(t);
  if (kind === 'paybill') {
    const outcome = await confirmPaybill(
      ctx,
      {
        transId: t.receipt.toUpperCase(),
        transType: 'Pay Bill',
        transTime: darajaTimestamp(Number.isNaN(Date.parse(t.at)) ? ctx.clock.now() : new Date(t.at)),
        amountCents: t.amountCents,
        shortcode: ctx.config.mpesa.c2bShortcode,
        billRef: t.billReference,
        msisdn: normalizeKenyanPhone(t.msisdn) ?? undefined,
        payerName: '',
      },
      payload,
    );
    if (outcome === 'duplicate') return { done: 'already' };
    if (outcome === 'refused' || outcome === 'stk') return { done: 'unknown' };
    return { done: 'settled', account: await creditedAccount(ctx, `c2b:${t.receipt.toUpperCase()}`) };
  }
  const request = await openRequest(ctx, kind, t, taken);
  if (!request) return { done: 'unknown' };
  taken.add(request.id);
  if (kind === 'deposit') {
    if (!request.key) return { done: 'unknown' };
    const outcome = await settleDeposit(ctx, request.id, {
      checkoutRequestId: request.key,
      resultCode: '0',
      receipt: t.receipt,
      source: 'query',
      payload,
    });
    if (outcome === 'credited') return { done: 'settled', account: await creditedAccount(ctx, request.key) };
    return outcome === 'duplicate' ? { done: 'already', entryKey: request.key } : { done: 'unknown' };
  }
  const outcome = await settleWithdrawal(ctx, request.id, {
    kind: 'status_result',
    originatorConversationId: request.originator ?? '',
    resultCode: '0',
    transactionStatus: 'Completed',
    amountKes: toKes(t.amountCents),
    receipt: t.receipt,
    payload,
  });
  if (outcome === 'paid')
    return { done: 'settled', account: await creditedAccount(ctx, `withdrawal-settle:${request.id}`) };
  return outcome === 'duplicate'
    ? { done: 'already', entryKey: `withdrawal-settle:${request.id}` }
    : { done: 'unknown' };
}
