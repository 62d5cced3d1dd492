import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type BuySharesResponse,
  type buySharesBody,
  type ShareSettingsResponse,
  type shareSettingsBody,
} from '../../../shared/schemas/shares';
import { toCents, toKes } from '../../../shared/money';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { BusinessRuleError, InsufficientFundsError } from '../../errors';
import { IdempotencyKeyReusedError, keyOrFresh } from '../../http/idempotency-key';
import { ensureWallet, SYSTEM_ACCOUNTS, walletBalance } from '../../ledger/accounts';
import { postOrRefuse, transfer } from '../../ledger/post';
import { notify } from '../../notifications/notify';
import { changeHolding, readSettings, refuseOverCap, shareholderId, sharesOf } from './share-store';
import { SHARE_ANSWERS, SHARE_ERRORS, shareTexts } from './share-texts';
import { audit } from '../../audit/audit';
import { movement } from '../../ledger/movement-texts';

/** PUT /superadmin/shares: shares offered (never below those sold) and the price of later purchases. */
export async function updateShareSettings(
  ctx: AppContext,
  adminId: string,
  body: z.output<typeof shareSettingsBody>,
): Promise<ShareSettingsResponse> {
  const now = ctx.clock.now();
  const total = BigInt(body.totalShares);
  const price = toCents(body.sharePrice);
  return inTransaction(ctx.db, async (tx) => {
    const s = await readSettings(tx, true);
    if (total < s.sold_shares) throw new BusinessRuleError(SHARE_ERRORS.belowSold(s.sold_shares), 'below_sold');
    await tx.execute(
      sql`UPDATE share_settings SET total_shares = ${total.toString()}::bigint, price_cents = ${price.toString()}::bigint,
                 updated_at = ${now.toISOString()}::timestamptz WHERE id = 1`,
    );
    await audit(tx, {
      actorUserId: adminId,
      action: 'shares.settings',
      target: 'share_settings',
      details: {
        totalShares: total.toString(),
        priceCents: price.toString(),
        before: { totalShares: s.total_shares.toString(), priceCents: s.price_cents.toString() },
      },
      at: now,
    });
    return {
      message: SHARE_ANSWERS.settingsSaved.en,
      totalShares: Number(total),
      boughtShares: Number(s.sold_shares),
      unsoldShares: Number(total - s.sold_shares),
      sharePrice: toKes(price),
    };
  });
}

const PurchaseRow = z.object({ shares: col.bigint, cost_cents: col.bigint });

/**
 * POST /api/shares/buy: whole shares from the wallet into share capital, one journal entry, under
 * the settings lock (so two buyers of the last shares cannot both get them). Refused to anyone a
 * transfer could not go to (the superadmin), above the unsold shares, above the one-fifth cap,
 * above the wallet. A repeated Idempotency-Key answers the first purchase and moves nothing.
 */
export async function buyShares(
  ctx: AppContext,
  userId: string,
  body: z.output<typeof buySharesBody>,
  clientKey?: string,
): Promise<BuySharesResponse> {
  const now = ctx.clock.now();
  const n = BigInt(body.shares);
  const entryKey = `shares:buy:${userId}:${keyOrFresh(clientKey)}`;
  return inTransaction(ctx.db, async (tx, after) => {
    // Members buy shares: the superadmin (or any account a transfer could not go to) may not.
    if (!(await shareholderId(tx, userId))) throw new BusinessRuleError(SHARE_ERRORS.noBuyer, 'no_buyer');
    const s = await readSettings(tx, true);
    const answer = async (bought: bigint, cost: bigint): Promise<BuySharesResponse> => {
      const held = await sharesOf(tx, userId);
      return {
        message: SHARE_ANSWERS.bought(bought).en,
        bought: Number(bought),
        cost: toKes(cost),
        shares: Number(held),
        value: toKes(held * s.price_cents),
        sharePrice: toKes(s.price_cents),
      };
    };
    if (clientKey) {
      const seen = await queryRow(
        tx,
        PurchaseRow,
        sql`SELECT shares, cost_cents FROM share_purchases WHERE entry_key = ${entryKey}`,
      );
      if (seen) {
        if (seen.shares !== n) throw new IdempotencyKeyReusedError();
        return answer(seen.shares, seen.cost_cents);
      }
    }
    const unsold = s.total_shares - s.sold_shares;
    if (unsold === 0n) throw new BusinessRuleError(SHARE_ERRORS.noneForSale, 'no_shares');
    if (n > unsold) throw new BusinessRuleError(SHARE_ERRORS.fewLeft(unsold), 'few_shares');
    await refuseOverCap(tx, userId, n, s.sold_shares, true);
    const cost = n * s.price_cents;
    if (cost > (await walletBalance(tx, userId))) throw new InsufficientFundsError(SHARE_ERRORS.insufficientBalance);
    const wallet = await ensureWallet(tx, userId);
    await postOrRefuse(
      tx,
      {
        idempotencyKey: entryKey,
        kind: 'share_purchase',
        text: movement('sharesBought'),
        postings: transfer(wallet, SYSTEM_ACCOUNTS.shareCapital, cost),
        actorUserId: userId,
        meta: { shares: n.toString(), priceCents: s.price_cents.toString() },
        at: now,
      },
      () => new InsufficientFundsError(SHARE_ERRORS.insufficientBalance),
    );
    await tx.execute(
      sql`INSERT INTO share_purchases (user_id, shares, price_cents, cost_cents, entry_key, created_at)
          VALUES (${userId}, ${n.toString()}::bigint, ${s.price_cents.toString()}::bigint, ${cost.toString()}::bigint, ${entryKey}, ${now.toISOString()}::timestamptz)`,
    );
    await tx.execute(sql`UPDATE share_settings SET sold_shares = sold_shares + ${n.toString()}::bigint WHERE id = 1`);
    await changeHolding(tx, userId, n, now);
    await notify(ctx, tx, after, userId, shareTexts.bought(n, cost), { at: now });
    return answer(n, cost);
  });
}
