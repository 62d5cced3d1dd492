import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hashSecret, newSecret } from './tokens';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  role: 'user' | 'superadmin';
  tokenHash: string;
}

/** Starts a session and returns its bearer token (only its hash is stored). */
export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = newSecret();
  await db.execute(
    sql`INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
        VALUES (${hashSecret(token)}, ${userId}, ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + SESSION_TTL_MS).toISOString()}::timestamptz)`,
  );
  return token;
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE sessions SET revoked_at = ${now.toISOString()}::timestamptz WHERE token_hash = ${tokenHash} AND revoked_at IS NULL`,
  );
}

/** Revokes every session of a user except, optionally, the one in use. */
export async function revokeUserSessions(db: Db, userId: string, now: Date, exceptTokenHash?: string): Promise<void> {
  await db.execute(
    sql`UPDATE sessions SET revoked_at = ${now.toISOString()}::timestamptz
        WHERE user_id = ${userId} AND revoked_at IS NULL AND token_hash <> ${exceptTokenHash ?? ''}`,
  );
}
