import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { lockAccounts } from '../../ledger/accounts';

/**
 * What a user still has in Pamoja that a deletion must not sweep away (docs/product/account-and-settings.md):
 * money in the wallet, in goal shares or on its way out, a loan, a deposit in flight. Shares and
 * community memberships are asked of their own modules. The ledger accounts are locked, so the figures
 * hold until the caller's transaction ends.
 */
export interface WhatRemains {
  walletCents: bigint;
  goalSharesCents: bigint;
  withdrawingCents: bigint;
  /** 'Pending' (asked, not decided) or 'Approved' (to repay); null without one. */
  loan: 'Pending' | 'Approved' | null;
  depositInProgress: boolean;
}

const Account = z.object({ id: col.bigint, kind: col.text });

export async function whatRemains(tx: Db, userId: string): Promise<WhatRemains> {
  const accounts = await queryRows(
    tx,
    Account,
    sql`SELECT id, kind FROM ledger_accounts WHERE user_id = ${userId} AND kind IN ('wallet', 'goal_share', 'payout_pending')`,
  );
  const balances = await lockAccounts(
    tx,
    accounts.map((a) => a.id),
  );
  const sum = (kind: string) =>
    accounts.filter((a) => a.kind === kind).reduce((s, a) => s + (balances.get(a.id) ?? 0n), 0n);
  const loan = await queryRow(
    tx,
    z.object({ status: z.enum(['Pending', 'Approved']) }),
    sql`SELECT status FROM loans WHERE user_id = ${userId} AND status IN ('Pending', 'Approved')
        ORDER BY status = 'Approved' DESC LIMIT 1`,
  );
  const deposit = await queryRow(
    tx,
    z.object({ n: col.int }),
    sql`SELECT 1 AS n FROM mpesa_deposits WHERE user_id = ${userId} AND status = 'processing' LIMIT 1`,
  );
  return {
    walletCents: sum('wallet'),
    goalSharesCents: sum('goal_share'),
    withdrawingCents: sum('payout_pending'),
    loan: loan?.status ?? null,
    depositInProgress: deposit !== undefined,
  };
}
