import type { FastifyReply } from 'fastify';
import type { StatementFormat, StatementResponse } from '../../../shared/schemas/statements';
import { statementCsv } from './statement-csv';
import type { StatementHeader } from './statement-header';
import { statementPdf } from './statement-pdf';
import { statementJson } from './statement-service';
import type { AccountStatement } from './statement-source';

/**
 * Sends a statement in the format asked for: JSON as an object, CSV and PDF as a download streamed a
 * batch of movements at a time. `fileStem` names the file (e.g. pamoja-statement), the period follows.
 */
export async function replyWithStatement(
  reply: FastifyReply,
  format: StatementFormat,
  fileStem: string,
  header: StatementHeader,
  statement: AccountStatement,
): Promise<StatementResponse | FastifyReply> {
  if (format === 'json') return statementJson(header, statement);
  const file = `${fileStem}-${header.from}-to-${header.to}.${format}`;
  reply.header('content-disposition', `attachment; filename="${file}"`).header('cache-control', 'no-store');
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(statementCsv(header, statement));
  return reply.type('application/pdf').send(await statementPdf(header, statement));
}
