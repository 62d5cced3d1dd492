/**
 * Money is integer cents everywhere inside Pamoja. JSON carries KES numbers with at most two
 * decimals; these helpers are the only place that converts between the two.
 */
export type Cents = bigint;

/** KES (a number with at most two decimals) to cents. Throws on anything else. */
export function toCents(kes: number): Cents {
  if (!Number.isFinite(kes)) throw new RangeError('amount must be a finite number');
  const scaled = Math.round(kes * 100);
  if (Math.abs(scaled - kes * 100) > 1e-6) throw new RangeError('amount has more than two decimals');
  return BigInt(scaled);
}

/** Cents to a KES number for JSON. */
export function toKes(cents: Cents): number {
  return Number(cents) / 100;
}

/** True when a KES number has at most two decimals. */
export function hasAtMostTwoDecimals(kes: number): boolean {
  return Number.isFinite(kes) && Math.abs(Math.round(kes * 100) - kes * 100) < 1e-6;
}

/** "1,234.50" — plain digits grouping, no currency. */
const kesFormat = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export function formatKes(kes: number): string {
  return kesFormat.format(kes);
}
