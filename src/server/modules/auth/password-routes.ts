import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordBody, resetPasswordBody, resetPasswordParams } from '../../../shared/schemas/auth';
import { messageResponse } from '../../../shared/schemas/common';
import { forgotPassword, resetPassword } from './password-service';
import { publicClientLimited } from '../../http/client-rate-limit';
import { ok } from '../../http/responses';

/** Forgot and reset password (see docs/product/identity.md). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = publicClientLimited(app.ctx.config);
  const tags = ['password'];

  app.post('/api/forgot-password', {
    config,
    schema: { tags, body: forgotPasswordBody, response: ok(messageResponse) },
    handler: async (request) => {
      await forgotPassword(app.ctx, request.body.email);
      return { message: 'If an account exists for this email, a password reset link has been sent to it.' };
    },
  });

  app.post('/api/reset-password/:token', {
    config,
    schema: {
      tags,
      params: resetPasswordParams,
      body: resetPasswordBody,
      response: ok(messageResponse),
    },
    handler: async (request) => {
      await resetPassword(app.ctx, request.params.token, request.body.password);
      return { message: 'Your password has been reset. You can now log in.' };
    },
  });
};
