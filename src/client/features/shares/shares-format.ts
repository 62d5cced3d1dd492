import { toCents, toKes } from '../../../shared/money';

/**
 * What `shares` whole shares cost at `price` KES each, exactly (cents × shares, never a float
 * product); null while the number typed is not a whole number of shares of at least one.
 */
export function shareCost(shares: number | string, price: number): number | null {
  const n = typeof shares === 'string' ? (shares.trim() === '' ? NaN : Number(shares)) : shares;
  if (!Number.isSafeInteger(n) || n < 1) return null;
  return toKes(toCents(price) * BigInt(n));
}

/** The price of one share when `shares` are sold for `total` KES, to the cent (rounded down); null for none. */
export function pricePerShare(total: number, shares: number): number | null {
  if (!Number.isSafeInteger(shares) || shares < 1) return null;
  return toKes(toCents(total) / BigInt(shares));
}
