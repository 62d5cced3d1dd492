import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '../../../shared/localized-text';
import { toKes } from '../../../shared/money';
import type { Db } from '../../db/client';
import { col } from '../../db/typed-rows';
import { describeEntry } from '../../ledger/movement-texts';
import { bigintKey, jsonArray, jsonObject, pages, uuidKey, when } from './export-pages';

/**
 * The data export's files about money (decision 095): transactions.json, goals.json, loans.json,
 * and shares.json (communities.json: data-export-communities.ts), each streamed a page at a time. Only the user's own rows: no
 * other member, payer or counterparty is named. The mailed account information (export-service.ts)
 * reads the same pages and writes them the same way (decision 103).
 */

const Movement = z.object({
  at: col.timestamp,
  kind: col.text,
  description: col.text,
  /** The entry's keyed sentence (decision 097), read in the export's language. */
  text: z.unknown(),
  account: col.text,
  amount_cents: col.bigint,
  reference: col.text,
});

/** The postings on the user's own ledger accounts (of one entry kind when `kind` is given), oldest first. */
export function movementPages(db: Db, userId: string, kind?: string) {
  const ofKind = kind === undefined ? sql`` : sql`AND e.kind = ${kind}`;
  return pages(
    db,
    Movement,
    bigintKey('p.created_at', 'p.id'),
    ({ cursor, after, order }) => sql`
    SELECT p.created_at AS at, e.kind, e.description, e.meta->'text' AS text, a.kind AS account, p.amount_cents,
           COALESCE(NULLIF(e.meta->>'receipt', ''), 'PMJ-' || e.id::text) AS reference, ${cursor}
    FROM postings p JOIN journal_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
    WHERE p.account_id IN (SELECT id FROM ledger_accounts WHERE user_id = ${userId}) ${ofKind} ${after} ${order}`,
  );
}

/** One posting as both exports write it, its description in the reader's language. */
export const movementJson = (language: Language) => (m: z.output<typeof Movement>) => ({
  date: when(m.at),
  kind: m.kind,
  description: describeEntry(language, m.description, m.text),
  account: m.account,
  amount: toKes(m.amount_cents),
  reference: m.reference,
});

export const transactionsJson = (db: Db, userId: string, language: Language) =>
  jsonArray(movementPages(db, userId), movementJson(language));

const GoalRow = z.object({
  title: col.text,
  description: col.text,
  target_cents: col.bigint,
  end_date: col.text,
  role: col.text,
  contributed_cents: col.bigint,
  joined_at: col.timestamp,
  left_at: col.timestamp.nullable(),
  share_cents: col.bigint.nullable(),
  completed_at: col.timestamp.nullable(),
  deleted_at: col.timestamp.nullable(),
});

/** The goals the user is or was a member of, by the day they joined. */
export function goalPages(db: Db, userId: string) {
  return pages(
    db,
    GoalRow,
    uuidKey('m.joined_at', 'm.goal_id'),
    ({ cursor, after, order }) => sql`
    SELECT g.title, g.description, g.target_cents, g.end_date::text AS end_date, m.role, m.contributed_cents,
           m.joined_at, m.left_at, a.balance_cents AS share_cents, g.completed_at, g.deleted_at, ${cursor}
    FROM goal_members m JOIN goals g ON g.id = m.goal_id
    LEFT JOIN ledger_accounts a ON a.code = 'goal:' || g.id::text || ':' || m.user_id
    WHERE m.user_id = ${userId} ${after} ${order}`,
  );
}

/** One goal membership as both exports write it. */
export const goalJson = (g: z.output<typeof GoalRow>) => ({
  title: g.title,
  description: g.description,
  target: toKes(g.target_cents),
  endDate: g.end_date,
  yourRole: g.role,
  youContributed: toKes(g.contributed_cents),
  yourCurrentShare: toKes(g.share_cents ?? 0n),
  joinedAt: when(g.joined_at),
  leftAt: when(g.left_at),
  completedAt: when(g.completed_at),
  goalDeleted: g.deleted_at !== null,
});

export const goalsJson = (db: Db, userId: string) => jsonArray(goalPages(db, userId), goalJson);

const LoanRow = z.object({
  amount_cents: col.bigint,
  duration: col.text,
  purpose: col.text,
  repayment_cents: col.bigint,
  status: col.text,
  requested_at: col.timestamp,
  requested_due_date: col.text.nullable(),
  approved_at: col.timestamp.nullable(),
  decided_at: col.timestamp.nullable(),
  due_date: col.text.nullable(),
  repaid_at: col.timestamp.nullable(),
});

/** The user's loans, oldest request first. */
export function loanPages(db: Db, userId: string) {
  return pages(
    db,
    LoanRow,
    uuidKey('requested_at', 'id'),
    ({ cursor, after, order }) => sql`
    SELECT amount_cents, duration, purpose, repayment_cents, status, requested_at, requested_due_date::text AS requested_due_date,
           approved_at, decided_at, due_date::text AS due_date, repaid_at, ${cursor}
    FROM loans WHERE user_id = ${userId} ${after} ${order}`,
  );
}

/** One loan as both exports write it. */
export const loanJson = (l: z.output<typeof LoanRow>) => ({
  amount: toKes(l.amount_cents),
  duration: l.duration,
  purpose: l.purpose,
  repaymentAmount: toKes(l.repayment_cents),
  status: l.status,
  requestedAt: when(l.requested_at),
  requestedDueDate: l.requested_due_date,
  approvedAt: when(l.approved_at),
  decidedAt: when(l.decided_at),
  dueDate: l.due_date,
  repaidAt: when(l.repaid_at),
});

export const loansJson = (db: Db, userId: string) => jsonArray(loanPages(db, userId), loanJson);

const HoldingRow = z.object({ shares: col.bigint, first_acquired_at: col.timestamp });
const PurchaseRow = z.object({
  shares: col.bigint,
  price_cents: col.bigint,
  cost_cents: col.bigint,
  created_at: col.timestamp,
});
const TransferRow = z.object({
  outgoing: col.boolean,
  shares: col.bigint,
  total_price_cents: col.bigint,
  status: col.text,
  created_at: col.timestamp,
  decided_at: col.timestamp.nullable(),
});

/** The user's shareholding, purchases, transfers (direction only, never the other party) and dividends. */
export function sharesJson(db: Db, userId: string, language: Language) {
  const holding = pages(
    db,
    HoldingRow,
    { at: sql.raw('first_acquired_at'), id: sql.raw('user_id'), idType: 'text' },
    ({ cursor, after, order }) => sql`
    SELECT shares, first_acquired_at, ${cursor} FROM share_holdings WHERE user_id = ${userId} ${after} ${order}`,
  );
  const purchases = pages(
    db,
    PurchaseRow,
    uuidKey('created_at', 'id'),
    ({ cursor, after, order }) => sql`
    SELECT shares, price_cents, cost_cents, created_at, ${cursor} FROM share_purchases WHERE user_id = ${userId} ${after} ${order}`,
  );
  const transfers = pages(
    db,
    TransferRow,
    uuidKey('created_at', 'id'),
    ({ cursor, after, order }) => sql`
    SELECT from_user_id = ${userId} AS outgoing, shares, total_price_cents, status, created_at, decided_at, ${cursor}
    FROM share_transfers WHERE (from_user_id = ${userId} OR to_user_id = ${userId}) ${after} ${order}`,
  );
  return jsonObject({
    holding: jsonArray(holding, (h) => ({ shares: Number(h.shares), firstAcquiredAt: when(h.first_acquired_at) })),
    purchases: jsonArray(purchases, (p) => ({
      shares: Number(p.shares),
      price: toKes(p.price_cents),
      cost: toKes(p.cost_cents),
      date: when(p.created_at),
    })),
    transfers: jsonArray(transfers, (t) => ({
      direction: t.outgoing ? 'sold' : 'bought',
      shares: Number(t.shares),
      totalPrice: toKes(t.total_price_cents),
      status: t.status,
      offeredAt: when(t.created_at),
      decidedAt: when(t.decided_at),
    })),
    dividends: jsonArray(movementPages(db, userId, 'dividend'), movementJson(language)),
  });
}
