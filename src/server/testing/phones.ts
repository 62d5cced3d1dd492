import { randomInt } from 'node:crypto';
import { SIMULATOR_SUFFIXES } from '../mpesa/simulator/payloads';
import { SMS_SIMULATOR_SUFFIXES } from '../sms/simulator/outcomes';

/** Endings that tell a simulator to misbehave (M-Pesa: cancel, time out, refuse, lose the result, answer slowly; SMS: refuse, fail once, never deliver). */
const MISBEHAVING = [...SIMULATOR_SUFFIXES, ...SMS_SIMULATOR_SUFFIXES];

/**
 * A random Safaricom number (07XXXXXXXX) whose last four digits are none of the simulators': a
 * test's ordinary user pays promptly and receives texts. A plain random draw ends in one of them
 * about once in 1,000 users — often enough to fail a run (an SMS test once saw a retried text).
 */
export function ordinaryPhone(): string {
  for (;;) {
    const phone = `07${randomInt(10_000_000, 100_000_000)}`;
    if (!MISBEHAVING.some((suffix) => phone.endsWith(suffix))) return phone;
  }
}
