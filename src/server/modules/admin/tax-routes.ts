import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taxRemitBody, taxRemitResponse, taxReport, taxReportQuery } from '../../../shared/schemas/tax';
import { caller } from '../../http/access';
import { readerLanguage } from '../../http/reader-language';
import { created, ok } from '../../http/responses';
import { remitTax, taxCsv, taxReport as reportFor } from './tax-service';

/** A CSV download (not the route's JSON schema). */
function sendCsv(reply: FastifyReply, file: string, csv: string): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store')
    .type('text/csv; charset=utf-8')
    .send(csv);
}

/** Withholding tax: the month's report (JSON or the per-payee CSV) and its remittance to KRA (docs/product/tax.md). */
export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tax'];

  app.get('/superadmin/tax', {
    config: { access: 'superadmin' },
    schema: { tags, querystring: taxReportQuery, response: ok(taxReport) },
    handler: async (request, reply) => {
      const { month, format } = request.query;
      if (format === 'json') return reportFor(app.ctx.db, month);
      return sendCsv(reply, `pamoja-withholding-tax-${month}.csv`, await taxCsv(app.ctx.db, month));
    },
  });

  app.post('/superadmin/tax/remit', {
    config: { access: 'superadmin' },
    schema: { tags, body: taxRemitBody, response: created(taxRemitResponse) },
    handler: async (request, reply) =>
      reply.status(201).send(await remitTax(app.ctx, caller(request).id, request.body, readerLanguage(request))),
  });
};
