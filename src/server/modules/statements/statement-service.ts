import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import type { StatementQuery, StatementResponse } from '../../../shared/schemas/statements';
import { statementTooLong } from '../../../shared/statement-period';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { BadRequestError, NotFoundError } from '../../errors';
import { accountSpecs } from '../../ledger/accounts';
import { addDays, nairobiDay, nairobiDayStart } from '../../../shared/nairobi-time';
import type { StatementHeader } from './statement-header';
import { AccountStatement } from './statement-source';
import { describeMovement } from './statement-texts';
import { HTTP_TEXTS } from '../../http/http-texts';
import { STATEMENTS_TEXTS } from '../../../shared/schemas/statements-texts';

/** Days a statement covers when the caller names no start: the last 30, today included. */
const DEFAULT_DAYS = 30;

/**
 * The period asked for, with today (Nairobi) as the default end and the 30 days up to the end as the
 * default start; refused when the start comes after the end or the period is longer than ten years.
 */
export function statementPeriod(query: Pick<StatementQuery, 'from' | 'to'>, now: Date) {
  const to = query.to ?? nairobiDay(now);
  const from = query.from ?? addDays(to, 1 - DEFAULT_DAYS);
  if (from > to) throw new BadRequestError(STATEMENTS_TEXTS.startAfterEnd);
  if (statementTooLong(from, to)) throw new BadRequestError(STATEMENTS_TEXTS.tooLong);
  return { from, to, start: nairobiDayStart(from), until: nairobiDayStart(addDays(to, 1)) };
}

const holderRow = z.object({
  full_name: col.text.nullable(),
  phone: col.text.nullable(),
  language: z.enum(['en', 'sw']).catch('en'),
});

/** A user's wallet statement for a period: who, when, and the movements to stream. */
export async function userStatement(
  db: Db,
  userId: string,
  query: StatementQuery,
  now: Date,
): Promise<{ header: StatementHeader; statement: AccountStatement }> {
  const holder = await queryRow(
    db,
    holderRow,
    sql`SELECT full_name, phone, language FROM users WHERE id = ${userId} AND deleted_at IS NULL`,
  );
  if (!holder) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  const period = statementPeriod(query, now);
  const statement = await AccountStatement.open(db, accountSpecs.wallet(userId).code, period.start, period.until);
  return {
    header: {
      kind: 'wallet',
      name: holder.full_name ?? userId,
      phone: holder.phone,
      language: holder.language,
      from: period.from,
      to: period.to,
      generatedAt: now,
    },
    statement,
  };
}

/** The statement as one JSON object (for screens; files stream instead). */
export async function statementJson(header: StatementHeader, statement: AccountStatement): Promise<StatementResponse> {
  const lines: StatementResponse['statement']['lines'] = [];
  for await (const row of statement.rows()) {
    lines.push({
      date: row.at.toISOString(),
      description: describeMovement(header.language, row),
      reference: row.reference,
      moneyIn: toKes(row.inCents),
      moneyOut: toKes(row.outCents),
      balance: toKes(row.balanceCents),
      gross: toKes(row.inCents + row.taxCents),
      tax: toKes(row.taxCents),
    });
  }
  return {
    statement: {
      name: header.name,
      from: header.from,
      to: header.to,
      openingBalance: toKes(statement.totals.openingCents),
      totalIn: toKes(statement.totals.inCents),
      totalOut: toKes(statement.totals.outCents),
      closingBalance: toKes(statement.totals.closingCents),
      totalTax: toKes(statement.totals.taxCents),
      lines,
    },
  };
}
