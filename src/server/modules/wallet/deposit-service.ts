import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toCents } from '../../../shared/money';
import { hashSecret, newSecret } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { type AfterCommit, inTransaction } from '../../db/tx';
import type { Db } from '../../db/client';
import { AppError, TooManyRequestsError } from '../../errors';
import { IdempotencyKeyReusedError } from '../../http/idempotency-key';
import { DarajaError } from '../../mpesa/daraja-errors';
import { notify } from '../../notifications/notify';
import { callbackUrl, daraja, RECONCILE_AFTER_MS, STK_ACCOUNT_REFERENCE } from './mpesa-gateway';
import { moneyTexts } from './money-texts';
import { DepositRow, ownedReader, reasonFor, sameRequest } from './mpesa-rows';
import { holdLiveActor } from '../../auth/live-user';
import { WALLET_ERRORS } from './money-texts';

const MAX_WAITING_PROMPTS = 3;
const PROMPT_WINDOW_MS = 10 * 60 * 1000;
export const TOO_MANY_PROMPTS = WALLET_ERRORS.tooManyPrompts.en;

export interface StartInput {
  userId: string;
  amountKes: number;
  phone: string;
  description: string;
  idempotencyKey: string | undefined;
}

/**
 * How a deposit's or a withdrawal's start opens: the amount in cents and the clock's now, then one
 * transaction (the row, and for a withdrawal the money leaving the wallet).
 */
export function inMoneyStart<T>(
  ctx: AppContext,
  input: StartInput,
  run: (tx: Db, after: AfterCommit, start: { cents: bigint; now: Date }) => Promise<T>,
): Promise<T> {
  const cents = toCents(input.amountKes);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, (tx, after) => run(tx, after, { cents, now }));
}

/** The last values of a new M-Pesa request's row: its client key, when it was made, when reconciliation first asks. */
export const requestTimes = (input: StartInput, now: Date) =>
  sql`${input.idempotencyKey ?? null}, ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + RECONCILE_AFTER_MS).toISOString()}::timestamptz`;

/**
 * Starts a deposit: a processing row and the STK push. Nothing is credited here; only a
 * successful callback (or the reconciliation query) credits the wallet.
 */
export async function startDeposit(
  ctx: AppContext,
  input: StartInput,
): Promise<{ created: boolean; deposit: DepositRow }> {
  const token = newSecret();
  const started = await inMoneyStart(ctx, input, async (tx, after, { cents, now }) => {
    // A deposit in flight holds a deletion up: the account must be live as it starts (auth/live-user.ts).
    await holdLiveActor(tx, input.userId);
    // Each deposit rings a phone: a few unanswered prompts at a time is plenty, and it keeps anyone
    // from using Pamoja to flood someone else's phone with M-Pesa prompts.
    const waiting = await queryRow(
      tx,
      z.object({ n: col.int }),
      sql`SELECT COUNT(*)::int AS n FROM mpesa_deposits WHERE user_id = ${input.userId} AND status = 'processing'
          AND created_at > ${new Date(now.getTime() - PROMPT_WINDOW_MS).toISOString()}::timestamptz
          AND (idempotency_key IS NULL OR idempotency_key <> ${input.idempotencyKey ?? ''})`,
    );
    if (Number(waiting?.n ?? 0) >= MAX_WAITING_PROMPTS) throw new TooManyRequestsError(WALLET_ERRORS.tooManyPrompts);
    const inserted = await queryRow(
      tx,
      DepositRow,
      sql`INSERT INTO mpesa_deposits (user_id, amount_cents, phone, description, callback_token_hash, idempotency_key, created_at, next_query_at)
          VALUES (${input.userId}, ${cents.toString()}::bigint, ${input.phone}, ${input.description}, ${hashSecret(token)},
                  ${requestTimes(input, now)})
          ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
          RETURNING *`,
    );
    if (!inserted) {
      const first = await queryRow(
        tx,
        DepositRow,
        sql`SELECT * FROM mpesa_deposits WHERE user_id = ${input.userId} AND idempotency_key = ${input.idempotencyKey ?? ''}`,
      );
      if (!first) throw new Error('idempotent deposit vanished');
      if (!sameRequest(first, cents, input.phone)) throw new IdempotencyKeyReusedError();
      return { created: false, deposit: first };
    }
    await notify(ctx, tx, after, input.userId, moneyTexts.depositProcessing(cents), { at: now });
    return { created: true, deposit: inserted };
  });
  if (!started.created) return started;
  return { created: true, deposit: await pushPrompt(ctx, started.deposit, token) };
}

/** Sends the STK push; a refusal fails the deposit at once, an unknown outcome leaves it to reconciliation. */
async function pushPrompt(ctx: AppContext, deposit: DepositRow, token: string): Promise<DepositRow> {
  try {
    const res = await daraja(ctx).stkPush({
      amount: Number(deposit.amount_cents / 100n),
      phone: deposit.phone,
      callbackUrl: callbackUrl(ctx, 'stk', deposit.id, token),
      accountReference: STK_ACCOUNT_REFERENCE,
      description: 'Deposit',
    });
    const updated = await queryRow(
      ctx.db,
      DepositRow,
      sql`UPDATE mpesa_deposits SET checkout_request_id = ${res.CheckoutRequestID}, merchant_request_id = ${res.MerchantRequestID}
          WHERE id = ${deposit.id} AND checkout_request_id IS NULL RETURNING *`,
    );
    return updated ?? (await depositById(ctx, deposit.id)) ?? deposit;
  } catch (err) {
    if (!(err instanceof DarajaError)) {
      ctx.log.warn({ err, depositId: deposit.id }, 'STK push outcome unknown; left to reconciliation');
      return deposit;
    }
    ctx.log.warn({ err, depositId: deposit.id }, 'STK push refused');
    await failUnanswered(ctx, deposit.id, moneyTexts.refused);
    throw new AppError(502, moneyTexts.refused.en, 'mpesa_refused');
  }
}

/** Fails a processing deposit that M-Pesa never gave a verdict on (a later success may still credit it). */
export async function failUnanswered(
  ctx: AppContext,
  depositId: string,
  reason: { en: string; sw: string },
): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx, after) => {
    const row = await queryRow(
      tx,
      DepositRow,
      sql`SELECT * FROM mpesa_deposits WHERE id = ${depositId} AND status = 'processing' FOR UPDATE`,
    );
    if (!row) return;
    await tx.execute(
      sql`UPDATE mpesa_deposits SET status = 'failed', failure_reason = ${await reasonFor(tx, row.user_id, reason)}, settled_at = ${now.toISOString()}::timestamptz
          WHERE id = ${depositId}`,
    );
    await notify(ctx, tx, after, row.user_id, moneyTexts.depositFailed(row.amount_cents, reason), { at: now });
  });
}

export async function depositById(ctx: AppContext, id: string): Promise<DepositRow | undefined> {
  return queryRow(ctx.db, DepositRow, sql`SELECT * FROM mpesa_deposits WHERE id::text = ${id}`);
}

export const depositFor = ownedReader(depositById, WALLET_ERRORS.depositNotFound);
