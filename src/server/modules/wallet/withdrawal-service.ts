import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { walletMessages } from '../../../shared/schemas/wallet';
import { hashSecret, newSecret } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { queryRow } from '../../db/typed-rows';
import { InsufficientFundsError } from '../../errors';
import { IdempotencyKeyReusedError } from '../../http/idempotency-key';
import { accountSpecs, ensureAccount, ensureWallet } from '../../ledger/accounts';
import { postOrRefuse, transfer } from '../../ledger/post';
import { DarajaError } from '../../mpesa/daraja-errors';
import { notify } from '../../notifications/notify';
import { inMoneyStart, requestTimes, type StartInput } from './deposit-service';
import { callbackUrl, daraja } from './mpesa-gateway';
import { moneyTexts } from './money-texts';
import { ownedReader, sameRequest, WithdrawalRow } from './mpesa-rows';
import { payoutGate, refusePayoutCode, requestPayoutCode } from './payout-numbers';
import { refundWithdrawal } from './withdrawal-settle';
import { WALLET_ERRORS } from './money-texts';
import { movement } from '../../ledger/movement-texts';

export interface WithdrawalInput extends StartInput {
  /** The code mailed to the owner, for a number new to the account. */
  verificationCode: string | undefined;
}

/** The secrets of one request's two callback URLs: a result URL cannot be used as the timeout URL. */
export interface CallbackTokens {
  result: string;
  timeout: string;
}
export const newCallbackTokens = (): CallbackTokens => ({ result: newSecret(), timeout: newSecret() });

type Started = { created: boolean; withdrawal: WithdrawalRow } | { blocked: 'code_needed' | 'code_wrong' };

async function replayOf(tx: Db, input: WithdrawalInput, cents: bigint): Promise<WithdrawalRow | undefined> {
  if (input.idempotencyKey === undefined) return undefined;
  const first = await queryRow(
    tx,
    WithdrawalRow,
    sql`SELECT * FROM mpesa_withdrawals WHERE user_id = ${input.userId} AND idempotency_key = ${input.idempotencyKey}`,
  );
  if (first && !sameRequest(first, cents, input.phone)) throw new IdempotencyKeyReusedError();
  return first;
}

/**
 * Starts a withdrawal: in one transaction the row is written and the amount leaves the wallet
 * for "payout pending" (so it cannot be spent twice); then B2C pays it out. A number new to the
 * account first needs the code mailed to its owner (428, nothing moves).
 */
export async function startWithdrawal(
  ctx: AppContext,
  input: WithdrawalInput,
): Promise<{ created: boolean; withdrawal: WithdrawalRow }> {
  const tokens = newCallbackTokens();
  const started = await inMoneyStart(ctx, input, async (tx, after, { cents, now }): Promise<Started> => {
    // A replay answers as the first request did, whatever has happened to the number since.
    const earlier = await replayOf(tx, input, cents);
    if (earlier) return { created: false, withdrawal: earlier };
    const gate = await payoutGate(ctx, tx, after, input.userId, input.phone, input.verificationCode, now);
    if (gate !== 'open') return { blocked: gate };
    const inserted = await queryRow(
      tx,
      WithdrawalRow,
      sql`INSERT INTO mpesa_withdrawals (user_id, amount_cents, phone, description, callback_token_hash, timeout_token_hash, originator_conversation_id, idempotency_key, created_at, next_query_at)
          VALUES (${input.userId}, ${cents.toString()}::bigint, ${input.phone}, ${input.description}, ${hashSecret(tokens.result)}, ${hashSecret(tokens.timeout)}, ${randomUUID()},
                  ${requestTimes(input, now)})
          ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
          RETURNING *`,
    );
    if (!inserted) {
      const first = await replayOf(tx, input, cents);
      if (!first) throw new Error('idempotent withdrawal vanished');
      return { created: false, withdrawal: first };
    }
    const wallet = await ensureWallet(tx, input.userId);
    const pending = await ensureAccount(tx, accountSpecs.payoutPending(input.userId));
    await postOrRefuse(
      tx,
      {
        idempotencyKey: `withdrawal:${inserted.id}`,
        kind: 'withdrawal',
        text: movement('mpesaWithdrawal'),
        postings: transfer(wallet, pending, cents),
        actorUserId: input.userId,
        meta: { withdrawalId: inserted.id, phone: input.phone },
        at: now,
      },
      () => new InsufficientFundsError(walletMessages.insufficient),
    );
    await notify(ctx, tx, after, input.userId, moneyTexts.withdrawalProcessing(cents), { at: now });
    return { created: true, withdrawal: inserted };
  });
  if ('blocked' in started) {
    if (started.blocked === 'code_needed') return requestPayoutCode(ctx, input.userId, input.phone);
    return refusePayoutCode(ctx, input.userId, input.phone);
  }
  if (!started.created) return started;
  await sendPayout(ctx, started.withdrawal, tokens);
  return { created: true, withdrawal: (await withdrawalById(ctx, started.withdrawal.id)) ?? started.withdrawal };
}

/**
 * Asks B2C to pay. Daraja deduplicates on OriginatorConversationID, so the reconciliation job may
 * send it again when the first answer was lost. Only a refusal (4xx) returns the money at once.
 */
export async function sendPayout(ctx: AppContext, w: WithdrawalRow, tokens: CallbackTokens): Promise<void> {
  try {
    const res = await daraja(ctx).b2cPayment({
      originatorConversationId: w.originator_conversation_id,
      amount: Number(w.amount_cents / 100n),
      phone: w.phone,
      remarks: 'Pamoja withdrawal',
      occasion: w.description || 'Withdrawal',
      resultUrl: callbackUrl(ctx, 'b2c-result', w.id, tokens.result),
      queueTimeoutUrl: callbackUrl(ctx, 'b2c-timeout', w.id, tokens.timeout),
    });
    await ctx.db.execute(
      sql`UPDATE mpesa_withdrawals SET conversation_id = ${res.ConversationID} WHERE id = ${w.id} AND conversation_id IS NULL`,
    );
  } catch (err) {
    if (err instanceof DarajaError && err.httpStatus >= 400 && err.httpStatus < 500) {
      ctx.log.warn({ err, withdrawalId: w.id }, 'B2C refused');
      await refundWithdrawal(ctx, w.id, {
        code: null,
        reason: moneyTexts.refused,
        payload: { errorCode: err.errorCode, errorMessage: err.errorMessage },
        kind: 'b2c_result',
      });
      return;
    }
    ctx.log.warn({ err, withdrawalId: w.id }, 'B2C outcome unknown; left to reconciliation');
  }
}

export async function withdrawalById(ctx: AppContext, id: string): Promise<WithdrawalRow | undefined> {
  return queryRow(ctx.db, WithdrawalRow, sql`SELECT * FROM mpesa_withdrawals WHERE id::text = ${id}`);
}

export const withdrawalFor = ownedReader(withdrawalById, WALLET_ERRORS.withdrawalNotFound);
