import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationsQuery, registrationsResponse, totalsResponse } from '../../../shared/schemas/admin';
import { errorResponses } from '../../../shared/schemas/common';
import { registrations } from './registrations';
import { totals } from './totals-service';

/** The dashboard's figures and registration chart. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'superadmin' as const };
  const tags = ['superadmin'];

  app.get('/superadmin/totals', {
    config,
    schema: { tags, response: { 200: totalsResponse, ...errorResponses } },
    handler: async () => totals(app.ctx.db, app.ctx.clock.now()),
  });

  app.get('/superadmin/registrations', {
    config,
    schema: { tags, querystring: registrationsQuery, response: { 200: registrationsResponse, ...errorResponses } },
    handler: async (request) => registrations(app.ctx.db, request.query.range, app.ctx.clock.now()),
  });
};
