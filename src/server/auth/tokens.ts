import { hash, randomBytes, randomInt } from 'node:crypto';

/** A random secret for a bearer token, reset link or callback URL (256 bits, URL-safe). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a secret: its SHA-256 (one-shot `hash`: a third of `createHash`'s time, on every request). */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** A six-digit code from a cryptographic source. */
export function newSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const USER_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A user id people can read aloud and type: 8 characters without look-alikes (0/O, 1/I/L, U). */
export function newUserId(): string {
  let id = '';
  for (let i = 0; i < 8; i++) id += USER_ID_ALPHABET[randomInt(0, USER_ID_ALPHABET.length)];
  return id;
}
