import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PAYBILL_MESSAGES, type SuspensePayment } from '../../../shared/schemas/paybill';
import { toKes } from '../../../shared/money';
import type { AppContext } from '../../context';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { ConflictError, NotFoundError } from '../../errors';
import { ensureAccount, ensureWallet } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { notify } from '../../notifications/notify';
import { paybillUserById } from './c2b-accounts';
import { paybillSuspense } from './c2b-confirm';
import { paybillTexts } from './c2b-texts';
import { movement } from '../../ledger/movement-texts';

const SuspenseRow = z.object({
  trans_id: col.text,
  amount_cents: col.bigint,
  bill_ref: col.text,
  msisdn: col.text.nullable(),
  payer_name: col.text.nullable(),
  received_at: col.timestamp,
  refusal: z.enum(['fraction', 'over_maximum']).nullable(),
});

/**
 * Paybill payments that named nobody, oldest first (the superadmin assigns them), and those refused
 * for an amount M-Pesa never sends, with the reason (nothing to assign: they moved no money).
 */
export async function suspenseList(ctx: AppContext): Promise<{ payments: SuspensePayment[]; total: number }> {
  const rows = await queryRows(
    ctx.db,
    SuspenseRow,
    sql`SELECT trans_id, amount_cents, bill_ref, msisdn, payer_name, received_at, refusal FROM c2b_payments
        WHERE status IN ('suspense', 'refused') ORDER BY received_at LIMIT 500`,
  );
  const payments = rows.map((r) => ({
    transId: r.trans_id,
    amount: toKes(r.amount_cents),
    billRefNumber: r.bill_ref,
    msisdn: r.msisdn,
    payerName: r.payer_name,
    receivedAt: r.received_at.toISOString(),
    refusal: r.refusal,
  }));
  return { payments, total: payments.length };
}

/**
 * Moves a payment out of suspense into a user's wallet, once: the row is locked and must still be
 * in suspense (a second assignment, even a concurrent one, answers 409 and moves nothing). The user
 * must be one an account number could name (`paybillUserById`), else 404 and nothing moves.
 */
export async function assignSuspense(ctx: AppContext, transId: string, userId: string, adminId: string): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx, after) => {
    const row = await queryRow(
      tx,
      z.object({ amount_cents: col.bigint, status: col.text }),
      sql`SELECT amount_cents, status FROM c2b_payments WHERE trans_id = ${transId} FOR UPDATE`,
    );
    // A refused amount moved no money: there is nothing to add to a wallet.
    if (row?.status === 'refused') throw new ConflictError(PAYBILL_MESSAGES.refusedAmount);
    if (row?.status !== 'suspense') throw new ConflictError(PAYBILL_MESSAGES.notInSuspense);
    // Only a wallet an account number could name: not the superadmin's, nor one whose deletion is asked.
    if (!(await paybillUserById(tx, userId))) throw new NotFoundError(PAYBILL_MESSAGES.unknownUser);
    const suspense = await ensureAccount(tx, paybillSuspense);
    const wallet = await ensureWallet(tx, userId);
    await postEntry(tx, {
      idempotencyKey: `c2b-assign:${transId}`,
      kind: 'paybill_deposit',
      text: movement('paybill', transId),
      postings: transfer(suspense, wallet, row.amount_cents),
      actorUserId: adminId,
      meta: { transId, assignedBy: adminId },
      at: now,
    });
    await tx.execute(
      sql`UPDATE c2b_payments SET status = 'assigned', target = 'wallet', user_id = ${userId}, assigned_by = ${adminId}, settled_at = ${now.toISOString()}::timestamptz
          WHERE trans_id = ${transId}`,
    );
    await notify(ctx, tx, after, userId, paybillTexts.assigned(row.amount_cents, transId), { at: now });
  });
}
