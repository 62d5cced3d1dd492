import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { performanceResponse } from '../../../shared/schemas/admin';
import { performance } from './performance';
import { userPathRoute } from '../../http/user-path-route';

/** The home screen's savings performance: the interest of trailing windows and today's savings (see docs/product/interest.md). */
export const performanceRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/interests/performance/:userId', {
    ...userPathRoute(['interests'], performanceResponse),
    handler: async (request) => performance(app.ctx.db, request.params.userId, app.ctx.clock.now()),
  });
};
