import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, nairobiDay } from '../../shared/nairobi-time';
import type { Db } from '../db/client';
import { col, queryRows } from '../db/typed-rows';
import { createUser, fundWallet, type TestUser } from '../testing/factories';
import type { FaultApp } from './fault-app';
import { toKes } from '../../shared/money';

/**
 * Savers moving money through the real API with Idempotency-Keys, and a record of what each
 * request was answered. Savers are grouped four to a goal (so that they contend for its lock); the
 * first of each group is its admin and now and then withdraws (one entry taking from every share in
 * proportion and paying each part into its member's own wallet).
 */
export interface Saver {
  user: TestUser;
  goalId: string;
  admin: boolean;
}

export interface Movement {
  /** The Idempotency-Key: unique in the whole run, the last part of the ledger's key. */
  key: string;
  kind: 'goal_contribution' | 'goal_withdrawal';
  saver: Saver;
  cents: bigint;
  /** Every HTTP status it was answered, in order (0: no answer at all). */
  answers: number[];
  /** When each request was sent (Date.now()), in the same order as `answers`. */
  sentAt: number[];
}

export const FUNDING_KES = 100_000;
/** A request unanswered this long counts as a hang (the test fails on it). */
const HANG_MS = 45_000;

function hasMessage(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message !== '';
  } catch {
    return false;
  }
}

export const acknowledged = (m: Movement) => m.answers.some((s) => s >= 200 && s < 300);

export async function createSavers(app: FaultApp, groups: number, perGroup = 4): Promise<Saver[]> {
  const savers: Saver[] = [];
  const end = addDays(nairobiDay(app.ctx.clock.now()), 90);
  for (let g = 0; g < groups; g++) {
    const members: TestUser[] = [];
    for (let i = 0; i < perGroup; i++) {
      const user = await createUser(app.ctx);
      await fundWallet(app.ctx, user.id, FUNDING_KES);
      members.push(user);
    }
    const admin = members[0]!;
    const form = new FormData();
    const fields = {
      user_id: admin.id,
      title: `Fault goal ${g + 1}`,
      target_amount: '10000000',
      description: 'Crash test',
      end_date: end,
      deposit: '0',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const created = await app.api.post<{ goal: { goal_id: string } }>('/api/goals', form, { token: admin.token });
    if (created.status !== 201) throw new Error(`goal not created: ${created.status} ${JSON.stringify(created.body)}`);
    const goalId = created.body.goal.goal_id;
    for (const member of members.slice(1)) {
      const added = await app.api.post(`/api/goals/${goalId}/members`, { userId: member.id }, { token: admin.token });
      if (added.status !== 201) throw new Error(`member not added: ${added.status} ${JSON.stringify(added.body)}`);
    }
    members.forEach((user, i) => savers.push({ user, goalId, admin: i === 0 }));
  }
  return savers;
}

/** Sends one movement once; records and returns the status (0 when no HTTP answer came). */
export async function send(app: FaultApp, m: Movement): Promise<number> {
  const { user, goalId } = m.saver;
  const kes = toKes(m.cents);
  const [path, body] =
    m.kind === 'goal_contribution'
      ? [`/api/goals/${goalId}/contribute`, { userId: user.id, contributionAmount: kes }]
      : [`/api/goal/${goalId}/withdraw`, { userId: user.id, amount: kes }];
  m.sentAt.push(Date.now());
  let status = 0;
  let text = '';
  try {
    const res = await fetch(app.url + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${user.token}`,
        'idempotency-key': m.key,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(HANG_MS),
    });
    text = await res.text();
    status = res.status;
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError')
      throw new Error(`${path} got no answer within ${HANG_MS} ms: the app hangs`);
    // no HTTP answer (connection refused or reset): status 0
  }
  if (status >= 300 && !hasMessage(text))
    throw new Error(`${path} answered ${status} without a JSON {message}: ${text.slice(0, 200)}`);
  m.answers.push(status);
  return status;
}

/** The n-th movement of a saver: mostly contributions of KES 1–5; every fourth of an admin's a KES 1 withdrawal. */
export function nextMovement(run: string, saver: Saver, index: number, n: number): Movement {
  const withdrawal = saver.admin && n % 4 === 3;
  return {
    key: `${run}-${index}-${n}`,
    kind: withdrawal ? 'goal_withdrawal' : 'goal_contribution',
    saver,
    cents: withdrawal ? 100n : BigInt(100 * (1 + (n % 5))),
    answers: [],
    sentAt: [],
  };
}

export function newRun(): string {
  return `f${randomBytes(4).toString('hex')}`;
}

/**
 * One client per saver, each sending its next movement as soon as the last is answered, until
 * `stop()` says so. Returns every movement sent, in order per saver.
 */
export async function runLoad(
  app: FaultApp,
  savers: Saver[],
  run: string,
  stop: () => boolean,
  sent: Movement[] = [],
): Promise<Movement[]> {
  let failure: Error | undefined;
  await Promise.all(
    savers.map(async (saver, index) => {
      for (let n = 0; !failure && !stop(); n++) {
        const m = nextMovement(run, saver, index, n);
        sent.push(m);
        try {
          await send(app, m);
        } catch (err) {
          failure ??= err instanceof Error ? err : new Error(String(err));
        }
        // While the database is down every answer comes at once: do not spin.
        if (m.answers.at(-1) !== 200) await new Promise((r) => setTimeout(r, 20));
      }
    }),
  );
  if (failure) throw failure;
  return sent;
}

export interface LandedEntry {
  key: string;
  kind: string;
  postings: number;
  moved: bigint;
  sum: bigint;
}

/** The journal entries of this run, by Idempotency-Key: their kind, postings, amount moved and sum. */
export async function landedEntries(db: Db, run: string): Promise<Map<string, LandedEntry[]>> {
  const found = await queryRows(
    db,
    z.object({ key: col.text, kind: col.text, postings: col.int, moved: col.bigint, sum: col.bigint }),
    sql`SELECT regexp_replace(j.idempotency_key, '^.*:', '') AS key, j.kind, COUNT(p.id)::int AS postings,
               COALESCE(SUM(p.amount_cents) FILTER (WHERE p.amount_cents > 0), 0)::bigint AS moved,
               COALESCE(SUM(p.amount_cents), 0)::bigint AS sum
        FROM journal_entries j LEFT JOIN postings p ON p.entry_id = j.id
        WHERE j.idempotency_key LIKE ${`%:${run}-%`}
        GROUP BY j.id, j.idempotency_key, j.kind`,
  );
  const byKey = new Map<string, LandedEntry[]>();
  for (const r of found) {
    const entry = {
      key: r.key,
      kind: r.kind,
      postings: Number(r.postings),
      moved: r.moved,
      sum: r.sum,
    };
    byKey.set(r.key, [...(byKey.get(r.key) ?? []), entry]);
  }
  return byKey;
}

export interface WithdrawalPosting {
  userId: string;
  account: 'wallet' | 'goal_share';
  cents: bigint;
}

/** The wallet and share postings of this run's goal withdrawals, by Idempotency-Key. */
export async function withdrawalPostings(db: Db, run: string): Promise<Map<string, WithdrawalPosting[]>> {
  const found = await queryRows(
    db,
    z.object({ key: col.text, user_id: col.text, account: col.text, cents: col.bigint }),
    sql`SELECT regexp_replace(j.idempotency_key, '^.*:', '') AS key, a.user_id, a.kind AS account, p.amount_cents AS cents
        FROM journal_entries j JOIN postings p ON p.entry_id = j.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE j.idempotency_key LIKE ${`%:${run}-%`} AND j.kind = 'goal_withdrawal'`,
  );
  const byKey = new Map<string, WithdrawalPosting[]>();
  for (const r of found) {
    const account = r.account;
    if (account !== 'wallet' && account !== 'goal_share') throw new Error(`${r.key} posts to a ${account} account`);
    const posting: WithdrawalPosting = { userId: r.user_id, account, cents: r.cents };
    byKey.set(r.key, [...(byKey.get(r.key) ?? []), posting]);
  }
  return byKey;
}
