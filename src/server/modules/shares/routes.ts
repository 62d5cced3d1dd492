import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParams } from '../../../shared/schemas/common';
import {
  buyerLookupQuery,
  buyerLookupResponse,
  buySharesBody,
  buySharesResponse,
  declareDividendBody,
  declareDividendResponse,
  dividendPreviewQuery,
  dividendPreviewResponse,
  holderListQuery,
  holdingResponse,
  investorsResponse,
  shareholdingsResponse,
  shareSettingsBody,
  shareSettingsResponse,
  shareTransferBody,
  shareTransferParams,
  shareTransferResponse,
} from '../../../shared/schemas/shares';
import { caller } from '../../http/access';
import { idempotencyKeyHeaders } from '../../http/idempotency-key';
import { created, listPageOf, ok } from '../../http/responses';
import { declareDividend, previewDividend } from './dividends';
import { BUYER_LOOKUP_WINDOW, BUYER_LOOKUPS, buyerAt } from './share-buyer';
import { buyShares, updateShareSettings } from './share-buy';
import { holdersPage, holdingOf } from './share-read';
import { decideTransfer, offerTransfer } from './share-transfers';

/** Community shareholding (docs/product/shares.md). */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shares'];

  app.put('/superadmin/shares', {
    config: { access: 'superadmin' },
    schema: { tags, body: shareSettingsBody, response: ok(shareSettingsResponse) },
    handler: async (request) => updateShareSettings(app.ctx, caller(request).id, request.body),
  });

  app.post('/api/shares/buy', {
    config: { access: { self: ['body.userId'] } },
    schema: {
      tags,
      body: buySharesBody,
      headers: idempotencyKeyHeaders,
      response: ok(buySharesResponse),
    },
    handler: async (request) =>
      buyShares(app.ctx, caller(request).id, request.body, request.headers['idempotency-key']),
  });

  // Who an offer to a phone would reach, before it is sent; counted per user (decision 066).
  app.get('/api/shares/buyer', {
    config: {
      access: 'signed-in',
      rateLimit: {
        max: BUYER_LOOKUPS,
        timeWindow: BUYER_LOOKUP_WINDOW,
        hook: 'preHandler',
        keyGenerator: (request) => `share-buyer:${caller(request).id}`,
      },
    },
    schema: { tags, querystring: buyerLookupQuery, response: ok(buyerLookupResponse) },
    handler: async (request) => buyerAt(app.ctx.db, caller(request).id, request.query.phone),
  });

  app.post('/api/shares/transfers', {
    config: { access: { self: ['body.userId'] } },
    schema: { tags, body: shareTransferBody, response: created(shareTransferResponse) },
    handler: async (request, reply) =>
      reply.status(201).send(await offerTransfer(app.ctx, caller(request).id, request.body)),
  });

  for (const action of ['accept', 'decline', 'cancel'] as const) {
    app.post(`/api/shares/transfers/:id/${action}`, {
      config: { access: 'signed-in' },
      schema: {
        tags,
        params: shareTransferParams,
        headers: idempotencyKeyHeaders,
        response: ok(shareTransferResponse),
      },
      handler: async (request) => decideTransfer(app.ctx, caller(request).id, request.params.id, action),
    });
  }

  app.get('/api/shares/:userId', {
    config: { access: { self: ['params.userId'] } },
    schema: { tags, params: userIdParams, response: ok(holdingResponse) },
    handler: async (request) => holdingOf(app.ctx.db, request.params.userId),
  });

  app.get('/superadmin/dividends/preview', {
    config: { access: 'superadmin' },
    schema: { tags, querystring: dividendPreviewQuery, response: ok(dividendPreviewResponse) },
    handler: async (request) => previewDividend(app.ctx, request.query),
  });

  app.post('/superadmin/dividends', {
    config: { access: 'superadmin' },
    schema: {
      tags,
      body: declareDividendBody,
      headers: idempotencyKeyHeaders,
      response: created(declareDividendResponse),
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await declareDividend(app.ctx, caller(request).id, request.body, request.headers['idempotency-key'])),
  });

  app.get('/superadmin/investors', {
    config: { access: 'superadmin' },
    schema: { tags, querystring: holderListQuery, response: ok(investorsResponse) },
    handler: async (request) =>
      listPageOf(await holdersPage(app.ctx.db, request.query), (investors) => ({ investors })),
  });

  app.get('/superadmin/shareholdings', {
    config: { access: 'superadmin' },
    schema: { tags, querystring: holderListQuery, response: ok(shareholdingsResponse) },
    handler: async (request) =>
      listPageOf(await holdersPage(app.ctx.db, request.query), (shareholders) => ({ shareholders })),
  });
};
