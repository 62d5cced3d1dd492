import { bigint, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Typed mirror of the account feature's tables (migrations/0001 feedback and
 * account_info_requests, and the referral columns that 0600 adds to users); the migrations are
 * the source of truth.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id'),
  email: text('email'),
  rating: smallint('rating').notNull(),
  feedback: text('feedback').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const accountInfoRequests = pgTable('account_info_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The referral columns of users (0600): set on the referred user's row when its reward is paid. */
export const referralRedemptions = pgTable('users', {
  id: text('id').primaryKey(),
  referredBy: text('referred_by'),
  referralRedeemedAt: ts('referral_redeemed_at'),
  referralRewardEntryId: bigint('referral_reward_entry_id', { mode: 'bigint' }),
});
