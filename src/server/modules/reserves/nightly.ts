import { nairobiDay } from '../../../shared/nairobi-time';
import type { AppContext } from '../../context';
import type { Job } from '../../module';
import { attest } from './attest';
import type { FloatSource } from './float-source';

/**
 * The nightly attestation starts at 00:45 in Nairobi, a quarter of an hour after reconciliation's
 * run (00:30), so the float it counts is the one that run asked M-Pesa for.
 */
export const NIGHTLY_AT_MS = 45 * 60 * 1000;

/**
 * The Nairobi day whose nightly attestation is due at `now`: the day that began at least 45 minutes
 * ago. Between 00:00 and 00:45 it is still the day before's.
 */
export const nightDue = (now: Date): string => nairobiDay(new Date(now.getTime() - NIGHTLY_AT_MS));

/**
 * Takes the night's attestation unless one exists for that night. Checked every few minutes on every
 * instance: the unique night makes it once across instances, and after a stop the first check takes
 * the night that was missed (one snapshot of now: a past night's balances cannot be read again).
 */
export const nightlyAttestation = async (ctx: AppContext, floatSource: FloatSource): Promise<void> => {
  await attest(ctx, floatSource, { nightlyDay: nightDue(ctx.clock.now()) });
};

export const nightlyAttestationJob = (floatSource: FloatSource): Job => ({
  name: 'reserves-nightly-attestation',
  everyMs: 5 * 60 * 1000,
  run: (ctx) => nightlyAttestation(ctx, floatSource),
});
