import { Readable } from 'node:stream';
import { centsText } from '../../../shared/money';
import { nairobiDateTime } from '../../../shared/nairobi-time';
import type { StatementHeader } from './statement-header';
import type { AccountStatement } from './statement-source';
import { describeMovement, statementWords } from './statement-texts';

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula, quoted or not; text typed by a user (a description, a name) must never do that, so such a
 * cell starts with an apostrophe. Quoted where RFC 4180 needs it. Every statement CSV writes its text
 * through this (the pool statement too).
 */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: string[]) => `${cells.map(textCell).join(',')}\r\n`;

/**
 * The statement as CSV (RFC 4180), streamed a batch of movements at a time. Times are Kenyan (the
 * period is in Nairobi days too), written as a spreadsheet reads them.
 */
export function statementCsv(header: StatementHeader, statement: AccountStatement): Readable {
  const w = statementWords(header.language);
  async function* lines(): AsyncGenerator<string> {
    yield line([header.kind === 'pool' ? w.poolTitle : w.title]);
    yield line([header.kind === 'pool' ? w.community : w.name, header.name]);
    if (header.phone) yield line([w.phone, header.phone]);
    yield line([w.period, `${header.from} – ${header.to}`]);
    yield line([w.openingBalance, centsText(statement.totals.openingCents)]);
    yield line([w.date, w.description, w.reference, w.moneyIn, w.moneyOut, w.balance, w.gross, w.tax]);
    for await (const row of statement.rows()) {
      yield line([
        nairobiDateTime(row.at),
        describeMovement(header.language, row),
        row.reference,
        row.inCents > 0n ? centsText(row.inCents) : '',
        row.outCents > 0n ? centsText(row.outCents) : '',
        centsText(row.balanceCents),
        row.taxCents > 0n ? centsText(row.inCents + row.taxCents) : '',
        row.taxCents > 0n ? centsText(row.taxCents) : '',
      ]);
    }
    yield line([w.totalIn, centsText(statement.totals.inCents)]);
    yield line([w.totalOut, centsText(statement.totals.outCents)]);
    yield line([w.closingBalance, centsText(statement.totals.closingCents)]);
    if (header.kind === 'wallet') yield line([w.totalTax, centsText(statement.totals.taxCents)]);
  }
  return Readable.from(lines());
}
