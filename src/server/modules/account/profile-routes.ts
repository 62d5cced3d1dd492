import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileDetailsBody, profileEditResponse, profileResponse } from '../../../shared/schemas/account';
import { userIdParams } from '../../../shared/schemas/common';
import { registerFormUploadRoutes } from '../../uploads/form-uploads';
import { imageFile } from '../../../shared/schemas/image-file';
import { editProfile, getProfile } from './profile-service';
import { ok } from '../../http/responses';

/** Multipart (or JSON) fields of the profile edit; empty name or phone keep the current value. */
const profileEditBody = profileDetailsBody.extend({ profilePic: imageFile().optional() });

/** GET and PUT of the user's profile (see docs/product/account-and-settings.md). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const self = { access: { self: ['params.userId' as const] } };

  app.get('/api/profiles/:userId', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, response: ok(profileResponse) },
    handler: async (request) => getProfile(app.ctx.db, request.params.userId),
  });

  await registerFormUploadRoutes(app, async (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().put('/api/profiles/:userId/edit', {
      config: { ...self, upload: { files: 1 } },
      schema: {
        tags: ['account'],
        params: userIdParams,
        body: profileEditBody,
        response: ok(profileEditResponse),
      },
      handler: async (request) => {
        const { name, phone, profilePic } = request.body;
        const user = await editProfile(
          app.ctx.db,
          request.params.userId,
          { name, phone, picture: profilePic },
          app.ctx.clock.now(),
        );
        return { user };
      },
    });
  });
};
