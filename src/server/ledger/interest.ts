import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatKes, toKes } from '../../shared/money';
import { nairobiDay, nairobiDayStart } from '../../shared/nairobi-time';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { col, queryRow } from '../db/typed-rows';
import { inTransaction } from '../db/tx';
import { ConflictError } from '../errors';
import { SYSTEM_ACCOUNTS } from './accounts';
import { allowBulkPass, bulkCredit } from './bulk-credit';
import { AMOUNT_PLACEHOLDER } from './entry-notices';
import { interestTexts } from './interest-texts';
import { audit } from '../audit/audit';
import { lockWithholding, withheldTax } from './withholding';
import { movement } from './movement-texts';

/**
 * Savings interest (see docs/product/interest.md), paid in ONE set-based pass whose cost grows linearly with the
 * accounts and the postings since the previous run: no query per user.
 *
 * Days are Nairobi days (EAT = UTC+3 all year). A run at time T pays for each complete day D from
 * the previous run's end day (the first run: from each user's first deposit) up to T's own day,
 * exclusive. The interest of a user is floor(Σ_D closing(D) × rate / 365) cents, where closing(D)
 * is the wallet plus goal shares at the end of day D. Σ_D closing(D) is computed without listing
 * the days: the balance before the first day counts for every day, and a posting made on day d
 * counts for the (end − d) days from d on. Postings of today (day ≥ end) count for nothing.
 * That interest is the gross: the wallet gets it less the withholding tax (WHT_INTEREST_RATE, rounded
 * half up to the cent, decision 092), which goes to the withholding-tax account in the same entry.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export interface InterestRunResult {
  runId: bigint;
  usersPaid: number;
  /** The gross paid; of it, `taxCents` withheld. */
  totalCents: bigint;
  taxCents: bigint;
  message: string;
}

const StateRow = z.object({ last_run_at: col.timestamp.nullable() });

export async function lastInterestUpdate(db: Db): Promise<Date | null> {
  const row = await queryRow(db, StateRow, sql`SELECT last_run_at FROM interest_state WHERE id = 1`);
  return row?.last_run_at ?? null;
}

/** Pays interest to every saver up to yesterday; refused within 24 hours of the previous update. */
export async function runInterestUpdate(ctx: AppContext, actorUserId: string | null): Promise<InterestRunResult> {
  const rate = String(ctx.config.interestRateAnnual);
  return inTransaction(ctx.db, async (tx) => {
    // One pass over every saver: minutes at a million accounts, and a second update waits here
    // for the first. Neither may be cut by the statement timeout meant for requests.
    await allowBulkPass(tx);
    const at = ctx.clock.now();
    // The single state row is the lock: a concurrent update waits here, then sees this one's time.
    const state = await queryRow(tx, StateRow, sql`SELECT last_run_at FROM interest_state WHERE id = 1 FOR UPDATE`);
    const last = state?.last_run_at ?? null;
    if (last && at.getTime() - last.getTime() < DAY_MS) {
      throw new ConflictError(interestTexts.tooSoon, 'interest_too_soon');
    }
    const previous = await queryRow(
      tx,
      z.object({ end_day: col.date }),
      sql`SELECT end_day FROM interest_runs ORDER BY id DESC LIMIT 1`,
    );
    const endDay = nairobiDay(at);
    const startDay = previous?.end_day ?? null;
    // Checked with its foreign key (the actor's row stays KEY SHARE locked until commit).
    const run = await queryRow(
      tx,
      z.object({ id: col.bigint }),
      sql`INSERT INTO interest_runs (run_at, start_day, end_day, rate_annual, actor_user_id)
          VALUES (${at.toISOString()}::timestamptz, ${startDay}::date, ${endDay}::date, ${rate}::numeric, ${actorUserId})
          RETURNING id`,
    );
    if (!run) throw new Error('interest run insert returned nothing');
    const runId = run.id;
    const wht = await lockWithholding(tx);
    const taxRate = ctx.config.withholding.interest;
    const pass = { runId, startDay, endDay, rate, at, actorUserId, taxRate, withholdingId: wht.id };
    const { usersPaid, totalCents, taxCents } = await payEveryone(tx, pass);
    await tx.execute(
      sql`UPDATE interest_runs SET users_paid = ${usersPaid}, total_cents = ${totalCents.toString()}::bigint WHERE id = ${runId.toString()}::bigint`,
    );
    await tx.execute(sql`UPDATE interest_state SET last_run_at = ${at.toISOString()}::timestamptz WHERE id = 1`);
    await audit(tx, {
      actorUserId,
      action: 'interest.update',
      target: `interest_run:${runId}`,
      details: {
        startDay,
        endDay,
        rate,
        usersPaid,
        totalCents: totalCents.toString(),
        taxRate,
        taxCents: taxCents.toString(),
      },
      at,
    });
    const noun = usersPaid === 1 ? 'user' : 'users';
    const message = `Interests updated successfully: ${usersPaid} ${noun} paid, KES ${formatKes(toKes(totalCents))} in total.`;
    return { runId, usersPaid, totalCents, taxCents, message };
  });
}

interface Pass {
  runId: bigint;
  startDay: string | null;
  endDay: string;
  rate: string;
  at: Date;
  actorUserId: string | null;
  taxRate: number;
  withholdingId: bigint;
}

/**
 * Decides every user's interest in one aggregated pass over the accounts and the postings since the
 * previous run (decisions 011 and 047), and pays it in the same statement as one bulk credit
 * (`bulk-credit.ts`): one compound journal entry for the run (key `interest:<run>`) from the
 * interest expense account, and the run's one notice (decision 048).
 */
async function payEveryone(tx: Db, pass: Pass): Promise<{ usersPaid: number; totalCents: bigint; taxCents: bigint }> {
  // On the first run every posting is "recent" and the balance before it is zero.
  const effectiveStart = pass.startDay ?? pass.endDay;
  const since = pass.startDay ? nairobiDayStart(pass.startDay).toISOString() : '-infinity';
  const run = pass.runId.toString();
  const end = sql`${pass.endDay}::date`;
  const paid = await bulkCredit(tx, {
    label: 'interest pass',
    ctes: sql`recent AS (
          SELECT p.account_id, SUM(p.amount_cents) AS moved,
                 SUM(p.amount_cents * GREATEST(${end} - ((p.created_at AT TIME ZONE 'UTC') + interval '3 hours')::date, 0)) AS weighted
          FROM postings p WHERE p.created_at >= ${since}::timestamptz
          GROUP BY p.account_id
        ),
        per_user AS (
          SELECT a.user_id,
                 MAX(a.id) FILTER (WHERE a.kind = 'wallet') AS wallet_id,
                 floor((SUM(a.balance_cents - COALESCE(r.moved, 0)) * (${end} - ${effectiveStart}::date)
                        + COALESCE(SUM(r.weighted), 0)) * ${pass.rate}::numeric / 365) AS interest
          FROM ledger_accounts a JOIN users u ON u.id = a.user_id LEFT JOIN recent r ON r.account_id = a.id
          WHERE a.kind IN ('wallet', 'goal_share') AND u.role = 'user' AND u.deleted_at IS NULL
          GROUP BY a.user_id
        )`,
    credits: sql`SELECT wallet_id, interest AS amount, ${withheldTax(sql`interest`, pass.taxRate)} AS tax
                 FROM per_user WHERE wallet_id IS NOT NULL`,
    from: SYSTEM_ACCOUNTS.interestExpense,
    withholding: { accountId: pass.withholdingId },
    entry: {
      key: sql`${`interest:${run}`}`,
      kind: 'interest',
      text: movement('interest'),
      actorUserId: pass.actorUserId,
      meta: sql`jsonb_build_object('runId', ${run}::bigint)`,
    },
    at: pass.at,
    notice: interestTexts.paid(AMOUNT_PLACEHOLDER),
  });
  return { usersPaid: paid.credited, totalCents: paid.creditedCents, taxCents: paid.taxCents };
}
