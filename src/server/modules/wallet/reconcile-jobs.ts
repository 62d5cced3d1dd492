import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashSecret } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import type { Job } from '../../module';
import { DarajaError } from '../../mpesa/daraja-errors';
import { resultCodeOf } from '../../mpesa/result-codes';
import { failUnanswered } from './deposit-service';
import { settleDeposit } from './deposit-settle';
import { callbackUrl, daraja, nextQueryAt } from './mpesa-gateway';
import { moneyTexts } from './money-texts';
import { WithdrawalRow } from './mpesa-rows';
import { newCallbackTokens, sendPayout } from './withdrawal-service';

const BATCH = 20;
const MAX_QUERIES = 10;
/** A deposit without a CheckoutRequestID this old never reached M-Pesa's customer. */
const GIVE_UP_WITHOUT_ID_MS = 15 * 60 * 1000;

/**
 * Claims due rows and pushes their next query time back, in one short transaction. SKIP LOCKED lets
 * two instances run the job at once without asking Daraja twice about the same request.
 */
async function claim<R extends { id: string; query_attempts: number }>(
  ctx: AppContext,
  table: 'mpesa_deposits' | 'mpesa_withdrawals',
  read: (tx: Db, query: SQL) => Promise<R[]>,
): Promise<R[]> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const due = await read(
      tx,
      table === 'mpesa_deposits'
        ? sql`SELECT * FROM mpesa_deposits WHERE status = 'processing' AND next_query_at <= ${now.toISOString()}::timestamptz
              ORDER BY next_query_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`
        : sql`SELECT * FROM mpesa_withdrawals WHERE status = 'processing' AND next_query_at <= ${now.toISOString()}::timestamptz
              ORDER BY next_query_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    for (const r of due) {
      const next = nextQueryAt(now, r.query_attempts + 1).toISOString();
      if (table === 'mpesa_deposits') {
        await tx.execute(
          sql`UPDATE mpesa_deposits SET next_query_at = ${next}::timestamptz, query_attempts = query_attempts + 1 WHERE id = ${r.id}`,
        );
      } else {
        await tx.execute(
          sql`UPDATE mpesa_withdrawals SET next_query_at = ${next}::timestamptz, query_attempts = query_attempts + 1 WHERE id = ${r.id}`,
        );
      }
    }
    return due;
  });
}

const DueDeposit = z.object({
  id: col.text,
  query_attempts: col.int,
  checkout_request_id: col.text.nullable(),
  created_at: col.timestamp,
});
const DueWithdrawal = WithdrawalRow.extend({ query_attempts: col.int });

/** Deposits whose callback never came: ask STK Push Query and apply its verdict. */
export async function reconcileDeposits(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now().getTime();
  for (const d of await claim(ctx, 'mpesa_deposits', (tx, q) => queryRows(tx, DueDeposit, q))) {
    try {
      if (!d.checkout_request_id) {
        if (now - d.created_at.getTime() > GIVE_UP_WITHOUT_ID_MS) await failUnanswered(ctx, d.id, moneyTexts.noAnswer);
        continue;
      }
      const res = await daraja(ctx).stkQuery(d.checkout_request_id);
      const code = resultCodeOf(res.ResultCode);
      if (code === undefined) continue;
      await settleDeposit(ctx, d.id, {
        checkoutRequestId: d.checkout_request_id,
        resultCode: code,
        source: 'query',
        payload: res,
      });
    } catch (err) {
      if (err instanceof DarajaError && err.stillProcessing) continue;
      // Daraja keeps refusing to say (e.g. it does not know the request): stop asking. A late
      // successful callback still credits a deposit failed this way.
      if (err instanceof DarajaError && d.query_attempts + 1 >= MAX_QUERIES) {
        await failUnanswered(ctx, d.id, moneyTexts.noAnswer);
        continue;
      }
      ctx.log.warn({ err, depositId: d.id }, 'STK query failed; will ask again');
    }
  }
}

/** Withdrawals without a result: resend B2C when it was never accepted, otherwise ask its status. */
export async function reconcileWithdrawals(ctx: AppContext): Promise<void> {
  for (const w of await claim(ctx, 'mpesa_withdrawals', (tx, q) => queryRows(tx, DueWithdrawal, q))) {
    try {
      const tokens = newCallbackTokens();
      const remember = sql`UPDATE mpesa_withdrawals SET status_token_hash = ${hashSecret(tokens.result)}, status_timeout_token_hash = ${hashSecret(tokens.timeout)} WHERE id = ${w.id}`;
      if (!w.conversation_id) {
        await ctx.db.execute(sql`${remember} AND status = 'processing'`);
        await sendPayout(ctx, w, tokens);
        continue;
      }
      await ctx.db.execute(remember);
      await daraja(ctx).transactionStatus({
        originatorConversationId: w.originator_conversation_id,
        resultUrl: callbackUrl(ctx, 'status-result', w.id, tokens.result),
        queueTimeoutUrl: callbackUrl(ctx, 'status-timeout', w.id, tokens.timeout),
      });
    } catch (err) {
      ctx.log.warn({ err, withdrawalId: w.id }, 'withdrawal reconciliation failed; will try again');
    }
  }
}

export const depositReconcileJob: Job = { name: 'mpesa-deposit-reconcile', everyMs: 30_000, run: reconcileDeposits };
export const withdrawalReconcileJob: Job = {
  name: 'mpesa-withdrawal-reconcile',
  everyMs: 30_000,
  run: reconcileWithdrawals,
};
