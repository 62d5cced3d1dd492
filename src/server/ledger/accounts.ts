import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { col, queryRow, queryRows } from '../db/typed-rows';

/** Pamoja's own accounts, created by the foundation migration with these fixed ids. */
export const SYSTEM_ACCOUNTS = {
  mpesaClearing: 1n,
  interestExpense: 2n,
  referralExpense: 3n,
  adminAdjustments: 4n,
  loanCapital: 5n,
  loanFeeIncome: 6n,
  /** Loan charges booked at disbursement, earned (moved to loanFeeIncome) as the loan is repaid (decision 030). */
  loanFeeUnearned: 7n,
  /** Dividends paid to shareholders (docs/product/shares.md). */
  dividendsPaid: 8n,
  /** What holders paid for their shares: not withdrawable. */
  shareCapital: 9n,
} as const;

/**
 * The operator's own money put into the float (a paybill payment to the account `CAPITAL`, DESIGN
 * §13): equity, not owed to any saver. Made on first use (a system account: not cached).
 */
export const OWNER_CAPITAL = { code: 'system:owner_capital', kind: 'system' } as const;

/** Platform income and expenses (decision 030): retained income is the sum of their postings. */
export const RETAINED_INCOME_ACCOUNTS = [
  SYSTEM_ACCOUNTS.loanFeeIncome,
  SYSTEM_ACCOUNTS.interestExpense,
  SYSTEM_ACCOUNTS.referralExpense,
  SYSTEM_ACCOUNTS.adminAdjustments,
  SYSTEM_ACCOUNTS.dividendsPaid,
] as const;

export type AccountSign = 'non_negative' | 'non_positive' | 'any';

export type AccountKind =
  'wallet' | 'goal_share' | 'payout_pending' | 'community_pool' | 'paybill_suspense' | 'loan_receivable' | 'system';

/**
 * The side of zero each kind of account keeps to, which the ledger_accounts CHECKs enforce
 * (migration 0000): money a user or a community owns never goes below zero, what a user owes never
 * above; Pamoja's system accounts (made by the migrations) are not cached, so either.
 */
const SIGN_OF_KIND: Record<AccountKind, AccountSign> = {
  wallet: 'non_negative',
  goal_share: 'non_negative',
  payout_pending: 'non_negative',
  community_pool: 'non_negative',
  paybill_suspense: 'non_negative',
  loan_receivable: 'non_positive',
  system: 'any',
};

export interface AccountSpec {
  code: string;
  kind: AccountKind;
  userId?: string;
  refId?: string;
}

/** An account of `kind` under `code`, owned by `userId` and tied to the row `refId` when given. */
const spec = (kind: AccountKind, code: string, owner: { userId?: string; refId?: string }): AccountSpec => ({
  code,
  kind,
  ...owner,
});

export const accountSpecs = {
  wallet: (userId: string) => spec('wallet', `wallet:${userId}`, { userId }),
  goalShare: (goalId: string, userId: string) =>
    spec('goal_share', `goal:${goalId}:${userId}`, { userId, refId: goalId }),
  payoutPending: (userId: string) => spec('payout_pending', `payout:${userId}`, { userId }),
  loanReceivable: (loanId: string, userId: string) =>
    spec('loan_receivable', `loan:${loanId}`, { userId, refId: loanId }),
  /** A community's pool (docs/decisions/022-communities-model.md): owned by its members together, never below zero. */
  communityPool: (communityId: string) => spec('community_pool', `community:${communityId}`, { refId: communityId }),
};

const IdRow = z.object({ id: col.bigint });

/** The id of the account with this spec's code, creating it (at balance 0) when missing. */
export async function ensureAccount(db: Db, spec: AccountSpec): Promise<bigint> {
  const sign = SIGN_OF_KIND[spec.kind];
  const balance = sign === 'any' ? null : 0n;
  const inserted = await queryRow(
    db,
    IdRow,
    sql`INSERT INTO ledger_accounts (code, kind, user_id, ref_id, sign, balance_cents)
        VALUES (${spec.code}, ${spec.kind}, ${spec.userId ?? null}, ${spec.refId ?? null}, ${sign}, ${balance})
        ON CONFLICT (code) DO NOTHING RETURNING id`,
  );
  if (inserted) return inserted.id;
  const existing = await queryRow(db, IdRow, sql`SELECT id FROM ledger_accounts WHERE code = ${spec.code}`);
  if (!existing) throw new Error(`ledger account ${spec.code} vanished`);
  return existing.id;
}

export const ensureWallet = (db: Db, userId: string) => ensureAccount(db, accountSpecs.wallet(userId));

/** Cached balance of an account by code, or 0 when it does not exist yet. */
export async function balanceOf(db: Db, code: string): Promise<bigint> {
  const row = await queryRow(
    db,
    z.object({ balance_cents: col.bigint.nullable() }),
    sql`SELECT balance_cents FROM ledger_accounts WHERE code = ${code}`,
  );
  return row?.balance_cents ?? 0n;
}

export const walletBalance = (db: Db, userId: string) => balanceOf(db, accountSpecs.wallet(userId).code);

/**
 * Locks accounts for the rest of the transaction, always in id order so that two movements over
 * the same accounts cannot deadlock, and returns their cached balances.
 */
export async function lockAccounts(db: Db, ids: readonly bigint[]): Promise<Map<bigint, bigint>> {
  const unique = [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const locked = new Map<bigint, bigint>();
  if (unique.length === 0) return locked;
  const list = sql.join(
    unique.map((id) => sql`${id.toString()}::bigint`),
    sql`, `,
  );
  const found = await queryRows(
    db,
    z.object({ id: col.bigint, balance_cents: col.bigint }),
    sql`SELECT id, balance_cents FROM ledger_accounts WHERE id IN (${list}) AND balance_cents IS NOT NULL ORDER BY id FOR UPDATE`,
  );
  for (const r of found) locked.set(r.id, r.balance_cents);
  return locked;
}
