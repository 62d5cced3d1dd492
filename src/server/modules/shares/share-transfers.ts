import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { toCents, toKes } from '../../../shared/money';
import type { shareTransferBody, ShareTransferResponse, ShareTransferView } from '../../../shared/schemas/shares';
import { transferStatus } from '../../../shared/schemas/shares';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { type AfterCommit, inTransaction } from '../../db/tx';
import {
  BadRequestError,
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  InsufficientFundsError,
  NotFoundError,
} from '../../errors';
import { ensureWallet, walletBalance } from '../../ledger/accounts';
import { postOrRefuse, transfer } from '../../ledger/post';
import { notify } from '../../notifications/notify';
import { changeHolding, readSettings, refuseOverCap, shareholderByPhone, shareholderId, sharesOf } from './share-store';
import { SHARE_ANSWERS, SHARE_ERRORS, shareTexts } from './share-texts';
import { movement } from '../../ledger/movement-texts';

const TransferRow = z.object({
  id: col.text,
  from_user_id: col.text,
  from_name: col.text,
  to_user_id: col.text,
  to_name: col.text,
  shares: col.bigint,
  total_price_cents: col.bigint,
  status: transferStatus,
  created_at: col.timestamp,
  decided_at: col.timestamp.nullable(),
});
type TransferRow = z.output<typeof TransferRow>;

const SELECT_TRANSFERS = sql`
  SELECT t.id::text AS id, t.from_user_id, COALESCE(f.full_name, 'A member') AS from_name, t.to_user_id,
         COALESCE(b.full_name, 'A member') AS to_name, t.shares,
         t.total_price_cents, t.status, t.created_at, t.decided_at
  FROM share_transfers t JOIN users f ON f.id = t.from_user_id JOIN users b ON b.id = t.to_user_id`;

export function toTransferView(row: TransferRow, readerId: string): ShareTransferView {
  return {
    id: row.id,
    direction: row.from_user_id === readerId ? 'sent' : 'received',
    from_user_id: row.from_user_id,
    from_name: row.from_name,
    to_user_id: row.to_user_id,
    to_name: row.to_name,
    shares: Number(row.shares),
    total_price: toKes(row.total_price_cents),
    status: row.status,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

export async function transfersOf(db: Db, userId: string, limit = 100): Promise<ShareTransferView[]> {
  const rows = await queryRows(
    db,
    TransferRow,
    sql`${SELECT_TRANSFERS} WHERE t.id IN (
          (SELECT id FROM share_transfers WHERE from_user_id = ${userId} ORDER BY created_at DESC LIMIT ${limit})
          UNION ALL (SELECT id FROM share_transfers WHERE to_user_id = ${userId} ORDER BY created_at DESC LIMIT ${limit}))
        ORDER BY t.created_at DESC, t.id LIMIT ${limit}`,
  );
  return rows.map((r) => toTransferView(r, userId));
}

async function transferRow(db: Db, where: SQL): Promise<TransferRow> {
  const row = await queryRow(db, TransferRow, sql`${SELECT_TRANSFERS} WHERE ${where}`);
  if (!row) throw new NotFoundError(SHARE_ERRORS.notFound);
  return row;
}

/**
 * POST /api/shares/transfers: an offer of `shares` to another user for `price`, the total price of
 * the lot (decision 031). It reserves nothing: the seller must hold the shares now, and again when
 * the buyer accepts.
 */
export async function offerTransfer(
  ctx: AppContext,
  sellerId: string,
  body: z.output<typeof shareTransferBody>,
): Promise<ShareTransferResponse> {
  const now = ctx.clock.now();
  const n = BigInt(body.shares);
  const price = toCents(body.price);
  const { toPhone, toUserId = '' } = body;
  const buyerId = toUserId.toUpperCase() === sellerId.toUpperCase() ? sellerId : toUserId;
  if (!toPhone && buyerId === sellerId) throw new BadRequestError(SHARE_ERRORS.toSelf, 'transfer_self');
  return inTransaction(ctx.db, async (tx, after) => {
    const buyer = toPhone ? await shareholderByPhone(tx, toPhone) : await shareholderId(tx, buyerId);
    if (!buyer) throw new BusinessRuleError(toPhone ? SHARE_ERRORS.noBuyerAtPhone : SHARE_ERRORS.noBuyer, 'no_buyer');
    if (buyer === sellerId) throw new BadRequestError(SHARE_ERRORS.toSelf, 'transfer_self');
    const held = await sharesOf(tx, sellerId);
    if (n > held) throw new BusinessRuleError(SHARE_ERRORS.notEnoughShares(held), 'not_enough_shares');
    const inserted = await queryRow(
      tx,
      z.object({ id: col.text }),
      sql`INSERT INTO share_transfers (from_user_id, to_user_id, shares, total_price_cents, created_at)
          VALUES (${sellerId}, ${buyer}, ${n.toString()}::bigint, ${price.toString()}::bigint, ${now.toISOString()}::timestamptz)
          RETURNING id::text AS id`,
    );
    if (!inserted) throw new Error('transfer insert returned nothing');
    const row = await transferRow(tx, sql`t.id = ${inserted.id}::uuid`);
    await notify(ctx, tx, after, buyer, shareTexts.offered(row.from_name, n, price), { at: now });
    return { message: SHARE_ANSWERS.offerSent.en, transfer: toTransferView(row, sellerId) };
  });
}

export type TransferAction = 'accept' | 'decline' | 'cancel';

/**
 * The buyer accepts or declines, the seller cancels. Acceptance takes the settings lock first (as
 * every change of holdings does), then the offer's row: the seller must still hold the shares, the
 * buyer must stay within the cap and afford the price; the shares and the money move in this one
 * transaction or not at all. Accepting an accepted offer again answers it as it is.
 */
export async function decideTransfer(
  ctx: AppContext,
  callerId: string,
  transferId: string,
  action: TransferAction,
): Promise<ShareTransferResponse> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx, after) => {
    if (action === 'accept') await readSettings(tx, true);
    const locked = await queryRow(
      tx,
      z.object({ id: col.text }),
      sql`SELECT id::text AS id FROM share_transfers WHERE id = ${transferId}::uuid FOR UPDATE`,
    );
    if (!locked) throw new NotFoundError(SHARE_ERRORS.notFound);
    const t = await transferRow(tx, sql`t.id = ${transferId}::uuid`);
    const isBuyer = t.to_user_id === callerId;
    const isSeller = t.from_user_id === callerId;
    if (!isBuyer && !isSeller) throw new NotFoundError(SHARE_ERRORS.notFound);
    if (action === 'cancel' && !isSeller) throw new ForbiddenError(SHARE_ERRORS.onlySeller);
    if (action !== 'cancel' && !isBuyer) throw new ForbiddenError(SHARE_ERRORS.onlyBuyer);
    if (action === 'accept' && t.status === 'accepted') {
      return { message: SHARE_ANSWERS.accepted.en, transfer: toTransferView(t, callerId) };
    }
    if (t.status !== 'pending') throw new ConflictError(SHARE_ERRORS.notPending(t.status), 'transfer_not_pending');
    if (action === 'accept') await accept(ctx, tx, after, t, now);
    else {
      const status = action === 'decline' ? 'declined' : 'cancelled';
      await tx.execute(
        sql`UPDATE share_transfers SET status = ${status}, decided_at = ${now.toISOString()}::timestamptz WHERE id = ${transferId}::uuid`,
      );
      const [to, text] =
        action === 'decline'
          ? [t.from_user_id, shareTexts.declined(t.shares)]
          : [t.to_user_id, shareTexts.cancelled(t.shares)];
      await notify(ctx, tx, after, to, text, { at: now });
    }
    const message =
      action === 'accept'
        ? SHARE_ANSWERS.accepted.en
        : action === 'decline'
          ? SHARE_ANSWERS.declined.en
          : SHARE_ANSWERS.cancelled.en;
    return { message, transfer: toTransferView(await transferRow(tx, sql`t.id = ${transferId}::uuid`), callerId) };
  });
}

async function accept(ctx: AppContext, tx: Db, after: AfterCommit, t: TransferRow, now: Date): Promise<void> {
  const s = await readSettings(tx);
  // The buyer's deletion may have been asked since the offer: they can no longer take shares.
  if (!(await shareholderId(tx, t.to_user_id))) throw new BusinessRuleError(SHARE_ERRORS.noBuyer, 'no_buyer');
  if ((await sharesOf(tx, t.from_user_id)) < t.shares)
    throw new BusinessRuleError(SHARE_ERRORS.sellerShort, 'seller_short');
  await refuseOverCap(tx, t.to_user_id, t.shares, s.sold_shares, false);
  const buyerWallet = await ensureWallet(tx, t.to_user_id);
  const sellerWallet = await ensureWallet(tx, t.from_user_id);
  if (t.total_price_cents > 0n) {
    if (t.total_price_cents > (await walletBalance(tx, t.to_user_id)))
      throw new InsufficientFundsError(SHARE_ERRORS.buyerInsufficient);
    await postOrRefuse(
      tx,
      {
        idempotencyKey: `shares:transfer:${t.id}`,
        kind: 'share_transfer',
        text: movement('sharesTransfer'),
        postings: transfer(buyerWallet, sellerWallet, t.total_price_cents),
        actorUserId: t.to_user_id,
        meta: { transferId: t.id, shares: t.shares.toString() },
        at: now,
      },
      () => new InsufficientFundsError(SHARE_ERRORS.buyerInsufficient),
    );
  }
  await changeHolding(tx, t.from_user_id, -t.shares, now);
  await changeHolding(tx, t.to_user_id, t.shares, now);
  await tx.execute(
    sql`UPDATE share_transfers SET status = 'accepted', decided_at = ${now.toISOString()}::timestamptz WHERE id = ${t.id}::uuid`,
  );
  await notify(ctx, tx, after, t.from_user_id, shareTexts.sold(t.shares, t.total_price_cents), { at: now });
}
