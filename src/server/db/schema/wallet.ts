import { bigint, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Typed mirror of migrations/0200_wallet_mpesa.sql; the migration is the source of truth. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const status = (name: string) => text(name, { enum: ['processing', 'completed', 'failed'] });

export const mpesaDeposits = pgTable('mpesa_deposits', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull(),
  amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  phone: text('phone').notNull(),
  description: text('description').notNull(),
  status: status('status').notNull(),
  callbackTokenHash: text('callback_token_hash').notNull(),
  checkoutRequestId: text('checkout_request_id'),
  merchantRequestId: text('merchant_request_id'),
  mpesaReceipt: text('mpesa_receipt'),
  resultCode: text('result_code'),
  failureReason: text('failure_reason'),
  idempotencyKey: text('idempotency_key'),
  createdAt: ts('created_at').notNull(),
  settledAt: ts('settled_at'),
  nextQueryAt: ts('next_query_at').notNull(),
  queryAttempts: integer('query_attempts').notNull(),
});

export const mpesaWithdrawals = pgTable('mpesa_withdrawals', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull(),
  amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  phone: text('phone').notNull(),
  description: text('description').notNull(),
  status: status('status').notNull(),
  callbackTokenHash: text('callback_token_hash').notNull(),
  statusTokenHash: text('status_token_hash'),
  originatorConversationId: text('originator_conversation_id').notNull(),
  conversationId: text('conversation_id'),
  mpesaReceipt: text('mpesa_receipt'),
  resultCode: text('result_code'),
  failureReason: text('failure_reason'),
  idempotencyKey: text('idempotency_key'),
  createdAt: ts('created_at').notNull(),
  settledAt: ts('settled_at'),
  nextQueryAt: ts('next_query_at').notNull(),
  queryAttempts: integer('query_attempts').notNull(),
});

export const mpesaCallbacks = pgTable('mpesa_callbacks', {
  id: bigint('id', { mode: 'bigint' }).primaryKey(),
  kind: text('kind').notNull(),
  refId: text('ref_id').notNull(),
  outcome: text('outcome').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: ts('received_at').notNull(),
});
