import { bigint, date, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Typed mirror of migrations/0400_admin_interest.sql; the migration is the source of truth. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const interestState = pgTable('interest_state', {
  id: smallint('id').primaryKey(),
  lastRunAt: ts('last_run_at'),
});

export const interestRuns = pgTable('interest_runs', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  runAt: ts('run_at').notNull(),
  startDay: date('start_day'),
  endDay: date('end_day').notNull().unique(),
  rateAnnual: numeric('rate_annual').notNull(),
  usersPaid: integer('users_paid').notNull().default(0),
  totalCents: bigint('total_cents', { mode: 'bigint' }).notNull().default(0n),
  actorUserId: text('actor_user_id'),
});

export const interestPayments = pgTable(
  'interest_payments',
  {
    runId: bigint('run_id', { mode: 'bigint' }).notNull(),
    userId: text('user_id').notNull(),
    walletAccountId: bigint('wallet_account_id', { mode: 'bigint' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    paidAt: ts('paid_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.userId] })],
);
