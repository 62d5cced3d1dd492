import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParams } from '../../../shared/schemas/common';
import { homeSummaryResponse } from '../../../shared/schemas/home';
import { homeSummary } from './home-summary';
import { ok } from '../../http/responses';

/** GET /api/home/{userId}: the home screen's figures in one request (decision 038). */
export const homeSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/home/:userId', {
    config: { access: { self: ['params.userId'] } },
    schema: {
      tags: ['account'],
      description:
        'What the user owns and owes: the wallet (balance card), money in goals, the Approved loan still owed with its due date, what is free to withdraw, and the own money after the loan.',
      params: userIdParams,
      response: ok(homeSummaryResponse),
    },
    handler: async (request) => homeSummary(app.ctx.db, request.params.userId, app.ctx.clock.now()),
  });
};
