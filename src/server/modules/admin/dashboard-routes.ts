import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationsQuery, registrationsResponse, totalsResponse } from '../../../shared/schemas/admin';
import { registrations } from './registrations';
import { totals } from './totals-service';
import { ok } from '../../http/responses';

/** The dashboard's figures and registration chart. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'superadmin' as const };
  const tags = ['superadmin'];

  app.get('/superadmin/totals', {
    config,
    schema: { tags, response: ok(totalsResponse) },
    handler: async () => totals(app.ctx.db, app.ctx.clock.now()),
  });

  app.get('/superadmin/registrations', {
    config,
    schema: { tags, querystring: registrationsQuery, response: ok(registrationsResponse) },
    handler: async (request) => registrations(app.ctx.db, request.query.range, app.ctx.clock.now()),
  });
};
