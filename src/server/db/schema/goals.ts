import { bigint, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Typed mirror of goals and goal_members (migrations 0001 and 03xx); the migrations are the source of truth. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const goals = pgTable('goals', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  targetCents: bigint('target_cents', { mode: 'bigint' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  imageUploadId: uuid('image_upload_id'),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
  deletedAt: ts('deleted_at'),
});

/** A member's current share is their ledger account `goal:<goalId>:<userId>`, not a column. */
export const goalMembers = pgTable(
  'goal_members',
  {
    goalId: uuid('goal_id').notNull(),
    userId: text('user_id').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    contributedCents: bigint('contributed_cents', { mode: 'bigint' }).notNull().default(0n),
    joinedAt: ts('joined_at').notNull().defaultNow(),
    leftAt: ts('left_at'),
  },
  (t) => [primaryKey({ columns: [t.goalId, t.userId] })],
);
