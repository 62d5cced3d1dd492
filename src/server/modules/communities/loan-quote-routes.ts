import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/schemas/common';
import { communityLoanKeyFacts, communityLoanQuoteQuery } from '../../../shared/schemas/key-facts';
import { caller } from '../../http/access';
import { ok } from '../../http/responses';
import { quoteCommunityLoan } from './community-loan-quote';

/** `GET /api/communities/{id}/loans/quote?amount&months`: a chama loan's key facts (docs/product/communities.md), members only. */
export const loanQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/communities/:id/loans/quote', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['communities'],
      params: idParams,
      querystring: communityLoanQuoteQuery,
      response: ok(communityLoanKeyFacts),
    },
    handler: async (request) => quoteCommunityLoan(app.ctx, request.params.id, caller(request).id, request.query),
  });
};
