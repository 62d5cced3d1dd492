import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { toKes } from '../../../shared/money';
import { errorResponses, idParams } from '../../../shared/schemas/common';
import {
  communitiesListResponse,
  communityMemberParams,
  communityResponse,
  contributionBody,
  contributionResponse,
  createCommunityBody,
  createCommunityResponse,
  leaveResponse,
  loanIdParams,
  loansResponse,
  payoutBody,
  payoutIdParams,
  payoutResponse,
  type PayoutResponse,
  type PayoutView,
  payoutsResponse,
  repayBody,
  repayResponse,
  roleBody,
  roleResponse,
  rotationBody,
  rotationResponse,
} from '../../../shared/schemas/communities';
import { statementQuery, statementResponse } from '../../../shared/schemas/community-statement';
import { acceptInvitationResponse } from '../../../shared/schemas/community-invitations';
import type { AppContext } from '../../context';
import { caller } from '../../http/access';
import { idempotencyKeyHeaders, keyOrFresh } from '../../http/idempotency-key';
import { created, ok } from '../../http/responses';
import { contribute } from './community-contribute';
import { createCommunity } from './community-create';
import { leave } from './community-leave';
import { listLoans, repayLoan } from './community-loans';
import { answerInvitation, setRole } from './community-members';
import { invitationRoutes } from './invitation-routes';
import { loanQuoteRoutes } from './loan-quote-routes';
import { guaranteeRoutes } from './guarantee-routes';
import { listPayouts } from './community-payout-rows';
import { approvePayout, rejectPayout } from './community-payouts';
import { proposePayout, proposeShareOut } from './community-requests';
import { communityDetail, detailOf, listCommunities, partsView } from './community-read';
import { readRotation, setRotation } from './community-rotation';
import { loadCommunity } from './community-store';
import { poolStatement, statementOf } from './community-statement';
import { statementCsv } from './pool-statement-csv';
import { poolProof } from './pool-proof';
import { poolProofResponse } from '../../../shared/schemas/community-proof';
import { communityMessages } from './community-texts';
import { statementPdf } from '../statements';

/** A service that makes a proposal the members vote on, under the client's Idempotency-Key (null: none sent). */
type Propose<Body> = (
  ctx: AppContext,
  communityId: string,
  callerId: string,
  body: Body,
  key: string | null,
) => Promise<PayoutView>;

/** Communities (chamas): docs/product/communities.md. Every route is for signed-in users; services check membership and roles. */
export const communitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['communities'];
  const config = { access: 'signed-in' as const };

  /** The schema of a proposal the members vote on (a payout, a loan, a share-out), made once per Idempotency-Key. */
  const proposalSchema = {
    tags,
    headers: idempotencyKeyHeaders,
    params: idParams,
    response: created(payoutResponse),
  };

  /** A proposal's handler: `propose` under the client's key (null: none sent); 201 with `message` and the payout. */
  const proposal =
    <Body>(message: string, propose: Propose<Body>) =>
    async (
      request: FastifyRequest & { params: { id: string }; body: Body; headers: { 'idempotency-key'?: string } },
      reply: { status(code: 201): { send(payload: PayoutResponse): void } },
    ) => {
      const key = request.headers['idempotency-key'] ?? null;
      const payout = await propose(ctx, request.params.id, caller(request).id, request.body, key);
      return reply.status(201).send({ message, payout });
    };

  app.post('/api/communities', {
    config,
    schema: { tags, body: createCommunityBody, response: created(createCommunityResponse) },
    handler: async (request, reply) => {
      const me = caller(request).id;
      const id = await createCommunity(ctx, me, request.body);
      const community = await detailOf(ctx, ctx.db, await loadCommunity(ctx.db, id), {
        user_id: me,
        role: 'chairperson',
      });
      return reply.status(201).send({ message: communityMessages.created, community });
    },
  });

  app.get('/api/communities', {
    config,
    schema: { tags, response: ok(communitiesListResponse) },
    handler: async (request) => ({ communities: await listCommunities(ctx, caller(request).id) }),
  });

  app.get('/api/communities/:id', {
    config,
    schema: { tags, params: idParams, response: ok(communityResponse) },
    handler: async (request) => ({ community: await communityDetail(ctx, request.params.id, caller(request).id) }),
  });

  await app.register(invitationRoutes);
  await app.register(loanQuoteRoutes);
  await app.register(guaranteeRoutes);

  for (const [answer, accepted, message] of [
    ['accept', true, communityMessages.accepted],
    ['decline', false, communityMessages.declined],
  ] as const) {
    app.post(`/api/community-invitations/:id/${answer}`, {
      config,
      schema: { tags, params: idParams, response: ok(acceptInvitationResponse) },
      handler: async (request) => ({
        message,
        community_id: await answerInvitation(ctx, request.params.id, caller(request).id, accepted),
      }),
    });
  }

  app.put('/api/communities/:id/members/:userId/role', {
    config,
    schema: { tags, params: communityMemberParams, body: roleBody, response: ok(roleResponse) },
    handler: async (request) => ({
      message: communityMessages.roleChanged,
      member: await setRole(ctx, request.params.id, caller(request).id, request.params.userId, request.body.role),
    }),
  });

  app.get('/api/communities/:id/rotation', {
    config,
    schema: { tags, params: idParams, response: ok(rotationResponse) },
    handler: async (request) => readRotation(ctx, request.params.id, caller(request).id),
  });

  app.put('/api/communities/:id/rotation', {
    config,
    schema: {
      tags,
      params: idParams,
      body: rotationBody,
      response: ok(rotationResponse),
    },
    handler: async (request) => setRotation(ctx, request.params.id, caller(request).id, request.body),
  });

  app.post('/api/communities/:id/contributions', {
    config,
    schema: {
      tags,
      headers: idempotencyKeyHeaders,
      params: idParams,
      body: contributionBody,
      response: created(contributionResponse),
    },
    handler: async (request, reply) => {
      const done = await contribute(
        ctx,
        request.params.id,
        caller(request).id,
        request.body.amount,
        keyOrFresh(request.headers['idempotency-key']),
      );
      return reply.status(201).send({
        message: communityMessages.contributed,
        contribution: { contribution_id: done.contributionId, amount: toKes(done.amountCents) },
        dues: toKes(done.dues.total),
        duesParts: partsView(done.dues),
        poolBalance: toKes(done.poolCents),
      });
    },
  });

  app.get('/api/communities/:id/payouts', {
    config,
    schema: { tags, params: idParams, response: ok(payoutsResponse) },
    handler: async (request) => ({ payouts: await listPayouts(ctx, request.params.id, caller(request).id) }),
  });

  app.post('/api/communities/:id/payouts', {
    config,
    schema: { ...proposalSchema, body: payoutBody },
    handler: proposal(communityMessages.proposed, proposePayout),
  });

  for (const [decision, decide] of [
    ['approve', approvePayout],
    ['reject', rejectPayout],
  ] as const) {
    app.post(`/api/communities/:id/payouts/:payoutId/${decision}`, {
      config,
      schema: { tags, params: payoutIdParams, response: ok(payoutResponse) },
      handler: async (request) => decide(ctx, request.params.id, request.params.payoutId, caller(request).id),
    });
  }

  app.get('/api/communities/:id/loans', {
    config,
    schema: { tags, params: idParams, response: ok(loansResponse) },
    handler: async (request) => ({ loans: await listLoans(ctx, request.params.id, caller(request).id) }),
  });

  app.post('/api/communities/:id/loans/:loanId/repay', {
    config,
    schema: {
      tags,
      headers: idempotencyKeyHeaders,
      params: loanIdParams,
      body: repayBody,
      response: ok(repayResponse),
    },
    handler: async (request) => ({
      message: communityMessages.repaid,
      loan: await repayLoan(
        ctx,
        request.params.id,
        request.params.loanId,
        caller(request).id,
        request.body.amount,
        keyOrFresh(request.headers['idempotency-key']),
      ),
    }),
  });

  app.post('/api/communities/:id/share-out', {
    config,
    schema: proposalSchema,
    handler: proposal(communityMessages.shareOutProposed, (c, id, me, _body, key) => proposeShareOut(c, id, me, key)),
  });

  app.delete('/api/communities/:id/members/:userId', {
    config,
    schema: { tags, params: communityMemberParams, response: ok(leaveResponse) },
    handler: async (request) => {
      const me = caller(request).id;
      const refunded = await leave(ctx, request.params.id, me, request.params.userId);
      return {
        message: request.params.userId === me ? communityMessages.left : communityMessages.removed,
        refunded: toKes(refunded),
      };
    },
  });

  app.get('/api/communities/:id/proof', {
    config,
    schema: { tags, params: idParams, response: ok(poolProofResponse) },
    handler: async (request) => poolProof(ctx, request.params.id, caller(request).id),
  });

  // JSON, CSV or PDF: no 200 schema (the JSON's shape is statementResponse), so the untyped-reply route API.
  app.get<{ Params: z.output<typeof idParams>; Querystring: z.output<typeof statementQuery> }>(
    '/api/communities/:id/statement',
    {
      config,
      schema: { tags, params: idParams, querystring: statementQuery, response: errorResponses },
      handler: async (request, reply) => {
        const q = request.query;
        if (q.format === 'pdf') {
          const pdf = await poolStatement(ctx, request.params.id, caller(request).id, q.from, q.to);
          return reply
            .type('application/pdf')
            .header('content-disposition', `attachment; filename="pool-statement-${request.params.id.slice(0, 8)}.pdf"`)
            .send(await statementPdf(pdf.header, pdf.statement));
        }
        const { statement, language } = await statementOf(ctx, request.params.id, caller(request).id, q.from, q.to);
        const file = `pool-statement-${statement.community_id.slice(0, 8)}`;
        if (q.format === 'csv') {
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${file}.csv"`)
            .send(statementCsv(statement, language));
        }
        return reply.send(statementResponse.parse({ statement }));
      },
    },
  );
};
