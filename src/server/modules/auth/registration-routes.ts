import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_TEXT,
  registerStep1Body,
  registerStep1Response,
  registerStep3Body,
  registerStep4Body,
} from '../../../shared/schemas/auth';
import { messageResponse, userId } from '../../../shared/schemas/common';
import { imageFile } from '../../../shared/schemas/image-file';
import { registerFormUploadRoutes } from '../../uploads/form-uploads';
import { registerStep1, registerStep2, registerStep3, registerStep4 } from './registration-service';
import { publicClientLimited } from '../../http/client-rate-limit';
import { created, ok } from '../../http/responses';

const idFile = imageFile({ message: AUTH_TEXT.uploadBothIds, nonEmpty: true });
const registerStep2Body = z.object({ userId, front_id: idFile, back_id: idFile });

/** Registration in four steps (see docs/product/identity.md), each enforced in order by the service. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = publicClientLimited(app.ctx.config);
  const tags = ['registration'];

  app.post('/api/register/step1', {
    config,
    schema: { tags, body: registerStep1Body, response: created(registerStep1Response) },
    handler: async (request, reply) => {
      const id = await registerStep1(app.ctx, request.body);
      return reply.status(201).send({ userId: id, message: 'Account created. Please upload your ID.' });
    },
  });

  await registerFormUploadRoutes(app, async (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post('/api/register/step2', {
      config: { ...config, upload: { files: 2 } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: registerStep2Body,
        response: created(messageResponse),
      },
      handler: async (request, reply) => {
        await registerStep2(app.ctx, request.body.userId, request.body.front_id, request.body.back_id);
        return reply.status(201).send({ message: 'Your ID has been uploaded.' });
      },
    });
  });

  app.post('/api/register/step3', {
    config,
    schema: { tags, body: registerStep3Body, response: ok(messageResponse) },
    handler: async (request) => {
      await registerStep3(app.ctx, request.body.userId);
      return { message: 'A verification code has been sent to your email.' };
    },
  });

  app.post('/api/register/step4', {
    config,
    schema: { tags, body: registerStep4Body, response: ok(messageResponse) },
    handler: async (request) => {
      await registerStep4(app.ctx, request.body.userId, request.body.verificationCode);
      return { message: 'Your registration is complete. You can now log in.' };
    },
  });
};
