import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { paramNumber, paramText, readResult, readStkCallback } from '../../mpesa/callback-payloads';
import { firstRow } from '../../db/client';
import { settleDeposit } from './deposit-settle';
import { tokenMatches, UUID } from './mpesa-gateway';
import { recordCallback } from './mpesa-rows';
import { settleWithdrawal } from './withdrawal-settle';

const params = z.object({ id: z.string().max(64), token: z.string().max(128) });
type Params = z.infer<typeof params>;
const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

/**
 * Daraja's callbacks. Each URL carries the request's id and its own secret token; a callback on an
 * unknown id or a wrong token is recorded and refused, and changes nothing.
 */
export const callbackRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const config = { access: 'public' as const };
  const opts = { config, bodyLimit: 64 * 1024, schema: { hide: true, params } };

  const refuse = async (reply: FastifyReply, kind: string, p: Params, why: string, payload: unknown) => {
    await recordCallback(ctx.db, kind, p.id, `refused:${why}`, payload, ctx.clock.now());
    return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Rejected' });
  };

  // A withdrawal has two live secrets: its B2C request's and its latest status query's (or resend's).
  const tokenOk = async (table: 'mpesa_deposits' | 'mpesa_withdrawals', p: Params) => {
    if (!UUID.test(p.id)) return false;
    const row = await firstRow<{ a: string | null; b: string | null }>(
      ctx.db,
      table === 'mpesa_deposits'
        ? sql`SELECT callback_token_hash AS a, NULL AS b FROM mpesa_deposits WHERE id = ${p.id}`
        : sql`SELECT callback_token_hash AS a, status_token_hash AS b FROM mpesa_withdrawals WHERE id = ${p.id}`,
    );
    return row !== undefined && (tokenMatches(p.token, row.a) || tokenMatches(p.token, row.b));
  };

  app.post('/mpesa/callbacks/stk/:id/:token', opts, async (request, reply) => {
    const p = request.params as Params;
    if (!(await tokenOk('mpesa_deposits', p))) return refuse(reply, 'stk', p, 'token', request.body);
    const fields = readStkCallback(request.body);
    if (!fields) return refuse(reply, 'stk', p, 'malformed', request.body);
    const outcome = await settleDeposit(ctx, p.id, { ...fields, source: 'callback', payload: request.body });
    if (outcome === 'wrong_request' || outcome === 'amount_mismatch' || outcome === 'receipt_reused') {
      request.log.warn({ depositId: p.id, outcome }, 'STK callback refused');
      return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Rejected' });
    }
    return accepted;
  });

  const result = (kind: 'b2c_result' | 'status_result') => async (request: { params: unknown; body: unknown }, reply: FastifyReply) => {
    const p = request.params as Params;
    if (!(await tokenOk('mpesa_withdrawals', p))) return refuse(reply, kind, p, 'token', request.body);
    const r = readResult(request.body);
    if (!r) return refuse(reply, kind, p, 'malformed', request.body);
    const outcome = await settleWithdrawal(ctx, p.id, {
      kind,
      originatorConversationId: r.originatorConversationId,
      resultCode: r.resultCode,
      transactionStatus: paramText(r.params, 'TransactionStatus'),
      amountKes: kind === 'b2c_result' ? paramNumber(r.params, 'TransactionAmount') : paramNumber(r.params, 'Amount'),
      receipt: kind === 'b2c_result' ? r.transactionId : (paramText(r.params, 'ReceiptNo') ?? r.transactionId),
      payload: request.body,
    });
    if (outcome === 'wrong_request' || outcome === 'amount_mismatch') return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Rejected' });
    return accepted;
  };
  app.post('/mpesa/callbacks/b2c-result/:id/:token', opts, result('b2c_result'));
  app.post('/mpesa/callbacks/status-result/:id/:token', opts, result('status_result'));

  // A request that timed out in Daraja's queue: its outcome is unknown, so ask soon rather than refund.
  const timeout = (kind: 'b2c_timeout' | 'status_timeout') => async (request: { params: unknown; body: unknown }, reply: FastifyReply) => {
    const p = request.params as Params;
    if (!(await tokenOk('mpesa_withdrawals', p))) return refuse(reply, kind, p, 'token', request.body);
    const now = ctx.clock.now();
    await ctx.db.execute(sql`UPDATE mpesa_withdrawals SET next_query_at = ${now.toISOString()}::timestamptz WHERE id = ${p.id} AND status = 'processing'`);
    await recordCallback(ctx.db, kind, p.id, 'query_scheduled', request.body, now);
    return accepted;
  };
  app.post('/mpesa/callbacks/b2c-timeout/:id/:token', opts, timeout('b2c_timeout'));
  app.post('/mpesa/callbacks/status-timeout/:id/:token', opts, timeout('status_timeout'));
};
