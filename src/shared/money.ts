/**
 * Money is integer cents everywhere inside Pamoja. JSON carries KES numbers with at most two
 * decimals; these helpers are the only place that converts between the two.
 */
export type Cents = bigint;

/**
 * The largest amount any request may name, in KES: no target, movement, balance or limit in Pamoja
 * comes near it, and its cents (10^10) stay far inside a double's exact integers (2^53), so sums
 * of many amounts stay exact too.
 */
export const MAX_KES_INPUT = 100_000_000;

/** Why a value is not an amount of money: not a number at all, finer than a cent, or too large. */
export type KesProblem = 'malformed' | 'decimals' | 'too_large';
export type KesParse = { ok: true; cents: Cents } | { ok: false; problem: KesProblem };

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads a KES amount exactly, as decimal text: a number is read through its shortest decimal
 * string (what JSON carried), so 0.1 is 10 cents, while 0.1 + 0.2 (0.30000000000000004) and
 * 10.0000000001 are finer than a cent and refused rather than rounded. Text must be plain digits
 * with at most one point (no exponent, grouping or sign other than a leading minus); trailing zeros
 * after the cents are allowed since they do not change the value.
 */
export function parseKes(value: number | string): KesParse {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'malformed' };
    text = String(value);
    // JavaScript writes numbers below 1e-6 or from 1e21 up with an exponent: sub-cent or far too large.
    if (text.includes('e')) return { ok: false, problem: Math.abs(value) < 1 ? 'decimals' : 'too_large' };
  } else {
    text = value.trim();
    if (text.length > 40) return { ok: false, problem: 'malformed' };
  }
  const m = DECIMAL_TEXT.exec(text);
  if (!m) return { ok: false, problem: 'malformed' };
  const sign = m[1] ?? '';
  const whole = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  if (whole.length > 15) return { ok: false, problem: 'too_large' };
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return { ok: true, cents: sign === '-' ? -cents : cents };
}

/** KES (a number with at most two decimals) to cents, exactly. Throws on anything else. */
export function toCents(kes: number): Cents {
  const parsed = parseKes(kes);
  if (!parsed.ok) throw new RangeError(`amount is not a whole number of cents (${parsed.problem})`);
  return parsed.cents;
}

/**
 * An amount M-Pesa reported (Daraja sends KES as a JSON number), as cents exactly; undefined when it
 * is absent or not a whole number of cents, so the caller compares it with what was asked and treats
 * anything else as a mismatch instead of rounding it into a match.
 */
export function reportedKesToCents(kes: number | undefined): Cents | undefined {
  if (kes === undefined) return undefined;
  const parsed = parseKes(kes);
  return parsed.ok ? parsed.cents : undefined;
}

/**
 * A KES number computed or received for display (a goal's saved and target from JSON) to the nearest
 * cent. Money that moves is read by parseKes/toCents, which refuse instead of rounding.
 */
export function nearestCents(kes: number): Cents {
  return BigInt(Math.round(kes * 100));
}

/** Cents to a KES number for JSON. */
export function toKes(cents: Cents): number {
  return Number(cents) / 100;
}

/** True when a KES number is a whole number of cents (read as its decimal text, see parseKes). */
export function hasAtMostTwoDecimals(kes: number): boolean {
  return parseKes(kes).ok;
}

/**
 * "1,234.50" — plain digits grouping, no currency, from the nearest cent. Integer arithmetic, not
 * `Intl.NumberFormat`: the first formatter a page builds loads the locale's data, 11–20 ms on the main
 * thread, and this module is evaluated before every screen's first render (decision 111).
 */
export function formatKes(kes: number): string {
  return formatCents(nearestCents(kes));
}

/** A count with its thousands grouped, "12,345" (the whole part of a number). */
export function formatCount(count: number): string {
  const whole = Math.trunc(count);
  const digits = Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** Cents as grouped KES text, exact for any amount (integer arithmetic): 123456789n → "1,234,567.89". */
export function formatCents(cents: Cents): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Cents as plain decimal text, exact for any amount: -123456n → "-1234.56" (for CSV files). */
export function centsText(cents: Cents): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
