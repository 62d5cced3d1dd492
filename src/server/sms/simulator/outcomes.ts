/**
 * What the simulator does with a number, by its last four digits (docs/product/sms.md):
 * 0403 invalid number (never deliverable), 0405 insufficient balance (every try), 0503 the gateway
 * fails the first try for that number and takes the next, 0410 taken but not delivered (absent
 * subscriber); any other number is taken and delivered.
 */
export type Outcome = 'deliver' | 'invalid' | 'no-balance' | 'fail-once' | 'absent';
const OUTCOMES: Readonly<Record<string, Outcome>> = {
  '0403': 'invalid',
  '0405': 'no-balance',
  '0503': 'fail-once',
  '0410': 'absent',
};
/** The endings that make the simulator misbehave: a test's ordinary user avoids them (testing/phones.ts). */
export const SMS_SIMULATOR_SUFFIXES = Object.keys(OUTCOMES);
export const outcomeFor = (phone: string): Outcome => OUTCOMES[phone.slice(-4)] ?? 'deliver';
