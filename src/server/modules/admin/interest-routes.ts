import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lastUpdateResponse } from '../../../shared/schemas/admin';
import { messageResponse } from '../../../shared/schemas/common';
import { caller } from '../../http/access';
import { ok } from '../../http/responses';
import { lastInterestUpdate, runInterestUpdate } from '../../ledger/interest';

/** Savings interest: the last update and the update itself (see docs/product/interest.md); a user's performance is in account/. */
export const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['interests'];

  app.get('/api/interests/last-update', {
    config: { access: 'superadmin' },
    schema: { tags, response: ok(lastUpdateResponse) },
    handler: async () => {
      const last = await lastInterestUpdate(app.ctx.db);
      return { lastUpdate: last ? last.toISOString() : null };
    },
  });

  app.post('/api/interests/update', {
    config: { access: 'superadmin' },
    schema: { tags, response: ok(messageResponse) },
    handler: async (request) => {
      const result = await runInterestUpdate(app.ctx, caller(request).id);
      return { message: result.message };
    },
  });
};
