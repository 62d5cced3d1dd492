import { randomInt } from 'node:crypto';
import { SIMULATOR_SUFFIXES } from '../mpesa/simulator/payloads';

/**
 * A random Safaricom number (07XXXXXXXX) whose last four digits are not one of the simulator's
 * (cancel, time out, refuse, lose the result, answer slowly): a test's ordinary user pays promptly.
 * A plain random draw ends in one of them about once in 2,000 users — often enough to fail a run.
 */
export function ordinaryPhone(): string {
  for (;;) {
    const phone = `07${randomInt(10_000_000, 100_000_000)}`;
    if (!SIMULATOR_SUFFIXES.some((suffix) => phone.endsWith(suffix))) return phone;
  }
}
