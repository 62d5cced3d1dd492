import { loadPasswordStrength } from '../../shared/password-strength';

/**
 * Starts downloading the password strength checker (about 210 KB compressed, mostly word lists)
 * when someone focuses a new-password field, so that visitors who never type one never pay for it.
 */
export function preparePasswordStrength(): void {
  loadPasswordStrength().catch(() => undefined);
}

/** Waits for the checker before a form validates; false when it could not be downloaded. */
export async function passwordStrengthReady(): Promise<boolean> {
  try {
    await loadPasswordStrength();
    return true;
  } catch {
    return false;
  }
}
