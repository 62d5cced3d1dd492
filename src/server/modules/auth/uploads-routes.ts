import type { FastifyPluginAsync } from 'fastify';
import { uploadParams } from '../../../shared/schemas/auth';
import { errorResponses } from '../../../shared/schemas/common';
import { caller } from '../../http/access';
import { readUpload } from './uploads-service';

/** GET /api/uploads/{id}: an image's bytes, for those who may see it (see uploads-service). */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  // bytes, not JSON: no 200 schema, so the plain (untyped-reply) route API
  app.get<{ Params: { id: string } }>('/api/uploads/:id', {
    config: { access: 'signed-in' },
    schema: { tags: ['uploads'], security: [{ bearer: [] }], params: uploadParams, response: errorResponses },
    handler: async (request, reply) => {
      const upload = await readUpload(app.ctx.db, request.params.id, caller(request));
      return reply.header('content-type', upload.contentType).header('cache-control', 'no-store').send(upload.bytes);
    },
  });
};
