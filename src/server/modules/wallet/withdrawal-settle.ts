import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { reportedKesToCents } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { queryRow } from '../../db/typed-rows';
import { type AfterCommit, inTransaction } from '../../db/tx';
import { accountSpecs, ensureAccount, ensureWallet, SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { b2cFailureReason } from '../../mpesa/result-codes';
import type { LocalizedText } from '../../../shared/localized-text';
import { notify } from '../../notifications/notify';
import { moneySms, moneyTexts } from './money-texts';
import { reasonFor, recordCallback, WithdrawalRow } from './mpesa-rows';
import { movement } from '../../ledger/movement-texts';

type CallbackKind = 'b2c_result' | 'status_result';

async function lockProcessing(tx: Db, id: string): Promise<WithdrawalRow | undefined> {
  return queryRow(
    tx,
    WithdrawalRow,
    sql`SELECT * FROM mpesa_withdrawals WHERE id = ${id} AND status = 'processing' FOR UPDATE`,
  );
}

async function refundIn(
  ctx: AppContext,
  tx: Db,
  after: AfterCommit,
  w: WithdrawalRow,
  code: string | null,
  reason: LocalizedText,
  now: Date,
): Promise<void> {
  const cents = w.amount_cents;
  const wallet = await ensureWallet(tx, w.user_id);
  const pending = await ensureAccount(tx, accountSpecs.payoutPending(w.user_id));
  await postEntry(tx, {
    idempotencyKey: `withdrawal-refund:${w.id}`,
    kind: 'withdrawal_refund',
    text: movement('mpesaWithdrawalReturned'),
    postings: transfer(pending, wallet, cents),
    meta: { withdrawalId: w.id, resultCode: code },
    at: now,
  });
  await tx.execute(
    sql`UPDATE mpesa_withdrawals SET status = 'failed', result_code = ${code}, failure_reason = ${await reasonFor(tx, w.user_id, reason)},
           settled_at = ${now.toISOString()}::timestamptz WHERE id = ${w.id}`,
  );
  await notify(ctx, tx, after, w.user_id, moneyTexts.withdrawalFailed(cents, reason), {
    at: now,
    email: { subject: moneyTexts.subjects.withdrawalFailed },
    sms: { text: moneySms.withdrawalFailed(cents), category: 'money', eventKey: `withdrawal-failed:${w.id}` },
  });
}

async function payIn(
  ctx: AppContext,
  tx: Db,
  after: AfterCommit,
  w: WithdrawalRow,
  receipt: string | null,
  now: Date,
): Promise<void> {
  const cents = w.amount_cents;
  const pending = await ensureAccount(tx, accountSpecs.payoutPending(w.user_id));
  await postEntry(tx, {
    idempotencyKey: `withdrawal-settle:${w.id}`,
    kind: 'withdrawal_settlement',
    text: receipt ? movement('mpesaPayoutReceipt', receipt) : movement('mpesaPayout'),
    postings: transfer(pending, SYSTEM_ACCOUNTS.mpesaClearing, cents),
    meta: { withdrawalId: w.id, receipt },
    at: now,
  });
  await tx.execute(
    sql`UPDATE mpesa_withdrawals SET status = 'completed', result_code = '0', mpesa_receipt = ${receipt}, settled_at = ${now.toISOString()}::timestamptz
        WHERE id = ${w.id}`,
  );
  await notify(ctx, tx, after, w.user_id, moneyTexts.withdrawalSent(cents, w.phone), {
    at: now,
    email: { subject: moneyTexts.subjects.withdrawal },
    sms: {
      text: moneySms.withdrawalSent(cents, w.phone, receipt),
      category: 'money',
      eventKey: `withdrawal-sent:${w.id}`,
    },
  });
}

/** Returns a processing withdrawal's money to the wallet (M-Pesa refused it). */
export async function refundWithdrawal(
  ctx: AppContext,
  id: string,
  p: { code: string | null; reason: LocalizedText; payload: unknown; kind: CallbackKind },
): Promise<boolean> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx, after) => {
    const w = await lockProcessing(tx, id);
    if (w) await refundIn(ctx, tx, after, w, p.code, p.reason, now);
    await recordCallback(tx, p.kind, id, w ? 'refunded' : 'duplicate', p.payload, now);
    return w !== undefined;
  });
}

export interface B2CVerdict {
  kind: CallbackKind;
  originatorConversationId: string;
  resultCode: string;
  /** For a status query: Completed, Failed, … */
  transactionStatus: string | undefined;
  amountKes: number | undefined;
  receipt: string | undefined;
  payload: unknown;
}

export type B2COutcome = 'paid' | 'refunded' | 'duplicate' | 'wrong_request' | 'amount_mismatch' | 'undecided';

const FAILED_STATUSES = new Set(['failed', 'cancelled', 'declined', 'expired', 'reversed']);

/**
 * Applies a B2C result (or a transaction status answer), once: a payment settles payout pending
 * into M-Pesa clearing; a refusal returns the money to the wallet. Anything unclear changes nothing.
 */
export async function settleWithdrawal(ctx: AppContext, id: string, v: B2CVerdict): Promise<B2COutcome> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx, after) => {
    const outcome = await (async (): Promise<B2COutcome> => {
      const w = await lockProcessing(tx, id);
      if (!w)
        return (await queryRow(tx, z.object({}), sql`SELECT 1 FROM mpesa_withdrawals WHERE id = ${id}`))
          ? 'duplicate'
          : 'wrong_request';
      if (v.kind === 'b2c_result' && v.originatorConversationId !== w.originator_conversation_id)
        return 'wrong_request';
      const status = v.transactionStatus?.toLowerCase();
      const paid = v.resultCode === '0' && (v.kind === 'b2c_result' || status === 'completed');
      const refused =
        v.kind === 'b2c_result'
          ? v.resultCode !== '0'
          : v.resultCode === '0' && status !== undefined && FAILED_STATUSES.has(status);
      if (paid) {
        if (reportedKesToCents(v.amountKes) !== w.amount_cents) return 'amount_mismatch';
        await payIn(ctx, tx, after, w, v.receipt ?? null, now);
        return 'paid';
      }
      if (refused) {
        await refundIn(ctx, tx, after, w, v.resultCode, b2cFailureReason(v.resultCode), now);
        return 'refunded';
      }
      return 'undecided';
    })();
    await recordCallback(tx, v.kind, id, outcome, v.payload, now);
    return outcome;
  });
}
