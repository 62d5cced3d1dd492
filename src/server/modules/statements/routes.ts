import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParams } from '../../../shared/schemas/common';
import { statementQuery, statementResponse } from '../../../shared/schemas/statements';
import { replyWithStatement } from './statement-reply';
import { userStatement } from './statement-service';
import { ok } from '../../http/responses';

/** A user's wallet statement as PDF, CSV or JSON (see docs/product/statements.md). */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/statements/:userId', {
    config: { access: { self: ['params.userId'] } },
    schema: {
      tags: ['statements'],
      params: userIdParams,
      querystring: statementQuery,
      response: ok(statementResponse),
    },
    handler: async (request, reply) => {
      const { header, statement } = await userStatement(
        app.ctx.db,
        request.params.userId,
        request.query,
        app.ctx.clock.now(),
      );
      return replyWithStatement(reply, request.query.format, 'pamoja-statement', header, statement);
    },
  });
};
