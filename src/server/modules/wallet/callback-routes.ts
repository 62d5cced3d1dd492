import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paramNumber, paramText, readResult, readStkCallback } from '../../mpesa/callback-payloads';
import { callbackTokenOk, queryWithdrawalSoon } from './callback-service';
import { settleDeposit } from './deposit-settle';
import { recordCallback } from './mpesa-rows';
import { callbackRouteConfig, refusedCallbacks } from './refused-callbacks';
import { settleWithdrawal } from './withdrawal-settle';

const KINDS = ['stk', 'b2c-result', 'status-result', 'b2c-timeout', 'status-timeout'] as const;
const params = z.object({ kind: z.enum(KINDS), id: z.string().max(64), token: z.string().max(128) });
type Params = z.infer<typeof params>;
const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };
const rejected = { ResultCode: 1, ResultDesc: 'Rejected' };

type Handler = (p: Params, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Daraja's callbacks. Each URL carries the request's id and its own secret token. A callback on an
 * unknown id or a wrong token is refused and stores nothing: anyone can post here, so a stranger's
 * body must cost us no disk (only a count and a short digest in the log). A callback with the right
 * token is Daraja's (or its URL leaked) and is recorded whole, applied or not.
 */
export const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const refused = refusedCallbacks(ctx);
  // One route for the five kinds, so that one count per source address covers them all (Safaricom
  // posts every callback of the business from a few addresses).
  const config = callbackRouteConfig(ctx);

  const forged = (request: FastifyRequest, reply: FastifyReply, kind: string) => {
    refused.note(request, kind);
    return reply.status(400).send(rejected);
  };
  const malformed = async (reply: FastifyReply, kind: string, p: Params, payload: unknown) => {
    await recordCallback(ctx.db, kind, p.id, 'refused:malformed', payload, ctx.clock.now());
    return reply.status(400).send(rejected);
  };

  const stk: Handler = async (p, request, reply) => {
    if (!(await callbackTokenOk(ctx, 'stk', p.id, p.token))) return forged(request, reply, 'stk');
    const fields = readStkCallback(request.body);
    if (!fields) return malformed(reply, 'stk', p, request.body);
    const outcome = await settleDeposit(ctx, p.id, { ...fields, source: 'callback', payload: request.body });
    if (outcome === 'wrong_request' || outcome === 'amount_mismatch' || outcome === 'receipt_reused') {
      request.log.warn({ depositId: p.id, outcome }, 'STK callback refused');
      return reply.status(400).send(rejected);
    }
    return accepted;
  };

  const result =
    (kind: 'b2c_result' | 'status_result'): Handler =>
    async (p, request, reply) => {
      if (!(await callbackTokenOk(ctx, 'result', p.id, p.token))) return forged(request, reply, kind);
      const r = readResult(request.body);
      if (!r) return malformed(reply, kind, p, request.body);
      const outcome = await settleWithdrawal(ctx, p.id, {
        kind,
        originatorConversationId: r.originatorConversationId,
        resultCode: r.resultCode,
        transactionStatus: paramText(r.params, 'TransactionStatus'),
        amountKes: kind === 'b2c_result' ? paramNumber(r.params, 'TransactionAmount') : paramNumber(r.params, 'Amount'),
        receipt: kind === 'b2c_result' ? r.transactionId : (paramText(r.params, 'ReceiptNo') ?? r.transactionId),
        payload: request.body,
      });
      if (outcome === 'wrong_request' || outcome === 'amount_mismatch') return reply.status(400).send(rejected);
      return accepted;
    };

  // A request that timed out in Daraja's queue: its outcome is unknown, so ask soon rather than refund.
  const timeout =
    (kind: 'b2c_timeout' | 'status_timeout'): Handler =>
    async (p, request, reply) => {
      if (!(await callbackTokenOk(ctx, 'timeout', p.id, p.token))) return forged(request, reply, kind);
      await queryWithdrawalSoon(ctx, kind, p.id, request.body);
      return accepted;
    };

  const handlers: Record<Params['kind'], Handler> = {
    stk,
    'b2c-result': result('b2c_result'),
    'status-result': result('status_result'),
    'b2c-timeout': timeout('b2c_timeout'),
    'status-timeout': timeout('status_timeout'),
  };
  app.post(
    '/mpesa/callbacks/:kind/:id/:token',
    { config, bodyLimit: 64 * 1024, schema: { hide: true, params } },
    async (request, reply) => handlers[request.params.kind](request.params, request, reply),
  );
};
