import { sql } from 'drizzle-orm';
import type { Job } from '../../module';
import { FAILURE_LIMITS } from './failure-limits';
import { ACCOUNT_EPISODE_MS, KNOWN_ADDRESS_MS, LOGIN_FAILURE_WINDOW_MS } from './login-limits';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/**
 * Deletes sign-in records that no limit reads any more. Guesses at emails that do not exist leave
 * rows that nothing else would ever delete; without this job the tables would grow with every spray.
 */
export const signInCleanupJob: Job = {
  name: 'sign-in records cleanup',
  everyMs: 60 * 60 * 1000,
  async run(ctx) {
    const now = ctx.clock.now();
    const longestFailureWindow = Math.max(...Object.values(FAILURE_LIMITS).map((l) => l.windowMs));
    await ctx.db.execute(
      sql`DELETE FROM login_failures WHERE failed_at <= ${ago(now, LOGIN_FAILURE_WINDOW_MS)}::timestamptz`,
    );
    await ctx.db.execute(
      sql`DELETE FROM login_throttle WHERE episode_started_at <= ${ago(now, ACCOUNT_EPISODE_MS)}::timestamptz AND next_attempt_at <= ${now.toISOString()}::timestamptz`,
    );
    await ctx.db.execute(
      sql`DELETE FROM auth_failures WHERE failed_at <= ${ago(now, longestFailureWindow)}::timestamptz`,
    );
    await ctx.db.execute(
      sql`DELETE FROM login_known_addresses WHERE last_success_at <= ${ago(now, KNOWN_ADDRESS_MS)}::timestamptz`,
    );
  },
};
