import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, nairobiDay, nairobiDayStart } from '../../../shared/nairobi-time';
import type { AppContext } from '../../context';
import { col, queryRow } from '../../db/typed-rows';
import type { Job } from '../../module';
import { runReconciliation } from './run';

/** The nightly run starts at 00:30 Nairobi time. */
const NIGHTLY_AT_MS = 30 * 60 * 1000;
const DEFAULT_PERIOD_MS = 48 * 60 * 60 * 1000;

/**
 * The night due now: today's (Nairobi) once it is past 00:30, else yesterday's. A stopped server
 * catches up on start with the latest night only; its period reaches back to the end of the last
 * nightly run (at most 31 days), so nothing between is left unread.
 */
export function dueNight(now: Date): { night: string; at: Date } {
  const today = nairobiDay(now);
  const at = new Date(nairobiDayStart(today).getTime() + NIGHTLY_AT_MS);
  if (now.getTime() >= at.getTime()) return { night: today, at };
  const yesterday = addDays(today, -1);
  return { night: yesterday, at: new Date(nairobiDayStart(yesterday).getTime() + NIGHTLY_AT_MS) };
}

/**
 * Runs the night's reconciliation once across instances: the run's row is unique per night, so the
 * instance whose insert wins runs it and the others do nothing (checked every few minutes).
 */
export async function runNightly(ctx: AppContext): Promise<string | undefined> {
  const now = ctx.clock.now();
  const { night } = dueNight(now);
  const last = await queryRow(
    ctx.db,
    z.object({ night: col.text, period_to: col.timestamp }),
    sql`SELECT to_char(night, 'YYYY-MM-DD') AS night, period_to FROM reconciliation_runs WHERE night IS NOT NULL ORDER BY night DESC LIMIT 1`,
  );
  if (last && last.night >= night) return undefined;
  const earliest = now.getTime() - 31 * 24 * 60 * 60 * 1000;
  const from = last ? Math.max(last.period_to.getTime(), earliest) : now.getTime() - DEFAULT_PERIOD_MS;
  return runReconciliation(ctx, { from: new Date(from), to: now, trigger: 'nightly', night });
}

export const nightlyReconciliationJob: Job = {
  name: 'reconciliation-nightly',
  everyMs: 5 * 60 * 1000,
  run: async (ctx) => {
    await runNightly(ctx);
  },
};
