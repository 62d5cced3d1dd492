import type { Module } from '../module';
import { purgeRateLimitHits } from './rate-limit-store';

/** The rate limits' shared counts: the job that deletes those of windows that have ended. */
export const rateLimitModule: Module = {
  name: 'rate-limits',
  jobs: [{ name: 'purge rate-limit counts', everyMs: 60_000, run: purgeRateLimitHits }],
};
