import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';

/** One movement of a statement, amounts in cents; `balance` is the account's balance after it. */
export interface StatementRow {
  /** The journal entry the movement belongs to. */
  entryId: bigint;
  at: Date;
  description: string;
  /** The entry's keyed text (`meta.text`, decision 097), read with `describeEntry`. */
  text: unknown;
  kind: string;
  reference: string;
  /** The member an entry names (its metadata's userId), for statements of a shared account such as a pool. */
  party: string | null;
  inCents: bigint;
  outCents: bigint;
  balanceCents: bigint;
  /** Withholding tax kept from a payment in (interest, dividend; decision 092): its gross is inCents + taxCents. */
  taxCents: bigint;
}

export interface StatementTotals {
  openingCents: bigint;
  inCents: bigint;
  outCents: bigint;
  closingCents: bigint;
  /** Withholding tax kept from the period's payments. */
  taxCents: bigint;
}

/** How many postings one read fetches: the statement streams, so memory stays flat for any period. */
const BATCH = 500;

const postingRow = z.object({
  id: col.bigint,
  entry_id: col.bigint,
  at: col.timestamp,
  amount_cents: col.bigint,
  tax_cents: col.bigint,
  description: col.text,
  text: z.unknown(),
  kind: col.text,
  reference: col.text,
  party: col.text.nullable(),
  /** The exact timestamp as text, for the next batch's cursor (a Date keeps only milliseconds). */
  cursor_at: col.text,
});

/**
 * The movements of one ledger account between two instants (`from` included, `until` excluded),
 * oldest first, with the running balance — read a batch at a time by (time, id), so a five-year
 * statement of a busy account never sits in memory whole. The reference is M-Pesa's receipt when
 * the entry has one, else Pamoja's entry number (PMJ-…). Account balances here use the owner's sign:
 * a positive posting is money in. `totals` is complete once the rows have all been read.
 */
export class AccountStatement {
  readonly totals: StatementTotals = { openingCents: 0n, inCents: 0n, outCents: 0n, closingCents: 0n, taxCents: 0n };

  private constructor(
    private readonly db: Db,
    private readonly accountId: bigint | undefined,
    private readonly from: Date,
    private readonly until: Date,
    private readonly withParty: boolean,
  ) {}

  /** `withParty`: name the member each entry is about (a shared account's statement). */
  static async open(
    db: Db,
    accountCode: string,
    from: Date,
    until: Date,
    opts: { withParty?: boolean } = {},
  ): Promise<AccountStatement> {
    const account = await queryRow(
      db,
      z.object({ id: col.bigint, opening: col.bigint }),
      sql`SELECT a.id, COALESCE((SELECT sum(p.amount_cents) FROM postings p
                                 WHERE p.account_id = a.id AND p.created_at < ${from.toISOString()}::timestamptz), 0)::bigint AS opening
          FROM ledger_accounts a WHERE a.code = ${accountCode}`,
    );
    const statement = new AccountStatement(db, account?.id, from, until, opts.withParty ?? false);
    statement.totals.openingCents = account?.opening ?? 0n;
    statement.totals.closingCents = statement.totals.openingCents;
    return statement;
  }

  async *rows(): AsyncGenerator<StatementRow> {
    if (this.accountId === undefined) return;
    let after: { at: string; id: bigint } | undefined;
    let balance = this.totals.openingCents;
    for (;;) {
      const cursor = after ? sql`AND (p.created_at, p.id) > (${after.at}::timestamptz, ${after.id})` : sql``;
      const batch = await queryRows(
        this.db,
        postingRow,
        sql`SELECT p.id, e.id AS entry_id, p.created_at AS at, p.created_at::text AS cursor_at, p.amount_cents,
                   COALESCE(p.tax_cents, 0)::bigint AS tax_cents, e.description, e.meta->'text' AS text, e.kind,
                   COALESCE(NULLIF(e.meta->>'receipt', ''), 'PMJ-' || e.id::text) AS reference,
                   ${this.withParty ? sql`(SELECT u.full_name FROM users u WHERE u.id = e.meta->>'userId')` : sql`NULL::text`} AS party
            FROM postings p JOIN journal_entries e ON e.id = p.entry_id
            WHERE p.account_id = ${this.accountId}
              AND p.created_at >= ${this.from.toISOString()}::timestamptz
              AND p.created_at < ${this.until.toISOString()}::timestamptz ${cursor}
            ORDER BY p.created_at, p.id
            LIMIT ${BATCH}`,
      );
      for (const p of batch) {
        balance += p.amount_cents;
        const inCents = p.amount_cents > 0n ? p.amount_cents : 0n;
        const outCents = p.amount_cents < 0n ? -p.amount_cents : 0n;
        this.totals.inCents += inCents;
        this.totals.outCents += outCents;
        this.totals.closingCents = balance;
        this.totals.taxCents += p.tax_cents;
        yield {
          entryId: p.entry_id,
          at: p.at,
          description: p.description,
          text: p.text,
          kind: p.kind,
          reference: p.reference,
          party: p.party,
          inCents,
          outCents,
          balanceCents: balance,
          taxCents: p.tax_cents,
        };
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) return;
      after = { at: last.cursor_at, id: last.id };
    }
  }
}
