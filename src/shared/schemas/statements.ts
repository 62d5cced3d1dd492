import { z } from 'zod';
import { isCalendarDay } from './common';

/** The longest period one statement covers (a bank may ask for five years; ten leaves room). */
export const STATEMENT_MAX_DAYS = 3_660;

export const statementFormats = ['pdf', 'csv', 'json'] as const;
export type StatementFormat = (typeof statementFormats)[number];

const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter dates as YYYY-MM-DD.')
  .refine(isCalendarDay, 'Please enter a real date.');

/**
 * A statement's period (Nairobi calendar days, both included) and its format. Left out, the period
 * is the last 30 days up to today; `from` may not come after `to`, and one statement covers at most
 * ten years.
 */
export const statementQuery = z
  .object({
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    format: z.enum(statementFormats, 'Please choose pdf, csv or json.').default('pdf'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must not be after the end date.' })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < STATEMENT_MAX_DAYS,
    { message: 'A statement covers at most ten years.' },
  );
export type StatementQuery = z.infer<typeof statementQuery>;

export const statementLine = z.object({
  date: z.string(),
  description: z.string(),
  reference: z.string(),
  moneyIn: z.number(),
  moneyOut: z.number(),
  balance: z.number(),
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
    lines: z.array(statementLine),
  }),
});
export type StatementResponse = z.infer<typeof statementResponse>;
