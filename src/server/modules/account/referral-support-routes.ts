import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToSavingsBody, feedbackBody, referralsResponse, supportBody } from '../../../shared/schemas/account';
import { messageResponse, userIdParams } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { redeemReferralRewards, referralSummary } from './referral-service';
import { saveFeedback, saveSupportMessage } from './support-service';
import { clientRateLimit } from '../../http/client-rate-limit';
import { ok } from '../../http/responses';

/** Referrals and rewards, the help screen's support form and feedback (see docs/product/referrals.md). */
export const referralSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodySelf = { access: { self: ['body.userId' as const] } };
  const limited = { ...bodySelf, rateLimit: clientRateLimit(app.ctx.config) };

  /** A message from the help screen (support, feedback): stored, then answered with `thanks`. */
  const stores =
    <Body>(save: (db: Db, body: Body, at: Date) => Promise<void>, thanks: string) =>
    async (request: { body: Body }) => {
      await save(app.ctx.db, request.body, app.ctx.clock.now());
      return { message: thanks };
    };

  app.get('/api/referrals/:userId', {
    config: { access: { self: ['params.userId'] } },
    schema: { tags: ['referrals'], params: userIdParams, response: ok(referralsResponse) },
    handler: async (request) => referralSummary(app.ctx, request.params.userId),
  });

  app.post('/api/add-to-savings', {
    config: bodySelf,
    schema: { tags: ['referrals'], body: addToSavingsBody, response: ok(messageResponse) },
    handler: async (request) => {
      await redeemReferralRewards(app.ctx, request.body.userId, request.body.amount);
      return { message: 'Unredeemed rewards have been successfully added to your savings!' };
    },
  });

  app.post('/api/support', {
    config: limited,
    schema: { tags: ['support'], body: supportBody, response: ok(messageResponse) },
    handler: stores(saveSupportMessage, 'Thank you! Our support team will get back to you soon.'),
  });

  app.post('/api/feedback', {
    config: limited,
    schema: { tags: ['support'], body: feedbackBody, response: ok(messageResponse) },
    handler: stores(saveFeedback, 'Thank you for your feedback!'),
  });
};
