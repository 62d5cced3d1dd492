import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, userIdParams } from '../../../shared/schemas/common';
import { ussdPinBody, ussdPinSaved, ussdPinStatus } from '../../../shared/schemas/ussd';
import { pinStatus, setPin } from './ussd-pin';
import { clientRateLimit } from '../../http/client-rate-limit';
import { ok } from '../../http/responses';

/** The USSD PIN in settings: whether one is set (and locked), and setting or changing it with the password. */
export const pinRoutes: FastifyPluginAsyncZod = async (app) => {
  const self = { access: { self: ['params.userId' as const] } };

  app.get('/api/users/:userId/ussd-pin', {
    config: self,
    schema: { tags: ['ussd'], params: userIdParams, response: ok(ussdPinStatus) },
    handler: async (request) => pinStatus(app.ctx.db, request.params.userId, app.ctx.clock.now()),
  });

  app.put('/api/users/:userId/ussd-pin', {
    config: { ...self, rateLimit: clientRateLimit(app.ctx.config) },
    schema: {
      tags: ['ussd'],
      description: 'Sets or changes the 4-digit USSD PIN; needs the account password. A new PIN lifts a USSD lock.',
      params: userIdParams,
      body: ussdPinBody,
      response: ok(messageResponse),
    },
    handler: async (request) => {
      await setPin(app.ctx, request.params.userId, request.body);
      return { message: ussdPinSaved(app.ctx.config.ussdCode) };
    },
  });
};
