import { z } from 'zod';
import { STATEMENT_TOO_LONG, statementTooLong } from '../statement-period';
import { isCalendarDay } from './common';
import { STATEMENTS_TEXT } from './statements-texts';

export const statementFormats = ['pdf', 'csv', 'json'] as const;
export type StatementFormat = (typeof statementFormats)[number];

const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, STATEMENTS_TEXT.datesFormat)
  .refine(isCalendarDay, STATEMENTS_TEXT.realDate);

/**
 * A statement's period (Nairobi calendar days, both included) and its format. Left out, the period
 * is the last 30 days up to today; `from` may not come after `to`, and one statement covers at most
 * ten years (`statementTooLong`).
 */
export const statementQuery = z
  .object({
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    format: z.enum(statementFormats, STATEMENTS_TEXT.chooseFormat).default('pdf'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: STATEMENTS_TEXT.startAfterEnd })
  .refine((q) => !q.from || !q.to || !statementTooLong(q.from, q.to), { message: STATEMENT_TOO_LONG });
export type StatementQuery = z.infer<typeof statementQuery>;

export const statementLine = z.object({
  date: z.string(),
  description: z.string(),
  reference: z.string(),
  moneyIn: z.number(),
  moneyOut: z.number(),
  balance: z.number(),
  /** Money in before withholding tax (interest, dividends; decision 092); equals moneyIn otherwise. */
  gross: z.number(),
  /** Withholding tax kept from this money in (0 for everything else). */
  tax: z.number(),
});
export type StatementLine = z.infer<typeof statementLine>;

/** The JSON form of a statement: amounts in KES. */
export const statementResponse = z.object({
  statement: z.object({
    name: z.string(),
    from: z.string(),
    to: z.string(),
    openingBalance: z.number(),
    totalIn: z.number(),
    totalOut: z.number(),
    closingBalance: z.number(),
    /** Withholding tax kept from the period's payments. */
    totalTax: z.number(),
    lines: z.array(statementLine),
  }),
});
export type StatementResponse = z.infer<typeof statementResponse>;
