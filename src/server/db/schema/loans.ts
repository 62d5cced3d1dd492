import { bigint, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Typed mirror of the loans table (migrations/0001_domain_tables.sql and 0500_loans.sql). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const loans = pgTable('loans', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull(),
  amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  duration: text('duration', {
    enum: ['10 days', '20 days', '1 month'],
  }).notNull(),
  purpose: text('purpose').notNull(),
  repaymentCents: bigint('repayment_cents', { mode: 'bigint' }).notNull(),
  status: text('status', {
    enum: ['Pending', 'Approved', 'Repaid', 'Declined'],
  })
    .notNull()
    .default('Pending'),
  requestedAt: ts('requested_at').notNull().defaultNow(),
  dueDate: date('due_date', { mode: 'string' }),
  decidedAt: ts('decided_at'),
  decidedBy: text('decided_by'),
  repaidAt: ts('repaid_at'),
  requestedDueDate: date('requested_due_date', { mode: 'string' }),
  approvedAt: ts('approved_at'),
  reminderSentAt: ts('reminder_sent_at'),
});
