import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../shared/schemas/common';
import {
  assignSuspenseBody,
  PAYBILL_MESSAGES,
  suspenseListResponse,
  transIdParams,
} from '../../../shared/schemas/paybill';
import { caller } from '../../http/access';
import { ok } from '../../http/responses';
import { C2B_ANSWERS, paybillAmountRefusal, readC2BPayment } from '../../mpesa/c2b-payloads';
import { isCapitalAccount, parsePaybillAccount, resolvePaybillAccount } from './c2b-accounts';
import { confirmPaybill } from './c2b-confirm';
import { paybillTokenOk } from './c2b-register';
import { assignSuspense, suspenseList } from './c2b-suspense';
import { callbackRouteConfig, refusedCallbacks } from './refused-callbacks';

const params = z.object({ kind: z.enum(['validation', 'confirmation']), token: z.string().max(128) });

/**
 * M-Pesa's paybill calls (docs/product/paybill.md): validation answers whether the account number
 * names a user (or a member of that community); confirmation credits once per TransID. Both sit on
 * a secret path: a call with a wrong token is refused and stores nothing (a count and a digest in the
 * log), like the other M-Pesa callbacks.
 */
export const paybillRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const refused = refusedCallbacks(ctx);
  const config = callbackRouteConfig(ctx);

  const validation = async (request: FastifyRequest) => {
    const p = readC2BPayment(request.body);
    if (!p) return C2B_ANSWERS.otherError;
    if (p.shortcode !== ctx.config.mpesa.c2bShortcode) return C2B_ANSWERS.invalidShortcode;
    if (paybillAmountRefusal(p.amountCents)) return C2B_ANSWERS.invalidAmount;
    if (isCapitalAccount(p.billRef)) return C2B_ANSWERS.accepted;
    const account = parsePaybillAccount(p.billRef);
    if (!account) return C2B_ANSWERS.invalidAccount;
    const target = await resolvePaybillAccount(ctx.db, account);
    return typeof target === 'string' ? C2B_ANSWERS.invalidAccount : C2B_ANSWERS.accepted;
  };

  const confirmation = async (request: FastifyRequest, reply: FastifyReply) => {
    const p = readC2BPayment(request.body);
    if (!p || p.shortcode !== ctx.config.mpesa.c2bShortcode) {
      request.log.warn({ transId: p?.transId }, 'paybill confirmation unreadable or for another shortcode');
      return reply.status(400).send(C2B_ANSWERS.otherError);
    }
    const outcome = await confirmPaybill(ctx, p, request.body);
    request.log.info({ transId: p.transId, outcome }, 'paybill confirmation');
    return outcome === 'refused' ? C2B_ANSWERS.invalidAmount : { ResultCode: '0', ResultDesc: 'Success' };
  };

  app.post(
    '/paybill/c2b/:kind/:token',
    { config, bodyLimit: 16 * 1024, schema: { hide: true, params } },
    async (request, reply) => {
      if (!paybillTokenOk(ctx, request.params.token)) {
        refused.note(request, `c2b_${request.params.kind}`);
        return reply.status(400).send(C2B_ANSWERS.otherError);
      }
      return request.params.kind === 'validation' ? validation(request) : confirmation(request, reply);
    },
  );

  const tags = ['paybill'];
  app.get('/superadmin/paybill/suspense', {
    config: { access: 'superadmin' },
    schema: { tags, response: ok(suspenseListResponse) },
    handler: async () => suspenseList(ctx),
  });
  app.post('/superadmin/paybill/suspense/:transId/assign', {
    config: { access: 'superadmin' },
    schema: {
      tags,
      params: transIdParams,
      body: assignSuspenseBody,
      response: ok(messageResponse),
    },
    handler: async (request) => {
      await assignSuspense(ctx, request.params.transId, request.body.userId, caller(request).id);
      return { message: PAYBILL_MESSAGES.assigned };
    },
  });
};
