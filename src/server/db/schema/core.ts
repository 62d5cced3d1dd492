import { bigint, boolean, customType, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Typed mirror of migrations/0000_foundation.sql; the migrations are the source of truth. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  role: text('role', { enum: ['user', 'superadmin'] }).notNull().default('user'),
  fullName: text('full_name'),
  email: text('email'),
  phone: text('phone'),
  passwordHash: text('password_hash'),
  registrationStep: smallint('registration_step').notNull().default(2),
  accountStatus: text('account_status', { enum: ['active', 'inactive'] }).notNull().default('inactive'),
  twoStepEnabled: boolean('two_step_enabled').notNull().default(false),
  loanLimitCents: bigint('loan_limit_cents', { mode: 'bigint' }).notNull().default(0n),
  referredBy: text('referred_by'),
  language: text('language', { enum: ['en', 'sw'] }).notNull().default('en'),
  frontIdUploadId: uuid('front_id_upload_id'),
  backIdUploadId: uuid('back_id_upload_id'),
  profilePictureUploadId: uuid('profile_picture_upload_id'),
  termsAcceptedAt: ts('terms_accepted_at'),
  emailVerifiedAt: ts('email_verified_at'),
  activatedAt: ts('activated_at'),
  deleteRequestedAt: ts('delete_requested_at'),
  deletedAt: ts('deleted_at'),
  shareData: boolean('share_data').notNull().default(false),
  profileVisibility: text('profile_visibility', { enum: ['public', 'private', 'friends'] }).notNull().default('public'),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  smsNotifications: boolean('sms_notifications').notNull().default(false),
  pushNotifications: boolean('push_notifications').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
});

export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: text('owner_user_id'),
  purpose: text('purpose', { enum: ['id_front', 'id_back', 'profile', 'goal'] }).notNull(),
  contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  code: text('code').notNull(),
  kind: text('kind').notNull(),
  userId: text('user_id'),
  refId: text('ref_id'),
  sign: text('sign', { enum: ['non_negative', 'non_positive', 'any'] }).notNull(),
  balanceCents: bigint('balance_cents', { mode: 'bigint' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const journalEntries = pgTable('journal_entries', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  kind: text('kind').notNull(),
  description: text('description').notNull(),
  actorUserId: text('actor_user_id'),
  meta: jsonb('meta'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const postings = pgTable('postings', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  entryId: bigint('entry_id', { mode: 'bigint' }).notNull(),
  accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  createdAt: ts('created_at').notNull(),
});

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull(),
  message: text('message').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  actorUserId: text('actor_user_id'),
  action: text('action').notNull(),
  target: text('target'),
  details: jsonb('details'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const supportMessages = pgTable('support_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id'),
  name: text('name'),
  email: text('email').notNull(),
  message: text('message').notNull(),
  source: text('source', { enum: ['landing', 'help'] }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
