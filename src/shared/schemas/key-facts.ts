import { z } from 'zod';
import { COMMUNITY_TEXT } from './community-texts';
import { kesAmount } from './kes-amount';

/**
 * Key facts before every loan (docs/product/loans.md): the quote routes' queries and
 * answers, and the figures a loan keeps from its quote. Amounts are KES numbers like every other
 * loan response; `apr` is a percentage with one decimal (half up).
 */

/** A whole number of months in a query string (text), 1 to 12. */
const monthsText = z
  .string({ error: COMMUNITY_TEXT.invalidMonths })
  .regex(/^\d{1,2}$/, COMMUNITY_TEXT.invalidMonths)
  .transform(Number)
  .pipe(z.number().int().min(1, COMMUNITY_TEXT.invalidMonths).max(12, COMMUNITY_TEXT.invalidMonths));

/** A platform loan's key facts: principal, charge (the §9 fee), total to repay, APR and due date. */
export const loanKeyFacts = z.object({
  principal: z.number(),
  charge: z.number(),
  total: z.number(),
  apr: z.number(),
  /** YYYY-MM-DD (Nairobi) */
  dueDate: z.string(),
});
export type LoanKeyFacts = z.infer<typeof loanKeyFacts>;

/** `GET /api/communities/{id}/loans/quote?amount&months` */
export const communityLoanQuoteQuery = z.object({
  amount: kesAmount({ invalid: COMMUNITY_TEXT.invalidAmount, max: 10_000_000, text: true }),
  months: monthsText,
});

/** A chama loan's key facts; `interest` is after the in duplum cap, and `capped` says the cap applied. */
export const communityLoanKeyFacts = z.object({
  principal: z.number(),
  interest: z.number(),
  total: z.number(),
  apr: z.number(),
  /** YYYY-MM-DD (Nairobi) */
  dueDate: z.string(),
  capped: z.boolean(),
});
export type CommunityLoanKeyFacts = z.infer<typeof communityLoanKeyFacts>;
