import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import { loanBody } from '../../../shared/schemas/communities';
import {
  guaranteeAcceptBody,
  guaranteeIdParams,
  guaranteesResponse,
  settingsBody,
} from '../../../shared/schemas/community-guarantees';
import { loanAskedResponse } from '../../../shared/schemas/community-loan-asks';
import { caller } from '../../http/access';
import { idempotencyKeyHeaders } from '../../http/idempotency-key';
import { created, ok } from '../../http/responses';
import { setSettings } from './community-settings';
import { communityMessages } from './community-texts';
import { acceptGuarantee, declineGuarantee } from './guarantee-answers';
import { listGuarantees } from './guarantee-read';
import { guaranteeMessages } from './guarantee-texts';
import { requestLoan } from './loan-asks';

/** Borrowing with guarantors, the guarantor's answers and list, and the loan multiple (docs/product/communities.md). */
export const guaranteeRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'signed-in' as const };
  const [ctx, tags] = [app.ctx, ['communities']];

  app.post('/api/communities/:id/loans', {
    config,
    schema: {
      tags,
      headers: idempotencyKeyHeaders,
      params: idParams,
      body: loanBody,
      response: created(loanAskedResponse),
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'] ?? null;
      const asked = await requestLoan(ctx, request.params.id, caller(request).id, request.body, key);
      const message = asked.payout ? communityMessages.loanRequested : guaranteeMessages.waiting;
      return reply.status(201).send({ message, ...asked });
    },
  });

  app.put('/api/communities/:id/settings', {
    config,
    schema: { tags, params: idParams, body: settingsBody, response: ok(messageResponse) },
    handler: async (request) => {
      await setSettings(ctx, request.params.id, caller(request).id, request.body);
      return { message: guaranteeMessages.settings };
    },
  });

  app.get('/api/community-guarantees', {
    config,
    schema: { tags, response: ok(guaranteesResponse) },
    handler: async (request) => ({ guarantees: await listGuarantees(ctx, caller(request).id) }),
  });

  app.post('/api/community-guarantees/:guaranteeId/accept', {
    config,
    schema: { tags, params: guaranteeIdParams, body: guaranteeAcceptBody, response: ok(messageResponse) },
    handler: async (request) => {
      await acceptGuarantee(ctx, request.params.guaranteeId, caller(request).id, request.body.password);
      return { message: guaranteeMessages.accepted };
    },
  });

  app.post('/api/community-guarantees/:guaranteeId/decline', {
    config,
    schema: { tags, params: guaranteeIdParams, response: ok(messageResponse) },
    handler: async (request) => {
      await declineGuarantee(ctx, request.params.guaranteeId, caller(request).id);
      return { message: guaranteeMessages.declined };
    },
  });
};
