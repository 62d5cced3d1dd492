import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse, userIdParams } from '../../../shared/schemas/common';
import {
  addMemberBody,
  addMemberResponse,
  contributeBody,
  createGoalBody,
  createGoalResponse,
  editGoalBody,
  goalIdParams,
  goalMemberParams,
  goalQuery,
  goalResponse,
  goalsListResponse,
  withdrawBody,
} from '../../../shared/schemas/goals';
import { caller } from '../../http/access';
import { idempotencyKeyHeaders, keyOrFresh } from '../../http/idempotency-key';
import { plainSerializerCompiler } from '../../http/plain-serializer';
import { created, ok } from '../../http/responses';
import { registerFormUploadRoutes } from '../../uploads/form-uploads';
import { contribute } from './goal-contribute';
import { createGoal, editGoal } from './goal-create';
import { deleteGoal } from './goal-delete';
import { addMember, removeMember } from './goal-members';
import { goalDetail, listGoals } from './goal-read';
import { withdrawFromGoal } from './goal-withdraw';

/** The goal calls, path for path (see docs/product/goals.md). */
export const goalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['goals'];

  app.get('/api/goals/:userId', {
    config: { access: { self: ['params.userId'] } },
    schema: { tags, params: userIdParams, response: ok(goalsListResponse) },
    handler: async (request) => listGoals(ctx.db, request.params.userId),
  });

  // The two routes that take a goal image; the only ones here that read a form.
  await registerFormUploadRoutes(app, async (scope) => {
    const f = scope.withTypeProvider<ZodTypeProvider>();
    f.post('/api/goals', {
      config: { access: { self: ['body.user_id'] }, upload: { files: 1 } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: createGoalBody,
        headers: idempotencyKeyHeaders,
        response: created(createGoalResponse),
      },
      handler: async (request, reply) => {
        const goal = await createGoal(ctx, caller(request).id, request.body, request.headers['idempotency-key']);
        return reply.status(201).send({ message: 'Goal added successfully!', goal });
      },
    });
    f.put('/api/goals/:goalId', {
      config: { access: 'signed-in', upload: { files: 1 } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: goalIdParams,
        body: editGoalBody,
        response: ok(goalResponse),
      },
      handler: async (request) => ({
        goal: await editGoal(ctx, request.params.goalId, caller(request).id, request.body),
      }),
    });
  });

  app.get('/api/goal/:goalId', {
    config: { access: { self: ['query.userId'], superadminMay: 'none' } },
    schema: { tags, params: goalIdParams, querystring: goalQuery, response: ok(goalResponse) },
    handler: async (request) => ({ goal: await goalDetail(ctx.db, request.params.goalId, caller(request).id) }),
  });

  app.delete('/api/goals/:goalId/delete', {
    config: { access: 'signed-in' },
    schema: { tags, params: goalIdParams, response: ok(messageResponse) },
    handler: async (request) => ({ message: await deleteGoal(ctx, request.params.goalId, caller(request).id) }),
  });

  app.post('/api/goals/:goalId/members', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      params: goalIdParams,
      body: addMemberBody,
      response: created(addMemberResponse),
    },
    handler: async (request, reply) => {
      const member = await addMember(ctx, request.params.goalId, caller(request).id, request.body.userId);
      return reply.status(201).send({ message: 'Member added successfully!', member });
    },
  });

  app.post('/api/goals/:goalId/contribute', {
    config: { access: { self: ['body.userId'] } },
    serializerCompiler: plainSerializerCompiler,
    schema: {
      tags,
      params: goalIdParams,
      body: contributeBody,
      headers: idempotencyKeyHeaders,
      response: ok(messageResponse),
    },
    handler: async (request) => ({
      message: await contribute(
        ctx,
        request.params.goalId,
        caller(request).id,
        request.body.contributionAmount,
        keyOrFresh(request.headers['idempotency-key']),
      ),
    }),
  });

  app.delete('/api/goals/:goalId/members/:userId', {
    config: { access: 'signed-in' },
    schema: { tags, params: goalMemberParams, response: ok(messageResponse) },
    handler: async (request) => ({
      message: await removeMember(ctx, request.params.goalId, caller(request).id, request.params.userId),
    }),
  });

  app.post('/api/goal/:goalId/withdraw', {
    config: { access: { self: ['body.userId'] } },
    schema: {
      tags,
      params: goalIdParams,
      body: withdrawBody,
      headers: idempotencyKeyHeaders,
      response: ok(messageResponse),
    },
    handler: async (request) => ({
      message: await withdrawFromGoal(
        ctx,
        request.params.goalId,
        caller(request).id,
        request.body.amount,
        keyOrFresh(request.headers['idempotency-key']),
      ),
    }),
  });
};
