import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, userIdParams } from '../../../shared/schemas/common';
import {
  borrowBody,
  borrowResponse,
  LOAN_MESSAGES,
  loanIdParams,
  loanQuoteQuery,
  loanRequestsResponse,
  loansResponse,
  repayBody,
  repayResponse,
} from '../../../shared/schemas/loans';
import { loanKeyFacts } from '../../../shared/schemas/key-facts';
import { caller } from '../../http/access';
import { idempotencyKeyHeaders } from '../../http/idempotency-key';
import { created, ok } from '../../http/responses';
import { decideLoan } from './loan-decisions';
import { repayLoan } from './loan-repayment';
import { quoteLoan } from './loan-quote';
import { listLoanRequests, listLoans, requestLoan } from './loan-requests';

/** The loan calls (docs/product/loans.md), with their odd paths kept exactly (`/loans/...` and `/superadmin/...` without `/api`). */
export const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['loans'];

  app.get('/api/loan/:userId', {
    config: { access: { self: ['params.userId'] } },
    schema: {
      tags,
      params: userIdParams,
      response: ok(loansResponse),
    },
    handler: async (request) => listLoans(app.ctx, request.params.userId),
  });

  // The key facts before a request (docs/product/loans.md): the same rules and limits as the request itself.
  app.get('/api/loans/quote', {
    config: { access: { self: ['query.userId'], superadminMay: 'none' } },
    schema: {
      tags,
      querystring: loanQuoteQuery,
      response: ok(loanKeyFacts),
    },
    handler: async (request) => quoteLoan(app.ctx, caller(request).id, request.query),
  });

  app.post('/api/loans/borrow', {
    config: { access: { self: ['body.userId'] } },
    schema: {
      tags,
      body: borrowBody,
      response: created(borrowResponse),
    },
    handler: async (request, reply) => {
      const loan = await requestLoan(app.ctx, caller(request).id, request.body);
      return reply.status(201).send({ message: LOAN_MESSAGES.requested, loan });
    },
  });

  app.post('/loans/:id/repay', {
    config: { access: { self: ['body.userId'] } },
    schema: {
      tags,
      params: loanIdParams,
      body: repayBody,
      headers: idempotencyKeyHeaders,
      response: ok(repayResponse),
    },
    handler: async (request) => {
      const key = request.headers['idempotency-key'];
      const loan = await repayLoan(app.ctx, caller(request).id, request.params.id, request.body, key);
      return { message: LOAN_MESSAGES.repaid, loan };
    },
  });

  app.get('/superadmin/loan-requests', {
    config: { access: 'superadmin' },
    schema: {
      tags,
      response: ok(loanRequestsResponse),
    },
    handler: async () => ({ loanRequests: await listLoanRequests(app.ctx) }),
  });

  for (const decision of ['approve', 'decline'] as const) {
    app.put(`/loans/:id/${decision}`, {
      config: { access: 'superadmin' },
      schema: {
        tags,
        params: loanIdParams,
        response: ok(messageResponse),
      },
      handler: async (request) => ({
        message: await decideLoan(app.ctx, caller(request).id, request.params.id, decision),
      }),
    });
  }
};
