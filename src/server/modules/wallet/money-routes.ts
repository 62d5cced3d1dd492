import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses, idParams, messageResponse } from '../../../shared/schemas/common';
import {
  depositBody,
  depositResponse,
  moneyStartedResponse,
  payoutCodeRequiredResponse,
  withdrawalBody,
  withdrawalResponse,
} from '../../../shared/schemas/wallet';
import { caller } from '../../http/access';
import { idempotencyKeyHeaders } from '../../http/idempotency-key';
import { createdOrReplayed, ok } from '../../http/responses';
import { depositFor, type StartInput, startDeposit } from './deposit-service';
import { moneyTexts } from './money-texts';
import { viewOf } from './mpesa-rows';
import { startWithdrawal, withdrawalFor } from './withdrawal-service';

const responses = { 200: moneyStartedResponse, 201: moneyStartedResponse, 502: messageResponse, ...errorResponses };

/** What starting a deposit or a withdrawal takes from its request. */
function startInput(request: {
  body: Pick<z.output<typeof depositBody>, 'userId' | 'amount' | 'mpesaNumber' | 'description'>;
  headers: { 'idempotency-key'?: string };
}): StartInput {
  const b = request.body;
  return {
    userId: b.userId,
    amountKes: b.amount,
    phone: b.mpesaNumber,
    description: b.description,
    idempotencyKey: request.headers['idempotency-key'],
  };
}

/** Who reads a deposit or withdrawal: its owner, or the superadmin (anyone's). */
function reader(request: FastifyRequest): [callerId: string, isSuperadmin: boolean] {
  const me = caller(request);
  return [me.id, me.role === 'superadmin'];
}

/** The app a route plugin gets, its routes typed by their zod schemas. */
type ZodRoutes = Parameters<FastifyPluginAsyncZod>[0];

type StatusResponse = typeof depositResponse | typeof withdrawalResponse;

/** GET `path` (ending in /:id): a deposit's or withdrawal's live status for the waiting screen. */
function statusRoute(
  app: ZodRoutes,
  path: string,
  response: StatusResponse,
  read: (id: string, callerId: string, isSuperadmin: boolean) => Promise<z.output<StatusResponse>>,
) {
  app.get(path, {
    config: { access: 'signed-in' },
    schema: { tags: ['wallet'], params: idParams, response: ok(response) },
    handler: async (request) => read(request.params.id, ...reader(request)),
  });
}

/** POST /api/deposits and /api/withdrawals (see docs/product/wallet-and-mpesa.md) and their live status for the waiting screen. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post('/api/deposits', {
    config: { access: { self: ['body.userId'] } },
    schema: { tags: ['wallet'], body: depositBody, headers: idempotencyKeyHeaders, response: responses },
    handler: async (request, reply) => {
      const { created, deposit } = await startDeposit(ctx, startInput(request));
      return reply.status(createdOrReplayed(created)).send({
        message: moneyTexts.depositProcessing(deposit.amount_cents).en,
        depositId: deposit.id,
        status: deposit.status,
      });
    },
  });

  statusRoute(app, '/api/deposits/:id', depositResponse, async (id, ...who) => ({
    deposit: viewOf(await depositFor(ctx, id, ...who)),
  }));

  // To a number new to the account the first answer is 428 with a code mailed to the owner; the
  // same request with verificationCode then pays, and the number needs no code again.
  app.post('/api/withdrawals', {
    config: { access: { self: ['body.userId'] } },
    schema: {
      tags: ['wallet'],
      description:
        "Pays out to mpesaNumber. The account's own phone, or a number confirmed before, pays at once. Any other number answers 428 " +
        `{ message, code: 'withdrawal_code_required' }, nothing moves, and a 6-digit code (10 minutes, 5 tries, single use) is mailed to the owner; ` +
        'the same request with verificationCode then pays and remembers the number. A wrong code answers 400, too many 429.',
      body: withdrawalBody,
      headers: idempotencyKeyHeaders,
      response: { ...responses, 428: payoutCodeRequiredResponse },
    },
    handler: async (request, reply) => {
      const { created, withdrawal } = await startWithdrawal(ctx, {
        ...startInput(request),
        verificationCode: request.body.verificationCode,
      });
      return reply.status(createdOrReplayed(created)).send({
        message: moneyTexts.withdrawalProcessing(withdrawal.amount_cents).en,
        withdrawalId: withdrawal.id,
        status: withdrawal.status,
      });
    },
  });

  statusRoute(app, '/api/withdrawals/:id', withdrawalResponse, async (id, ...who) => ({
    withdrawal: viewOf(await withdrawalFor(ctx, id, ...who)),
  }));
};
