import { z } from 'zod';
import { englishOf, type KeyedTexts } from '../localized-text';

/** Withholding tax: the report and the remittance to KRA (docs/product/tax.md, decision 092–094). */
export const TAX_TEXTS = {
  badMonth: {
    en: 'Please give the month as YYYY-MM, such as 2026-11.',
    sw: 'Tafadhali andika mwezi kama YYYY-MM, mfano 2026-11.',
  },
  badReference: {
    en: 'Please enter the KRA payment reference (1 to 64 characters).',
    sw: 'Tafadhali weka kumbukumbu ya malipo ya KRA (herufi 1 hadi 64).',
  },
  badFormat: { en: 'Please choose json or csv.', sw: 'Tafadhali chagua json au csv.' },
} as const satisfies KeyedTexts;
export const TAX_MESSAGES = englishOf(TAX_TEXTS);

/** A Nairobi calendar month, YYYY-MM (from 2000 on, as every date Pamoja holds). */
export const taxMonth = z
  .string({ error: TAX_MESSAGES.badMonth })
  .regex(/^(2\d{3})-(0[1-9]|1[0-2])$/, { error: TAX_MESSAGES.badMonth });

/** GET /superadmin/tax?month=YYYY-MM[&format=csv] */
export const taxReportQuery = z.object({
  month: taxMonth,
  format: z.enum(['json', 'csv'], { error: TAX_MESSAGES.badFormat }).default('json'),
});
export type TaxReportQuery = z.input<typeof taxReportQuery>;

const grossAndWithheld = z.object({
  /** Paid before tax, KES. */
  gross: z.number(),
  /** Tax withheld from it, KES. */
  withheld: z.number(),
});

/** The month's withholding tax, KES. */
export const taxReport = z.object({
  month: z.string(),
  interest: grossAndWithheld,
  dividends: grossAndWithheld,
  /** interest.withheld + dividends.withheld. */
  withheld: z.number(),
  /** Remitted to KRA for this month so far. */
  remitted: z.number(),
  /** withheld − remitted: what a remittance now would pay. */
  due: z.number(),
});
export type TaxReport = z.infer<typeof taxReport>;

/** POST /superadmin/tax/remit */
export const taxRemitBody = z.object({
  month: taxMonth,
  reference: z
    .string({ error: TAX_MESSAGES.badReference })
    .trim()
    .min(1, { error: TAX_MESSAGES.badReference })
    .max(64, { error: TAX_MESSAGES.badReference }),
});
export type TaxRemitBody = z.input<typeof taxRemitBody>;

export const taxRemitResponse = z.object({
  message: z.string(),
  remittance: z.object({
    remittance_id: z.string(),
    month: z.string(),
    reference: z.string(),
    /** KES remitted by this remittance. */
    amount: z.number(),
    date: z.string(),
  }),
  report: taxReport,
});
export type TaxRemitResponse = z.infer<typeof taxRemitResponse>;
