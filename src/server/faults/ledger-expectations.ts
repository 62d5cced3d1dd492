import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { col, queryRows } from '../db/typed-rows';
import type { FaultApp } from './fault-app';
import {
  acknowledged,
  FUNDING_KES,
  landedEntries,
  type Movement,
  type Saver,
  type WithdrawalPosting,
  withdrawalPostings,
} from './movements';

export interface LedgerReport {
  /** Everything that is not as it must be; empty when all holds. */
  problems: string[];
  acknowledged: number;
  landed: number;
  /** Movements that are in the ledger although no 2xx reached their client. */
  landedUnacknowledged: number;
}

/**
 * Compares the ledger with what the clients were told: every acknowledged movement is there exactly
 * once and whole (its kind, its amount, postings summing to zero); an unacknowledged one is there
 * once or not at all; nothing else of this run is there; a withdrawal paid each part from a member's
 * share into that same member's wallet, and only to members of its goal; each wallet, each goal's saved total and
 * each member's contributed figure equal what the movements found in the ledger add up to; and the
 * ledger's invariants hold.
 */
export async function compareWithLedger(
  app: FaultApp,
  run: string,
  savers: Saver[],
  movements: Movement[],
): Promise<LedgerReport> {
  const problems: string[] = [];
  const landed = await landedEntries(app.ctx.db, run);
  const withdrawals = await withdrawalPostings(app.ctx.db, run);
  const sentKeys = new Set(movements.map((m) => m.key));
  for (const key of landed.keys()) if (!sentKeys.has(key)) problems.push(`${key} is in the ledger but was never sent`);

  const wallet = new Map<string, bigint>(savers.map((s) => [s.user.id, BigInt(FUNDING_KES) * 100n]));
  const contributed = new Map<string, bigint>(savers.map((s) => [s.user.id, 0n]));
  const saved = new Map<string, bigint>(savers.map((s) => [s.goalId, 0n]));
  let landedUnacknowledged = 0;
  for (const m of movements) {
    const entries = landed.get(m.key) ?? [];
    if (entries.length > 1) problems.push(`${m.key} is in the ledger ${entries.length} times`);
    if (entries.length === 0) {
      if (acknowledged(m)) problems.push(`${m.key} was acknowledged (${m.answers.join(',')}) but is not in the ledger`);
      continue;
    }
    if (!acknowledged(m)) landedUnacknowledged++;
    const e = entries[0]!;
    const minPostings = 2;
    if (e.kind !== m.kind || e.moved !== m.cents || e.sum !== 0n || e.postings < minPostings) {
      problems.push(
        `${m.key} is not whole: ${e.kind} moving ${e.moved} in ${e.postings} postings summing to ${e.sum}; sent ${m.kind} of ${m.cents}`,
      );
    }
    const id = m.saver.user.id;
    if (m.kind === 'goal_contribution') {
      wallet.set(id, (wallet.get(id) ?? 0n) - m.cents);
      saved.set(m.saver.goalId, (saved.get(m.saver.goalId) ?? 0n) + m.cents);
      contributed.set(id, (contributed.get(id) ?? 0n) + m.cents);
      continue;
    }
    const group = new Set(savers.filter((s) => s.goalId === m.saver.goalId).map((s) => s.user.id));
    for (const [userId, part] of memberParts(m.key, withdrawals.get(m.key) ?? [], problems)) {
      if (!group.has(userId)) problems.push(`${m.key} paid ${part} to ${userId}, who is not a member of its goal`);
      wallet.set(userId, (wallet.get(userId) ?? 0n) + part);
    }
    saved.set(m.saver.goalId, (saved.get(m.saver.goalId) ?? 0n) - m.cents);
  }

  const ids = savers.map((s) => s.user.id);
  const goalIds = [...new Set(savers.map((s) => s.goalId))];
  const wallets = await queryRows(
    app.ctx.db,
    z.object({ user_id: col.text, balance: col.bigint }),
    sql`SELECT user_id, balance_cents AS balance FROM ledger_accounts WHERE kind = 'wallet' AND user_id IN ${ids}`,
  );
  for (const w of wallets) {
    if (w.balance !== wallet.get(w.user_id))
      problems.push(`wallet of ${w.user_id} is ${w.balance}, its movements add up to ${wallet.get(w.user_id)}`);
  }
  if (wallets.length !== ids.length) problems.push(`${ids.length - wallets.length} wallets are missing`);
  const goals = await queryRows(
    app.ctx.db,
    z.object({ goal_id: col.text, saved: col.bigint }),
    sql`SELECT ref_id AS goal_id, COALESCE(SUM(balance_cents), 0)::bigint AS saved FROM ledger_accounts
        WHERE kind = 'goal_share' AND ref_id IN ${goalIds} GROUP BY ref_id`,
  );
  for (const goalId of goalIds) {
    const actual = goals.find((g) => g.goal_id === goalId)?.saved ?? 0n;
    if (actual !== saved.get(goalId))
      problems.push(`goal ${goalId} holds ${actual}, its movements add up to ${saved.get(goalId)}`);
  }
  const members = await queryRows(
    app.ctx.db,
    z.object({ user_id: col.text, contributed: col.bigint }),
    sql`SELECT user_id, contributed_cents AS contributed FROM goal_members WHERE user_id IN ${ids}`,
  );
  for (const r of members) {
    if (r.contributed !== contributed.get(r.user_id)) {
      problems.push(
        `member ${r.user_id} has contributed_cents ${r.contributed}, the ledger's contributions add up to ${contributed.get(r.user_id)}`,
      );
    }
  }
  problems.push(...(await app.ledgerViolations()));
  return {
    problems,
    acknowledged: movements.filter(acknowledged).length,
    landed: [...landed.values()].length,
    landedUnacknowledged,
  };
}

/** Each member's part of a withdrawal, checking that it left their share for their own wallet. */
function memberParts(key: string, postings: WithdrawalPosting[], problems: string[]): Map<string, bigint> {
  const toWallet = new Map<string, bigint>();
  const fromShare = new Map<string, bigint>();
  for (const p of postings) {
    const into = p.account === 'wallet' ? toWallet : fromShare;
    into.set(p.userId, (into.get(p.userId) ?? 0n) + (p.account === 'wallet' ? p.cents : -p.cents));
  }
  for (const [userId, part] of toWallet) {
    if (part <= 0n || fromShare.get(userId) !== part)
      problems.push(
        `${key} paid ${part} into the wallet of ${userId}, whose share gave ${fromShare.get(userId) ?? 0n}`,
      );
  }
  for (const userId of fromShare.keys())
    if (!toWallet.has(userId)) problems.push(`${key} took from the share of ${userId} for someone else's wallet`);
  return toWallet;
}
