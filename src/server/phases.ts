import { channel } from 'node:diagnostics_channel';

/**
 * Where a long pass (an attestation, a reconciliation run) tells how long each of its phases took,
 * for the benchmarks (`bench/lib/phases.ts` listens). Nothing is kept, and nothing is published
 * when nobody listens, so the app pays one check per phase.
 */
export const phaseChannel = channel('pamoja:phase');

/** One phase of a pass, as published on `phaseChannel`. */
export interface PhaseTiming {
  pass: string;
  phase: string;
  seconds: number;
}

/** A stopwatch for `pass`: each call ends the phase it names, which began at the previous call (or here). */
export function phaseTimer(pass: string): (phase: string) => void {
  let last = performance.now();
  return (phase) => {
    const now = performance.now();
    if (phaseChannel.hasSubscribers) phaseChannel.publish({ pass, phase, seconds: (now - last) / 1000 });
    last = now;
  };
}
