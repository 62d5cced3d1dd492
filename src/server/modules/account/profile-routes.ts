import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileEditResponse, profileResponse, userIdParams } from '../../../shared/schemas/account';
import { errorResponses } from '../../../shared/schemas/common';
import { imageFile } from '../../uploads/image-field';
import { editProfile, getProfile } from './profile-service';

/** Multipart (or JSON) fields of the profile edit; empty name or phone keep the current value. */
const profileEditBody = z.object({
  name: z.string().max(500).optional(),
  phone: z.string().max(40).optional(),
  profilePic: imageFile.optional(),
});

/** GET and PUT of the user's profile (spec §7 User data). */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const self = { access: { self: ['params.userId' as const] } };

  r.get('/api/profiles/:userId', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, response: { 200: profileResponse, ...errorResponses } },
    handler: async (request) => getProfile(app.ctx.db, request.params.userId),
  });

  r.put('/api/profiles/:userId/edit', {
    config: self,
    schema: { tags: ['account'], params: userIdParams, body: profileEditBody, response: { 200: profileEditResponse, ...errorResponses } },
    handler: async (request) => {
      const { name, phone, profilePic } = request.body;
      const user = await editProfile(app.ctx.db, request.params.userId, { name, phone, picture: profilePic }, app.ctx.clock.now());
      return { user };
    },
  });
};
