import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { reportedKesToCents } from '../../../shared/money';
import type { AppContext } from '../../context';
import { queryRow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { ensureWallet, SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { stkFailureReason } from '../../mpesa/result-codes';
import { recordActivation } from '../account';
import { notify } from '../../notifications/notify';
import { moneySms, moneyTexts } from './money-texts';
import { DepositRow, reasonFor, recordCallback } from './mpesa-rows';
import { movement } from '../../ledger/movement-texts';

export interface StkVerdict {
  checkoutRequestId: string;
  resultCode: string;
  /** From the callback's metadata; the STK query carries none. */
  amountKes?: number | undefined;
  receipt?: string | undefined;
  /** The paying number M-Pesa reported in the callback's metadata (never the number the user typed). */
  payerMsisdn?: string | undefined;
  source: 'callback' | 'query';
  payload: unknown;
}

export type SettleOutcome =
  'credited' | 'failed' | 'duplicate' | 'wrong_request' | 'amount_mismatch' | 'receipt_reused';

/**
 * Applies M-Pesa's verdict on a deposit, once: a success credits the wallet (M-Pesa clearing →
 * wallet, keyed by the CheckoutRequestID) and activates the account; a failure records why.
 * A confirmed success is never overwritten.
 */
export async function settleDeposit(ctx: AppContext, depositId: string, v: StkVerdict): Promise<SettleOutcome> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx, after) => {
    const row = await queryRow(tx, DepositRow, sql`SELECT * FROM mpesa_deposits WHERE id = ${depositId} FOR UPDATE`);
    const outcome = await (async (): Promise<SettleOutcome> => {
      if (!row) return 'wrong_request';
      if (row.checkout_request_id !== null && row.checkout_request_id !== v.checkoutRequestId) return 'wrong_request';
      const cents = row.amount_cents;
      // A deposit failed locally (no verdict from M-Pesa) may still be credited by a late success.
      const open = row.status === 'processing' || (row.status === 'failed' && row.result_code === null);
      if (!open) return 'duplicate';
      if (v.resultCode !== '0') {
        if (row.status !== 'processing') return 'duplicate';
        const reason = stkFailureReason(v.resultCode);
        await tx.execute(
          sql`UPDATE mpesa_deposits SET status = 'failed', result_code = ${v.resultCode}, failure_reason = ${await reasonFor(tx, row.user_id, reason)},
                 checkout_request_id = ${v.checkoutRequestId}, settled_at = ${now.toISOString()}::timestamptz
              WHERE id = ${row.id}`,
        );
        await notify(ctx, tx, after, row.user_id, moneyTexts.depositFailed(cents, reason), {
          at: now,
          email: { subject: moneyTexts.subjects.depositFailed },
        });
        return 'failed';
      }
      if (v.source === 'callback' && reportedKesToCents(v.amountKes) !== cents) return 'amount_mismatch';
      const receipt = v.receipt ?? null;
      const payer = v.source === 'callback' ? v.payerMsisdn : undefined;
      if (receipt) {
        const reused = await queryRow(
          tx,
          z.object({}),
          sql`SELECT 1 FROM mpesa_deposits WHERE mpesa_receipt = ${receipt} AND id <> ${row.id}`,
        );
        if (reused) return 'receipt_reused';
      }
      const wallet = await ensureWallet(tx, row.user_id);
      await postEntry(tx, {
        idempotencyKey: v.checkoutRequestId,
        kind: 'deposit',
        text: receipt ? movement('mpesaDepositReceipt', receipt) : movement('mpesaDeposit'),
        postings: transfer(SYSTEM_ACCOUNTS.mpesaClearing, wallet, cents),
        actorUserId: row.user_id,
        meta: { depositId: row.id, receipt, phone: row.phone },
        at: now,
      });
      await tx.execute(
        sql`UPDATE mpesa_deposits SET status = 'completed', result_code = '0', failure_reason = NULL, mpesa_receipt = ${receipt}, payer_msisdn = ${payer ?? null},
               checkout_request_id = ${v.checkoutRequestId}, settled_at = ${now.toISOString()}::timestamptz
            WHERE id = ${row.id}`,
      );
      const activated = await queryRow(
        tx,
        z.object({}),
        sql`UPDATE users SET account_status = 'active', activated_at = COALESCE(activated_at, ${now.toISOString()}::timestamptz), updated_at = ${now.toISOString()}::timestamptz
            WHERE id = ${row.user_id} AND account_status = 'inactive' RETURNING id`,
      );
      if (activated)
        await recordActivation(tx, {
          userId: row.user_id,
          depositId: row.id,
          msisdn: payer,
          at: now,
          monthlyCap: ctx.config.referralMonthlyCap,
        });
      await notify(ctx, tx, after, row.user_id, moneyTexts.depositConfirmed(cents, receipt), {
        at: now,
        email: { subject: moneyTexts.subjects.deposit },
        sms: { text: moneySms.depositReceived(cents, receipt), category: 'money', eventKey: `deposit:${row.id}` },
      });
      return 'credited';
    })();
    await recordCallback(
      tx,
      v.source === 'callback' ? 'stk' : 'stk_query',
      depositId,
      `${v.source}:${outcome}`,
      v.payload,
      now,
    );
    return outcome;
  });
}
