import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nairobiDay } from '../../../shared/nairobi-time';
import { userIdParams } from '../../../shared/schemas/common';
import { requestedLanguage } from '../../http/reader-language';
import { dataExportEntries, startDataExport } from './data-export-service';
import { zipChunks } from './zip-writer';

/**
 * Download my data (docs/product/account-and-settings.md, decision 095): the user's own data as a ZIP, streamed as it is read.
 * Only the user: the superadmin gets 403 for anyone else's (`superadminMay: 'none'`).
 */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/users/:userId/export', {
    config: { access: { self: ['params.userId'], superadminMay: 'none' } },
    schema: { tags: ['account'], params: userIdParams },
    handler: async (request, reply) => {
      const { userId } = request.params;
      const started = await startDataExport(app.ctx, userId, requestedLanguage(request));
      const file = `pamoja-data-${userId}-${nairobiDay(started.at)}.zip`;
      return reply
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .type('application/zip')
        .send(Readable.from(zipChunks(dataExportEntries(app.ctx.db, started), started.at)));
    },
  });
};
