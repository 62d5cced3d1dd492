import { sql } from 'drizzle-orm';
import { formatKes, toKes } from '../../shared/money';
import type { AppContext } from '../context';
import { type Db, firstRow } from '../db/client';
import { inTransaction } from '../db/tx';
import { ConflictError } from '../errors';
import { SYSTEM_ACCOUNTS } from './accounts';

/**
 * Savings interest (DESIGN §8), paid in ONE set-based pass whose cost grows linearly with the
 * accounts and the postings since the previous run: no query per user.
 *
 * Days are Nairobi days (EAT = UTC+3 all year). A run at time T pays for each complete day D from
 * the previous run's end day (the first run: from each user's first deposit) up to T's own day,
 * exclusive. The interest of a user is floor(Σ_D closing(D) × rate / 365) cents, where closing(D)
 * is the wallet plus goal shares at the end of day D. Σ_D closing(D) is computed without listing
 * the days: the balance before the first day counts for every day, and a posting made on day d
 * counts for the (end − d) days from d on. Postings of today (day ≥ end) count for nothing.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Nairobi calendar day of an instant, as 'YYYY-MM-DD'. */
export function nairobiDay(at: Date): string {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Nairobi day starts. */
export function nairobiMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - NAIROBI_OFFSET_MS);
}

export interface InterestRunResult {
  runId: bigint;
  usersPaid: number;
  totalCents: bigint;
  message: string;
}

export async function lastInterestUpdate(db: Db): Promise<Date | null> {
  const row = await firstRow<{ last_run_at: Date | string | null }>(db, sql`SELECT last_run_at FROM interest_state WHERE id = 1`);
  return row?.last_run_at ? new Date(row.last_run_at) : null;
}

/** Pays interest to every saver up to yesterday; refused within 24 hours of the previous update. */
export async function runInterestUpdate(ctx: AppContext, actorUserId: string | null): Promise<InterestRunResult> {
  const rate = String(ctx.config.interestRateAnnual);
  return inTransaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    // The single state row is the lock: a concurrent update waits here, then sees this one's time.
    const state = await firstRow<{ last_run_at: Date | string | null }>(tx, sql`SELECT last_run_at FROM interest_state WHERE id = 1 FOR UPDATE`);
    const last = state?.last_run_at ? new Date(state.last_run_at) : null;
    if (last && at.getTime() - last.getTime() < DAY_MS) {
      throw new ConflictError('Interests were updated less than a day ago. Please try again once a full day has passed.', 'interest_too_soon');
    }
    const previous = await firstRow<{ end_day: string | Date }>(tx, sql`SELECT end_day::text AS end_day FROM interest_runs ORDER BY id DESC LIMIT 1`);
    const endDay = nairobiDay(at);
    const startDay = previous ? String(previous.end_day).slice(0, 10) : null;
    const run = await firstRow<{ id: bigint }>(
      tx,
      sql`INSERT INTO interest_runs (run_at, start_day, end_day, rate_annual, actor_user_id)
          VALUES (${at.toISOString()}::timestamptz, ${startDay}::date, ${endDay}::date, ${rate}::numeric, ${actorUserId})
          RETURNING id`,
    );
    if (!run) throw new Error('interest run insert returned nothing');
    const runId = BigInt(run.id);
    await computePayments(tx, runId, startDay, endDay, rate, at);
    await postPayments(tx, runId, actorUserId, at);
    await notifyPayments(tx, runId, at);
    const totals = await firstRow<{ n: number | bigint; total: bigint | string }>(
      tx,
      sql`UPDATE interest_runs r SET users_paid = s.n, total_cents = s.total
          FROM (SELECT COUNT(*)::int AS n, COALESCE(SUM(amount_cents), 0)::bigint AS total FROM interest_payments WHERE run_id = ${runId.toString()}::bigint) s
          WHERE r.id = ${runId.toString()}::bigint RETURNING s.n, s.total`,
    );
    await tx.execute(sql`UPDATE interest_state SET last_run_at = ${at.toISOString()}::timestamptz WHERE id = 1`);
    const usersPaid = Number(totals?.n ?? 0);
    const totalCents = BigInt(totals?.total ?? 0);
    await tx.execute(
      sql`INSERT INTO audit_log (actor_user_id, action, target, details, created_at)
          VALUES (${actorUserId}, 'interest.update', ${`interest_run:${runId}`},
                  ${JSON.stringify({ startDay, endDay, rate, usersPaid, totalCents: totalCents.toString() })}::jsonb, ${at.toISOString()}::timestamptz)`,
    );
    const noun = usersPaid === 1 ? 'user' : 'users';
    const message = `Interests updated successfully: ${usersPaid} ${noun} paid, KES ${formatKes(toKes(totalCents))} in total.`;
    return { runId, usersPaid, totalCents, message };
  });
}

/** The one pass over savings accounts and recent postings that decides every user's interest. */
async function computePayments(tx: Db, runId: bigint, startDay: string | null, endDay: string, rate: string, at: Date): Promise<void> {
  // On the first run every posting is "recent" and the balance before it is zero.
  const effectiveStart = startDay ?? endDay;
  const since = startDay ? nairobiMidnight(startDay).toISOString() : '-infinity';
  await tx.execute(
    sql`WITH savers AS (
          SELECT a.user_id, a.id AS account_id, a.kind, a.balance_cents
          FROM ledger_accounts a JOIN users u ON u.id = a.user_id
          WHERE a.kind IN ('wallet', 'goal_share') AND u.role = 'user' AND u.deleted_at IS NULL
        ),
        recent AS (
          SELECT p.account_id, p.amount_cents, ((p.created_at AT TIME ZONE 'UTC') + interval '3 hours')::date AS day
          FROM postings p WHERE p.created_at >= ${since}::timestamptz
        ),
        per_account AS (
          SELECT s.user_id, s.account_id, s.kind,
                 s.balance_cents - COALESCE(SUM(r.amount_cents), 0) AS opening,
                 COALESCE(SUM(CASE WHEN r.day < ${endDay}::date THEN r.amount_cents * (${endDay}::date - r.day) END), 0) AS weighted
          FROM savers s LEFT JOIN recent r ON r.account_id = s.account_id
          GROUP BY s.user_id, s.account_id, s.kind, s.balance_cents
        ),
        per_user AS (
          SELECT user_id,
                 MAX(CASE WHEN kind = 'wallet' THEN account_id END) AS wallet_id,
                 floor((SUM(opening) * (${endDay}::date - ${effectiveStart}::date) + SUM(weighted)) * ${rate}::numeric / 365) AS interest
          FROM per_account GROUP BY user_id
        )
        INSERT INTO interest_payments (run_id, user_id, wallet_account_id, amount_cents, paid_at)
        SELECT ${runId.toString()}::bigint, user_id, wallet_id, interest::bigint, ${at.toISOString()}::timestamptz
        FROM per_user WHERE interest > 0 AND wallet_id IS NOT NULL`,
  );
}

/** One journal entry per paid user (interest expense → wallet), and the wallets' cached balances. */
async function postPayments(tx: Db, runId: bigint, actorUserId: string | null, at: Date): Promise<void> {
  const run = runId.toString();
  const when = at.toISOString();
  // Lock the wallets in id order (the order every money movement uses) before anything
  // touches them (the postings' foreign key would otherwise take its own lock in another order).
  await tx.execute(
    sql`SELECT COUNT(*) FROM (
          SELECT a.id FROM ledger_accounts a
          WHERE a.id IN (SELECT wallet_account_id FROM interest_payments WHERE run_id = ${run}::bigint)
          ORDER BY a.id FOR UPDATE
        ) locked`,
  );
  await tx.execute(
    sql`WITH je AS (
          INSERT INTO journal_entries (idempotency_key, kind, description, actor_user_id, meta, created_at)
          SELECT 'interest:' || ip.run_id || ':' || ip.user_id, 'interest', 'Interest on savings', ${actorUserId},
                 jsonb_build_object('runId', ip.run_id, 'userId', ip.user_id), ${when}::timestamptz
          FROM interest_payments ip WHERE ip.run_id = ${run}::bigint
          RETURNING id, idempotency_key
        ),
        pairs AS (
          SELECT je.id AS entry_id, ip.wallet_account_id, ip.amount_cents
          FROM je JOIN interest_payments ip ON ip.run_id = ${run}::bigint AND je.idempotency_key = 'interest:' || ip.run_id || ':' || ip.user_id
        )
        INSERT INTO postings (entry_id, account_id, amount_cents, created_at)
        SELECT entry_id, ${SYSTEM_ACCOUNTS.interestExpense.toString()}::bigint, -amount_cents, ${when}::timestamptz FROM pairs
        UNION ALL
        SELECT entry_id, wallet_account_id, amount_cents, ${when}::timestamptz FROM pairs`,
  );
  await tx.execute(
    sql`UPDATE ledger_accounts a SET balance_cents = a.balance_cents + ip.amount_cents
        FROM interest_payments ip WHERE ip.run_id = ${run}::bigint AND a.id = ip.wallet_account_id`,
  );
}

/** Tells each paid user, in their language, in the same pass. */
async function notifyPayments(tx: Db, runId: bigint, at: Date): Promise<void> {
  await tx.execute(
    sql`INSERT INTO notifications (user_id, message, created_at)
        SELECT ip.user_id,
               CASE WHEN u.language = 'sw'
                    THEN 'Riba ya KES ' || to_char(ip.amount_cents / 100.0, 'FM999,999,999,990.00') || ' imeongezwa kwenye akiba yako.'
                    ELSE 'Interest of KES ' || to_char(ip.amount_cents / 100.0, 'FM999,999,999,990.00') || ' has been added to your savings.'
               END,
               ${at.toISOString()}::timestamptz
        FROM interest_payments ip JOIN users u ON u.id = ip.user_id
        WHERE ip.run_id = ${runId.toString()}::bigint`,
  );
}
