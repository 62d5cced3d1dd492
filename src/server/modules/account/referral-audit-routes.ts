import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReferralsResponse } from '../../../shared/schemas/account';
import { userIdParams } from '../../../shared/schemas/common';
import { referralAudit } from './referral-audit';
import { ok } from '../../http/responses';

/** The console's view of a user's referrals and why each one earned or did not. */
export const referralAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/superadmin/user-details/:userId/referrals', {
    config: { access: 'superadmin' },
    schema: {
      tags: ['superadmin'],
      params: userIdParams,
      response: ok(adminReferralsResponse),
    },
    handler: async (request) => referralAudit(app.ctx.db, request.params.userId),
  });
};
