import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { col, queryRowOrThrow } from '../db/typed-rows';

/**
 * Withholding tax (docs/product/tax.md, decision 092): what Pamoja keeps from a payment
 * to a wallet (savings interest, a dividend) and owes KRA until it is remitted. Its account is
 * cached and never below zero (migration 1130), found by its code.
 */
export const WITHHOLDING_TAX_CODE = 'system:withholding_tax';

/**
 * The tax on `gross` cents (a non-negative integer expression) at `rate` (0 ≤ rate < 1), in SQL:
 * gross × rate rounded half up to the cent (numeric arithmetic, exact), but never the whole payment:
 * at most gross − 1 cents, so a payee is always paid something (only a rate of 0.5 or more on a
 * payment of a cent or two reaches that bound).
 */
export function withheldTax(gross: SQL, rate: number): SQL {
  const r = sql`${rateText(rate)}::numeric`;
  return sql`GREATEST(LEAST(round((${gross})::numeric * ${r}), (${gross})::numeric - 1), 0)::bigint`;
}

/** Decimal places a rate keeps (0.15 → 150000000000 millionths of a millionth). */
const RATE_PLACES = 12;

/**
 * A rate as a numeric literal's text, without the exponent a tiny float prints with: the rate is
 * turned into whole units of 10^-12 once, and its digits are written from that integer.
 */
function rateText(rate: number): string {
  if (!(rate >= 0 && rate < 1)) throw new Error(`withholding rate ${rate} is not in [0, 1)`);
  const units = BigInt(Math.round(rate * 10 ** RATE_PLACES));
  const one = 10n ** BigInt(RATE_PLACES);
  return `${units / one}.${(units % one).toString().padStart(RATE_PLACES, '0')}`;
}

/**
 * Locks the withholding-tax account for the rest of the transaction and returns its id and balance.
 * Every movement of it takes this lock first, before any wallet (a pass that withholds, a remittance,
 * which touches no wallet): one order, no deadlock.
 */
export async function lockWithholding(tx: Db): Promise<{ id: bigint; balance: bigint }> {
  const row = await queryRowOrThrow(
    tx,
    z.object({ id: col.bigint, balance_cents: col.bigint }),
    sql`SELECT id, balance_cents FROM ledger_accounts WHERE code = ${WITHHOLDING_TAX_CODE} FOR UPDATE`,
    () => new Error(`ledger account ${WITHHOLDING_TAX_CODE} is missing (migration 1130)`),
  );
  return { id: row.id, balance: row.balance_cents };
}
