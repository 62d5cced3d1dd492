import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { performanceResponse } from '../../../shared/schemas/admin';
import { userIdParams } from '../../../shared/schemas/common';
import { performance } from './performance';
import { ok } from '../../http/responses';

/** The home screen's savings performance: the interest of trailing windows and today's savings (see docs/product/interest.md). */
export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/interests/performance/:userId', {
    config: { access: { self: ['params.userId'] } },
    schema: {
      tags: ['interests'],
      params: userIdParams,
      response: ok(performanceResponse),
    },
    handler: async (request) => performance(app.ctx.db, request.params.userId, app.ctx.clock.now()),
  });
};
