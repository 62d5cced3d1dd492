import { z } from 'zod';
import { MAX_KES_INPUT, parseKes, toCents, toKes } from '../money';

export interface KesAmountOptions {
  /** The field's sentence for anything that is not a valid amount (the default of every other message). */
  invalid: string;
  /** `positive` (the default): at least 0.01. `zero`: 0 allowed. */
  min?: 'positive' | 'zero';
  /** A larger lowest amount in KES, with its own message (M-Pesa's 10 shillings). */
  atLeast?: { kes: number; message: string };
  /** Highest amount in KES; never above MAX_KES_INPUT (the default). */
  max?: number;
  /** Finer than a cent (1.005, 1e-9, 10.0000000001). */
  decimals?: string;
  /** Above `max`. */
  tooLarge?: string;
  /** Below the minimum (0, negative). */
  tooSmall?: string;
  /** Absent, or empty text (a form field left blank). */
  required?: string;
  /** Set for M-Pesa amounts: cents are refused with this message. */
  wholeShillings?: string;
  /** Also take decimal text ("12.50"): for form fields, which arrive as text. JSON amounts are numbers. */
  text?: boolean;
}

/**
 * The one parser of money in requests: a KES amount as a JSON number (or, with `text`, decimal text
 * as forms send it), read exactly (see parseKes) and checked against the field's bounds. It gives the amount as
 * a KES number that is exactly a whole number of cents, so `toCents` of it never rounds.
 */
export function kesAmount(o: KesAmountOptions) {
  const max = Math.min(o.max ?? MAX_KES_INPUT, MAX_KES_INPUT);
  const minCents = o.atLeast ? toCents(o.atLeast.kes) : o.min === 'zero' ? 0n : 1n;
  const maxCents = toCents(max);
  const input: z.ZodType<number | string> = o.text
    ? z.union([z.number(), z.string()], { error: o.required ?? o.invalid })
    : z.number({ error: o.required ?? o.invalid });
  return input.transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (typeof value === 'string' && value.trim() === '') return fail(o.required ?? o.invalid);
    const parsed = parseKes(value);
    if (!parsed.ok) {
      if (parsed.problem === 'decimals') return fail(o.decimals ?? o.invalid);
      if (parsed.problem === 'too_large') return fail(o.tooLarge ?? o.invalid);
      return fail(o.invalid);
    }
    const cents = parsed.cents;
    if (cents < (o.min === 'zero' ? 0n : 1n)) return fail(o.tooSmall ?? o.invalid);
    if (o.wholeShillings && cents % 100n !== 0n) return fail(o.wholeShillings);
    if (cents < minCents) return fail(o.atLeast?.message ?? o.tooSmall ?? o.invalid);
    if (cents > maxCents) return fail(o.tooLarge ?? o.invalid);
    return toKes(cents);
  });
}
