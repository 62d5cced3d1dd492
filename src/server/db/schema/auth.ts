import { bigint, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Typed mirror of migrations/0100_auth.sql; the migration is the source of truth. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const verificationCodes = pgTable(
  'verification_codes',
  {
    userId: text('user_id').notNull(),
    purpose: text('purpose', { enum: ['registration', 'login'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: ts('sent_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    wrongAttempts: smallint('wrong_attempts').notNull().default(0),
    usedAt: ts('used_at'),
    startedAt: ts('started_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const loginFailures = pgTable('login_failures', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  email: text('email').notNull(),
  failedAt: ts('failed_at').notNull(),
});
