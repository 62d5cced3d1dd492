import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * Password strength with zxcvbn (its common-password and diceware lists, keyboard patterns, dates,
 * repeats and sequences). Score 0–4; 3 is "safely unguessable" against an online attack with some
 * throttling and slows an offline one down a lot, which is the least we accept for money.
 *
 * The word lists are several hundred kilobytes, so they are imported on demand: the server loads
 * them before it starts taking requests, a form loads them when it opens and waits for them before
 * it validates. Until they are loaded every password counts as unchecked (refused), so nothing weak
 * slips through while they load.
 */
export const MIN_PASSWORD_SCORE = 3;
/**
 * zxcvbn's matching time grows fast with length and with the leet-speak variants it tries (a random
 * 64-character string took 100–200 ms of server CPU, a hostile input more). Only the first 40
 * characters are scored (a passphrase that long is judged by its first words), and 20 leet
 * variants per word are tried, which still catches `p@ssw0rd1`: a check then costs a few
 * milliseconds, a hostile one tens at most.
 */
const SCORED_LENGTH = 40;
const L33T_VARIANTS = 20;

let checker: ZxcvbnFactory | undefined;
let loading: Promise<void> | undefined;

export function loadPasswordStrength(): Promise<void> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')])
    .then(([core, common]) => {
      checker = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
        l33tMaxSubstitutions: L33T_VARIANTS,
      });
    })
    .catch((err: unknown) => {
      // a failed download may be retried (the next form submission tries again)
      loading = undefined;
      throw err;
    });
  return loading;
}

export function passwordStrengthLoaded(): boolean {
  return checker !== undefined;
}

/** True when the password is strong enough; false when it is too easy to guess or the checker is not loaded yet. */
export function isStrongPassword(password: string): boolean {
  if (!checker) return false;
  return checker.check(password.slice(0, SCORED_LENGTH)).score >= MIN_PASSWORD_SCORE;
}
