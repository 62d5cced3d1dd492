import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { localPhone } from '../../../shared/phone';
import { payInfoResponse } from '../../../shared/schemas/paybill';
import { col, queryRow } from '../../db/typed-rows';
import { caller } from '../../http/access';
import { ok } from '../../http/responses';

/**
 * GET /api/pay-info: how the signed-in user pays in without the app — the paybill's business
 * number, their wallet's account number (their phone) and the USSD code (docs/product/paybill.md).
 */
export const payInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get('/api/pay-info', {
    config: { access: 'signed-in' },
    schema: { tags: ['wallet'], response: ok(payInfoResponse) },
    handler: async (request) => {
      const me = await queryRow(
        ctx.db,
        z.object({ phone: col.text.nullable() }),
        sql`SELECT phone FROM users WHERE id = ${caller(request).id}`,
      );
      return {
        paybill: ctx.config.mpesa.c2bShortcode,
        walletAccount: me?.phone ? localPhone(me.phone) : '',
        ussdCode: ctx.config.ussdCode,
      };
    },
  });
};
