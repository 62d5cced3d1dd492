import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBody,
  loginResponse,
  resendCodeBody,
  signedInResponse,
  verifyCodeBody,
} from '../../../shared/schemas/auth';
import { messageResponse } from '../../../shared/schemas/common';
import { revokeSession } from '../../auth/sessions';
import { caller } from '../../http/access';
import { clientAddress } from './client-address';
import { login, resendCode, verifyLoginCode } from './login-service';
import { publicClientLimited } from '../../http/client-rate-limit';
import { ok } from '../../http/responses';

/** Login, two-step codes and logout (see docs/product/identity.md). */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = publicClientLimited(app.ctx.config);
  const tags = ['login'];

  app.post('/api/login', {
    config,
    schema: { tags, body: loginBody, response: ok(loginResponse) },
    handler: async (request) => login(app.ctx, request.body.email, request.body.password, clientAddress(request)),
  });

  app.post('/api/login/verify-code', {
    config,
    schema: { tags, body: verifyCodeBody, response: ok(signedInResponse) },
    handler: async (request) => verifyLoginCode(app.ctx, request.body.userId, request.body.verificationCode),
  });

  app.post('/api/login/resend-code', {
    config,
    schema: { tags, body: resendCodeBody, response: ok(messageResponse) },
    handler: async (request) => {
      await resendCode(app.ctx, request.body.userId);
      return { message: 'A new verification code has been sent to your email.' };
    },
  });

  app.post('/api/logout', {
    config: { access: 'signed-in' },
    schema: { tags, security: [{ bearer: [] }], response: ok(messageResponse) },
    handler: async (request) => {
      await revokeSession(app.ctx.db, caller(request).tokenHash, app.ctx.clock.now());
      return { message: 'You have been logged out.' };
    },
  });
};
