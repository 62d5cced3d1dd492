import { is, Placeholder, SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../context';
import type { Db } from '../db/client';
import { HotStatement, hotStatementRows } from '../db/raw-rows';
import { checkRow, col } from '../db/typed-rows';
import type { SessionUser } from './sessions';
import { hashSecret } from './tokens';

/** A route's hot read to fetch with the session: a SELECT of at most one row with named placeholders. */
export interface ReadWithSession {
  statement: SQL;
  values: Record<string, unknown>;
}

export interface SessionFound {
  user: SessionUser;
  /** The read's row (undefined when it found none); only when a read was asked for. */
  row: Record<string, unknown> | undefined;
}

interface Pending {
  tokenHash: string;
  values: Record<string, unknown> | undefined;
  resolve(found: SessionFound | undefined): void;
  reject(err: unknown): void;
}

/** At most this many lookups in one statement; more waiting go in further statements of the same turn. */
const MAX_BATCH = 64;

/**
 * The user of a live session of a usable account, for each token of the batch's list `q`. A lateral
 * subquery with LIMIT (the token is the key: one row at most) is never flattened, so the plan always
 * starts from the list and probes the two primary keys per token, whatever the statistics say (joined
 * flat, a fresh database's planner scanned every user and session instead).
 */
const LIVE_SESSION = sql`JOIN LATERAL (
      SELECT u.id, u.role FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = q.session_token_hash AND s.revoked_at IS NULL
        AND s.expires_at > ${sql.placeholder('session_now')}::timestamptz
        AND u.deleted_at IS NULL AND u.delete_requested_at IS NULL
      LIMIT 1) su ON true`;

const BatchRow = z.looseObject({
  session_i: col.int,
  session_user_id: col.text,
  session_user_role: z.enum(['user', 'superadmin']),
  session_read_found: col.boolean.nullable().optional(),
});

const BARE = new HotStatement(
  sql`SELECT q.i::int AS session_i, su.id AS session_user_id, su.role AS session_user_role
      FROM json_to_recordset(${sql.placeholder('session_list')}::json) AS q(i int, session_token_hash text)
      ${LIVE_SESSION}`,
);

/** Each placeholder of `read` (and of the SQL inside it) replaced by the column of the same name of `q`. */
function onBatchColumns(read: SQL, names: Set<string>): SQL {
  const bind = (chunk: unknown): unknown => {
    if (is(chunk, Placeholder)) {
      if (!/^[a-z][a-z0-9_]*$/.test(chunk.name) || chunk.name.startsWith('session_'))
        throw new Error(`a session read's placeholder must be a plain name not starting with session_: ${chunk.name}`);
      names.add(chunk.name);
      return sql.raw(`q.${chunk.name}`);
    }
    if (is(chunk, SQL)) return onBatchColumns(chunk, names);
    if (Array.isArray(chunk)) return chunk.map(bind);
    return chunk;
  };
  return new SQL(read.queryChunks.map(bind) as SQL['queryChunks']);
}

/** The batched lookup joined to each route's read, built once per read. */
const withReads = new WeakMap<SQL, { statement: HotStatement; names: readonly string[] }>();

function lookupsWithRead(read: SQL): { statement: HotStatement; names: readonly string[] } {
  let built = withReads.get(read);
  if (!built) {
    const found = new Set<string>();
    const bound = onBatchColumns(read, found);
    const names = [...found];
    const columns = sql.raw(names.map((name) => `, ${name} text`).join(''));
    built = {
      names,
      statement: new HotStatement(
        sql`SELECT q.i::int AS session_i, su.id AS session_user_id, su.role AS session_user_role, r.*
            FROM json_to_recordset(${sql.placeholder('session_list')}::json)
              AS q(i int, session_token_hash text${columns})
            ${LIVE_SESSION}
            LEFT JOIN LATERAL (SELECT true AS session_read_found, r0.* FROM (${bound}) r0 LIMIT 1) r ON true`,
      ),
    };
    withReads.set(read, built);
  }
  return built;
}

/**
 * Session lookups of the requests that arrive in the same turn of the event loop, in one statement
 * (decision 049): each request still has its own token checked against the database after it arrived
 * (revocation and expiry are as immediate as before, nothing is kept between turns), but the requests
 * parsed in one turn share a round trip instead of making one each. A lookup waits for the end of the
 * turn it was asked in (`setImmediate`), not for others to come: alone, it goes alone.
 * A route's read (`ReadWithSession`) rides in the same statement; the lookups of each read go together.
 */
export class SessionLookups {
  private readonly waiting = new Map<SQL | undefined, Pending[]>();
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The user behind a bearer token if the session is live and the account usable, with `read`'s row. */
  lookUp(token: string, read?: ReadWithSession): Promise<SessionFound | undefined> {
    return new Promise((resolve, reject) => {
      const key = read?.statement;
      let list = this.waiting.get(key);
      if (!list) this.waiting.set(key, (list = []));
      list.push({ tokenHash: hashSecret(token), values: read?.values, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const now = this.clock.now().toISOString();
    for (const [read, list] of this.waiting) {
      for (let start = 0; start < list.length; start += MAX_BATCH)
        void this.run(read, list.slice(start, start + MAX_BATCH), now);
    }
    this.waiting.clear();
  }

  private async run(read: SQL | undefined, batch: Pending[], now: string): Promise<void> {
    try {
      let statement = BARE;
      let names: readonly string[] = [];
      if (read) ({ statement, names } = lookupsWithRead(read));
      const list = batch.map((pending, index) => {
        const item: Record<string, unknown> = { i: index + 1, session_token_hash: pending.tokenHash };
        for (const name of names) item[name] = textOf(pending.values?.[name]);
        return item;
      });
      const values = { session_now: now, session_list: JSON.stringify(list) };
      const rows = await hotStatementRows(this.db, statement, values);
      const found = new Map<number, SessionFound>();
      for (const raw of rows) {
        const {
          session_i: i,
          session_user_id: id,
          session_user_role: role,
          session_read_found: readFound,
          ...row
        } = checkRow(BatchRow, raw);
        const pending = batch[i - 1];
        if (pending)
          found.set(i, {
            user: { id, role, tokenHash: pending.tokenHash },
            row: read && readFound ? row : undefined,
          });
      }
      batch.forEach((pending, index) => pending.resolve(found.get(index + 1)));
    } catch (err) {
      for (const pending of batch) pending.reject(err);
    }
  }
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  throw new Error(`a session read's value must be text, got ${typeof value}`);
}
