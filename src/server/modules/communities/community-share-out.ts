import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { allocateProRata } from '../../../shared/pro-rata';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { ensureWallet, lockAccounts } from '../../ledger/accounts';
import type { Posting } from '../../ledger/post';
import {
  activeMembers,
  type CommunityRow,
  incomeOf,
  type MemberRow,
  poolAccount,
  poolBalance,
} from './community-store';
import { communityTexts } from './community-texts';
import { type PayKind, postFromPool } from './pool-payment';
import { insertNotifications } from '../../notifications/notification-rows';
import { heldByMember } from './guarantee-holds';

/**
 * What a membership may take back: what it put in, less the fines it paid (income, not savings),
 * less what was returned to it, less the pots it received in the rotation; never below zero.
 */
export function unreturnedSavings(m: MemberRow): bigint {
  const left = m.paid_cents - m.fines_paid_cents - m.returned_cents - m.received_cents;
  return left > 0n ? left : 0n;
}

/** Splits `amount` in proportion to `shares`, exact to the cent, also when it is more than they hold. */
export function splitProRata(amount: bigint, shares: readonly bigint[]): bigint[] {
  const total = shares.reduce((s, x) => s + x, 0n);
  if (amount === 0n || shares.length === 0) return shares.map(() => 0n);
  const weights = total === 0n ? shares.map(() => 1n) : shares;
  const sum = total === 0n ? BigInt(shares.length) : total;
  const whole = amount / sum;
  const parts = allocateProRata(amount - whole * sum, weights);
  return weights.map((w, i) => w * whole + (parts[i] ?? 0n));
}

type SharePart = { membershipId: bigint; userId: string; savings: bigint; income: bigint };

export interface ShareOutPlan {
  parts: SharePart[];
  total: bigint;
  /** False when the pool cannot pay the members' savings and still keep what pending requests need. */
  fits: boolean;
}

/**
 * A share-out: each active member gets their unreturned savings plus the income not yet shared, in
 * proportion to those savings (largest remainder). The pool keeps what the other pending requests
 * need; the income part is cut to what is left after that.
 */
export async function planShareOut(
  tx: Db,
  community: CommunityRow,
  exceptPayout: string | null,
): Promise<ShareOutPlan> {
  const members = await activeMembers(tx, community.id);
  // What accepted guarantees hold stays in the pool: the share-out pays around it (decision 088).
  const held = await heldByMember(tx, community.id);
  const savings = members.map((m) => {
    const free = unreturnedSavings(m) - (held.get(m.user_id) ?? 0n);
    return free > 0n ? free : 0n;
  });
  const reservedRow = await queryRow(
    tx,
    z.object({ reserved: col.bigint }),
    sql`SELECT COALESCE(SUM(amount_cents), 0)::bigint AS reserved FROM community_payouts
        WHERE community_id = ${community.id}::uuid AND status = 'pending' AND kind <> 'share_out'
          AND id IS DISTINCT FROM ${exceptPayout}::uuid`,
  );
  const pool = await poolBalance(tx, community.id);
  const available = pool - (reservedRow?.reserved ?? 0n);
  const savingsTotal = savings.reduce((s, x) => s + x, 0n);
  const incomeLeft = (await incomeOf(tx, community.id)) - community.income_distributed_cents;
  const room = available - savingsTotal;
  const income = incomeLeft <= 0n || room <= 0n ? 0n : incomeLeft < room ? incomeLeft : room;
  const incomeParts = splitProRata(income, savings);
  const parts = members.map((m, i) => ({
    membershipId: m.id,
    userId: m.user_id,
    savings: savings[i] ?? 0n,
    income: incomeParts[i] ?? 0n,
  }));
  return { parts, total: savingsTotal + income, fits: room >= 0n };
}

/**
 * An approved share-out, planned afresh: every active membership is locked (by id) before the
 * accounts, like a contribution does; each member's part goes to their wallet, the savings part
 * counted as returned, the income part as distributed (the community's row, locked last).
 */
export const payShareOut: PayKind = async (_ctx, tx, community, payout, at) => {
  const pool = await poolAccount(tx, community.id);
  await tx.execute(
    sql`SELECT id FROM community_members WHERE community_id = ${community.id}::uuid AND left_at IS NULL ORDER BY id FOR UPDATE`,
  );
  const plan = await planShareOut(tx, community, payout.id);
  if (!plan.fits || plan.total === 0n) return null;
  const wallets = new Map<string, bigint>();
  for (const s of plan.parts) wallets.set(s.userId, await ensureWallet(tx, s.userId));
  await lockAccounts(tx, [pool, ...wallets.values()]);
  const postings: Posting[] = [];
  for (const s of plan.parts) {
    const part = s.savings + s.income;
    if (part > 0n) postings.push({ accountId: wallets.get(s.userId) ?? 0n, amountCents: part });
  }
  const paid = await postFromPool(tx, community, payout, pool, plan.total, postings, at);
  if (!paid) return null;
  let income = 0n;
  for (const s of plan.parts) {
    income += s.income;
    if (s.savings > 0n)
      await tx.execute(
        sql`UPDATE community_members SET returned_cents = returned_cents + ${s.savings.toString()}::bigint
            WHERE id = ${s.membershipId.toString()}::bigint`,
      );
  }
  await tx.execute(
    sql`UPDATE communities SET income_distributed_cents = income_distributed_cents + ${income.toString()}::bigint
        WHERE id = ${community.id}::uuid`,
  );
  await notifyShareOut(tx, community, plan.total, plan.parts, at);
  return paid;
};

async function notifyShareOut(
  tx: Db,
  community: CommunityRow,
  total: bigint,
  shares: SharePart[],
  at: Date,
): Promise<void> {
  for (const s of shares) {
    const text = communityTexts.sharedOut(total, s.savings + s.income, community.name);
    await tx.execute(
      insertNotifications({
        rows: sql`SELECT u.id AS user_id, u.language, ${text.en}::text AS en, ${text.sw}::text AS sw
                  FROM users u WHERE u.id = ${s.userId} AND u.deleted_at IS NULL`,
        at: sql`${at.toISOString()}::timestamptz`,
      }),
    );
  }
}
