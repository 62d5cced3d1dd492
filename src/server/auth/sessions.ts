import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { HotStatement } from '../db/client';
import { col, hotStatementRow } from '../db/typed-rows';
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

/** A live session of a usable account; placeholders `session_token_hash` and `session_now`. */
const LIVE_SESSION = sql`s.token_hash = ${sql.placeholder('session_token_hash')} AND s.revoked_at IS NULL
      AND s.expires_at > ${sql.placeholder('session_now')}::timestamptz
      AND u.deleted_at IS NULL AND u.delete_requested_at IS NULL`;

const sessionValues = (tokenHash: string, now: Date) => ({
  session_token_hash: tokenHash,
  session_now: now.toISOString(),
});

const SessionRow = z.object({ id: col.text, role: z.enum(['user', 'superadmin']) });
const SESSION_USER = new HotStatement(
  sql`SELECT u.id, u.role FROM sessions s JOIN users u ON u.id = s.user_id WHERE ${LIVE_SESSION}`,
);

/** The user behind a bearer token, if the session is live and the account usable. */
export async function sessionUser(db: Db, token: string, now: Date): Promise<SessionUser | undefined> {
  const tokenHash = hashSecret(token);
  const row = await hotStatementRow(db, SessionRow, SESSION_USER, sessionValues(tokenHash, now));
  return row ? { id: row.id, role: row.role, tokenHash } : undefined;
}

/** The session's columns of a lookup with a route's read; the read's own columns pass through unchecked here, for the route to check. */
const WithRead = z.looseObject({
  session_user_id: col.text,
  session_user_role: z.enum(['user', 'superadmin']),
  session_read_found: col.boolean.nullable(),
});

/** The session lookup joined to each route's read, built once per read. */
const withReads = new WeakMap<SQL, HotStatement>();

function lookupWithRead(read: SQL): HotStatement {
  let statement = withReads.get(read);
  if (!statement) {
    statement = new HotStatement(
      sql`SELECT u.id AS session_user_id, u.role AS session_user_role, r.*
          FROM sessions s JOIN users u ON u.id = s.user_id
          LEFT JOIN LATERAL (SELECT true AS session_read_found, r0.* FROM (${read}) r0 LIMIT 1) r ON true
          WHERE ${LIVE_SESSION}`,
    );
    withReads.set(read, statement);
  }
  return statement;
}

/**
 * Like `sessionUser`, plus a route's own read in the same statement, so that a hot read costs one
 * round trip: `read` is a SELECT of at most one row written with named placeholders (not starting
 * with `session_`), built once, and `values` fills them. The read's row comes back only with a live
 * session; the caller must still check that this user may see it (the access hooks do).
 */
export async function sessionUserWithRead(
  db: Db,
  token: string,
  now: Date,
  read: SQL,
  values: Record<string, unknown>,
): Promise<{ user: SessionUser; row: Record<string, unknown> | undefined } | undefined> {
  const tokenHash = hashSecret(token);
  const found = await hotStatementRow(db, WithRead, lookupWithRead(read), {
    ...values,
    ...sessionValues(tokenHash, now),
  });
  if (!found) return undefined;
  const { session_user_id: id, session_user_role: role, session_read_found: readFound, ...row } = found;
  return { user: { id, role, tokenHash }, row: readFound ? row : undefined };
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
