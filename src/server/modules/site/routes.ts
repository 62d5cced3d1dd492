import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../shared/schemas/common';
import { contactBody, newsletterBody } from '../../../shared/schemas/site';
import { saveContactMessage, subscribe } from './site-service';
import { publicClientLimited } from '../../http/client-rate-limit';
import { created, ok } from '../../http/responses';

/** The landing page's newsletter and Contact Support. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = publicClientLimited(app.ctx.config);

  app.post('/api/newsletter', {
    config: limited,
    schema: { tags: ['site'], body: newsletterBody, response: ok(messageResponse) },
    handler: async (request) => {
      await subscribe(app.ctx.db, request.body.email, app.ctx.clock.now());
      return { message: 'Thank you for subscribing!' };
    },
  });

  app.post('/api/contact', {
    config: limited,
    schema: { tags: ['site'], body: contactBody, response: created(messageResponse) },
    handler: async (request, reply) => {
      await saveContactMessage(app.ctx.db, request.body, app.ctx.clock.now());
      return reply.status(201).send({ message: 'Thank you! Our support team will get back to you soon.' });
    },
  });
};
