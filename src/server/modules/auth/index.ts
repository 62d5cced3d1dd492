// The auth module's public surface: the only file other modules (and ../../modules.ts) import.
export { checkAccountPassword } from './account-password-check';
export { CODE_TEXT, CODE_TTL_MS, MAX_WRONG_ATTEMPTS, RESEND_COOLDOWN_MS } from './codes';
export type { Language } from './mail-texts';
export { authModule } from './module';
export { mailLater } from './users';
