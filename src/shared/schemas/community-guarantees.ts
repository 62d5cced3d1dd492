import { z } from 'zod';
import { englishOf } from '../localized-text';
import { kesAmount } from './kes-amount';
import { userId } from './common';

/**
 * A chama's loan multiple and guarantors (docs/product/communities.md, docs/decisions/088-guarantee-holds-and-recovery.md):
 * the fields of the loan request and the settings, and the guarantor's list of guarantees.
 */
export const GUARANTEE_SCHEMA_TEXTS = {
  invalidMultiple: {
    en: 'The loan multiple is a whole number from 1 to 5.',
    sw: 'Kigawe cha mkopo ni nambari kamili kuanzia 1 hadi 5.',
  },
  invalidGuarantors: {
    en: 'Please name each guarantor once, with an amount, and at most 10 guarantors.',
    sw: 'Tafadhali taja kila mdhamini mara moja, pamoja na kiasi, na wadhamini wasiozidi 10.',
  },
  invalidGuaranteeAmount: {
    en: 'Please enter a valid amount for each guarantor.',
    sw: 'Tafadhali weka kiasi sahihi kwa kila mdhamini.',
  },
  passwordRequired: { en: 'Please enter your password.', sw: 'Tafadhali weka nenosiri lako.' },
} as const;
export const GUARANTEE_SCHEMA_TEXT = englishOf(GUARANTEE_SCHEMA_TEXTS);
const T = GUARANTEE_SCHEMA_TEXT;

export const loanMultiple = z
  .number({ error: T.invalidMultiple })
  .int(T.invalidMultiple)
  .min(1, T.invalidMultiple)
  .max(5, T.invalidMultiple);

export const guarantorField = z.object({
  userId,
  amount: kesAmount({ invalid: T.invalidGuaranteeAmount, max: 10_000_000, required: T.invalidGuaranteeAmount }),
});
export const guarantorsField = z
  .array(guarantorField, { error: T.invalidGuarantors })
  .max(10, T.invalidGuarantors)
  .refine((g) => new Set(g.map((x) => x.userId)).size === g.length, { message: T.invalidGuarantors })
  .default([]);

export const settingsBody = z.object({ loanMultiple });
export type SettingsBody = z.infer<typeof settingsBody>;

export const guaranteeIdParams = z.object({ guaranteeId: z.string().trim().min(1).max(64) });
export const guaranteeAcceptBody = z.object({
  password: z.string({ error: T.passwordRequired }).min(1, T.passwordRequired).max(200),
});

export const guaranteeStatus = z.enum(['pending', 'accepted', 'declined', 'expired', 'released', 'called']);
export type GuaranteeStatus = z.infer<typeof guaranteeStatus>;

export const guaranteeView = z.object({
  guarantee_id: z.string(),
  community_id: z.string(),
  community_name: z.string(),
  borrower: z.object({ user_id: z.string(), full_name: z.string() }),
  /** What the guarantor accepted (or is asked) to guarantee. */
  amount: z.number(),
  /** What it holds of the guarantor's savings now. */
  held: z.number(),
  /** What recovery took from the guarantor's savings for this loan. */
  called: z.number(),
  status: guaranteeStatus,
  /** The request's key facts: what the borrower asks for, over how many months, and repays in all. */
  request: z.object({ amount: z.number(), months: z.number(), total: z.number(), expires_at: z.string() }),
  /** The borrower's record in this chama: loans repaid, loans recovered, days late now. */
  record: z.object({ repaid: z.number(), recovered: z.number() }),
  /** Null until the loan is paid out. */
  loan: z
    .object({ loan_id: z.string(), outstanding: z.number(), due_date: z.string(), daysLate: z.number() })
    .nullable(),
});
export type GuaranteeView = z.infer<typeof guaranteeView>;
export const guaranteesResponse = z.object({ guarantees: z.array(guaranteeView) });
export type GuaranteesResponse = z.infer<typeof guaranteesResponse>;
export const guaranteeResponse = z.object({ message: z.string(), guarantee: guaranteeView });

/** A loan request with guarantors: the payout request once covered, else the application waiting. */
export const loanApplicationView = z.object({
  application_id: z.string(),
  status: z.enum(['waiting', 'sent', 'ended']),
  amount: z.number(),
  /** The borrower's own capacity plus the accepted guarantees, capped at the amount. */
  covered: z.number(),
  payout_id: z.string().nullable(),
});
export type LoanApplicationView = z.infer<typeof loanApplicationView>;
