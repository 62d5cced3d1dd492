import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, messageResponse } from '../../../shared/schemas/common';
import { depositBody, depositResponse, idempotencyHeaders, idParams, moneyStartedResponse, withdrawalBody, withdrawalResponse } from '../../../shared/schemas/wallet';
import { caller } from '../../http/access';
import { depositFor, startDeposit } from './deposit-service';
import { moneyTexts } from './money-texts';
import { viewOf } from './mpesa-rows';
import { startWithdrawal, withdrawalFor } from './withdrawal-service';

const responses = { 200: moneyStartedResponse, 201: moneyStartedResponse, 502: messageResponse, ...errorResponses };
const kes = (cents: bigint) => BigInt(cents);

/** POST /api/deposits and /api/withdrawals (spec §7) and their live status for the waiting screen. */
export const moneyRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post('/api/deposits', {
    config: { access: { self: ['body.userId'] } },
    schema: { tags: ['wallet'], body: depositBody, headers: idempotencyHeaders, response: responses },
    handler: async (request, reply) => {
      const b = request.body;
      const { created, deposit } = await startDeposit(ctx, { userId: b.userId, amountKes: b.amount, phone: b.mpesaNumber, description: b.description, idempotencyKey: request.headers['idempotency-key'] });
      return reply.status(created ? 201 : 200).send({ message: moneyTexts.depositProcessing(kes(deposit.amount_cents)).en, depositId: deposit.id, status: deposit.status });
    },
  });

  r.get('/api/deposits/:id', {
    config: { access: 'signed-in' },
    schema: { tags: ['wallet'], params: idParams, response: { 200: depositResponse, ...errorResponses } },
    handler: async (request) => {
      const me = caller(request);
      return { deposit: viewOf(await depositFor(ctx, request.params.id, me.id, me.role === 'superadmin')) };
    },
  });

  r.post('/api/withdrawals', {
    config: { access: { self: ['body.userId'] } },
    schema: { tags: ['wallet'], body: withdrawalBody, headers: idempotencyHeaders, response: responses },
    handler: async (request, reply) => {
      const b = request.body;
      const { created, withdrawal } = await startWithdrawal(ctx, { userId: b.userId, amountKes: b.amount, phone: b.mpesaNumber, description: b.description, idempotencyKey: request.headers['idempotency-key'] });
      return reply.status(created ? 201 : 200).send({ message: moneyTexts.withdrawalProcessing(kes(withdrawal.amount_cents)).en, withdrawalId: withdrawal.id, status: withdrawal.status });
    },
  });

  r.get('/api/withdrawals/:id', {
    config: { access: 'signed-in' },
    schema: { tags: ['wallet'], params: idParams, response: { 200: withdrawalResponse, ...errorResponses } },
    handler: async (request) => {
      const me = caller(request);
      return { withdrawal: viewOf(await withdrawalFor(ctx, request.params.id, me.id, me.role === 'superadmin')) };
    },
  });
};
