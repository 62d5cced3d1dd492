import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { toCents } from '../../../shared/money';
import { walletMessages } from '../../../shared/schemas/wallet';
import { hashSecret, newSecret } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { firstRow } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { ConflictError, InsufficientFundsError, NotFoundError } from '../../errors';
import { accountSpecs, ensureAccount, ensureWallet } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { DarajaError } from '../../mpesa/daraja-errors';
import { notify } from '../notifications/notify';
import type { StartInput } from './deposit-service';
import { callbackUrl, daraja, RECONCILE_AFTER_MS } from './mpesa-gateway';
import { moneyTexts } from './money-texts';
import { type MpesaRow, sameRequest } from './mpesa-rows';
import { refundWithdrawal } from './withdrawal-settle';

export interface WithdrawalRow extends MpesaRow {
  originator_conversation_id: string;
  conversation_id: string | null;
  callback_token_hash: string;
  status_token_hash: string | null;
}

/**
 * Starts a withdrawal: in one transaction the row is written and the amount leaves the wallet
 * for "payout pending" (so it cannot be spent twice); then B2C pays it out.
 */
export async function startWithdrawal(ctx: AppContext, input: StartInput): Promise<{ created: boolean; withdrawal: WithdrawalRow }> {
  const cents = toCents(input.amountKes);
  const token = newSecret();
  const now = ctx.clock.now();
  const started = await inTransaction(ctx.db, async (tx, after) => {
    const inserted = await firstRow<WithdrawalRow>(
      tx,
      sql`INSERT INTO mpesa_withdrawals (user_id, amount_cents, phone, description, callback_token_hash, originator_conversation_id, idempotency_key, created_at, next_query_at)
          VALUES (${input.userId}, ${cents.toString()}::bigint, ${input.phone}, ${input.description}, ${hashSecret(token)}, ${randomUUID()},
                  ${input.idempotencyKey ?? null}, ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + RECONCILE_AFTER_MS).toISOString()}::timestamptz)
          ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
          RETURNING *`,
    );
    if (!inserted) {
      const first = await firstRow<WithdrawalRow>(tx, sql`SELECT * FROM mpesa_withdrawals WHERE user_id = ${input.userId} AND idempotency_key = ${input.idempotencyKey ?? ''}`);
      if (!first) throw new Error('idempotent withdrawal vanished');
      if (!sameRequest(first, cents, input.phone)) throw new ConflictError('This Idempotency-Key was already used for a different withdrawal.');
      return { created: false, withdrawal: first };
    }
    const wallet = await ensureWallet(tx, input.userId);
    const pending = await ensureAccount(tx, accountSpecs.payoutPending(input.userId));
    try {
      await postEntry(tx, {
        idempotencyKey: `withdrawal:${inserted.id}`,
        kind: 'withdrawal',
        description: 'M-Pesa withdrawal',
        postings: transfer(wallet, pending, cents),
        actorUserId: input.userId,
        meta: { withdrawalId: inserted.id, phone: input.phone },
        at: now,
      });
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw new InsufficientFundsError(walletMessages.insufficient);
      throw err;
    }
    await notify(ctx, tx, after, input.userId, moneyTexts.withdrawalProcessing(cents), { at: now });
    return { created: true, withdrawal: inserted };
  });
  if (!started.created) return started;
  await sendPayout(ctx, started.withdrawal, token);
  return { created: true, withdrawal: (await withdrawalById(ctx, started.withdrawal.id)) ?? started.withdrawal };
}

/**
 * Asks B2C to pay. Daraja deduplicates on OriginatorConversationID, so the reconciliation job may
 * send it again when the first answer was lost. Only a refusal (4xx) returns the money at once.
 */
export async function sendPayout(ctx: AppContext, w: WithdrawalRow, token: string): Promise<void> {
  try {
    const res = await daraja(ctx).b2cPayment({
      originatorConversationId: w.originator_conversation_id,
      amount: Number(BigInt(w.amount_cents) / 100n),
      phone: w.phone,
      remarks: 'Pamoja withdrawal',
      occasion: w.description || 'Withdrawal',
      resultUrl: callbackUrl(ctx, 'b2c-result', w.id, token),
      queueTimeoutUrl: callbackUrl(ctx, 'b2c-timeout', w.id, token),
    });
    await ctx.db.execute(sql`UPDATE mpesa_withdrawals SET conversation_id = ${res.ConversationID} WHERE id = ${w.id} AND conversation_id IS NULL`);
  } catch (err) {
    if (err instanceof DarajaError && err.httpStatus >= 400 && err.httpStatus < 500) {
      ctx.log.warn({ err, withdrawalId: w.id }, 'B2C refused');
      await refundWithdrawal(ctx, w.id, { code: null, reason: moneyTexts.refused, payload: { errorCode: err.errorCode, errorMessage: err.errorMessage }, kind: 'b2c_result' });
      return;
    }
    ctx.log.warn({ err, withdrawalId: w.id }, 'B2C outcome unknown; left to reconciliation');
  }
}

export async function withdrawalById(ctx: AppContext, id: string): Promise<WithdrawalRow | undefined> {
  return firstRow<WithdrawalRow>(ctx.db, sql`SELECT * FROM mpesa_withdrawals WHERE id::text = ${id}`);
}

export async function withdrawalFor(ctx: AppContext, id: string, callerId: string, isSuperadmin: boolean): Promise<WithdrawalRow> {
  const row = await withdrawalById(ctx, id);
  if (!row || (row.user_id !== callerId && !isSuperadmin)) throw new NotFoundError('Withdrawal not found.');
  return row;
}
