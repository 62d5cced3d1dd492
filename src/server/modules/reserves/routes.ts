import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toKes } from '../../../shared/money';
import { userIdParams } from '../../../shared/schemas/common';
import {
  attestResponse,
  reservesProofQuery,
  reservesProofResponse,
  reservesResponse,
} from '../../../shared/schemas/reserves';
import { publicClientLimited } from '../../http/client-rate-limit';
import { created, ok } from '../../http/responses';
import { attest } from './attest';
import type { FloatSource } from './float-source';
import { publicReserves, reservesProof } from './reserves-read';

/** Proof of reserves (docs/product/proof.md): the public figures, each saver's proof, and an attestation on demand. */
export const reservesRoutes =
  (floatSource: FloatSource): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/reserves', {
      config: publicClientLimited(app.ctx.config),
      schema: { tags: ['reserves'], response: ok(reservesResponse) },
      handler: async () => publicReserves(app.ctx.db),
    });

    app.get('/api/users/:userId/reserves-proof', {
      config: { access: { self: ['params.userId'] } },
      schema: {
        tags: ['reserves'],
        params: userIdParams,
        querystring: reservesProofQuery,
        response: ok(reservesProofResponse),
      },
      handler: async (request) => reservesProof(app.ctx.db, request.params.userId, request.query.attestation_id),
    });

    app.post('/superadmin/reserves/attest', {
      config: { access: 'superadmin' },
      schema: { tags: ['reserves'], response: created(attestResponse) },
      handler: async (request, reply) => {
        const made = await attest(app.ctx, floatSource, { requestedBy: request.user?.id });
        if (!made) throw new Error('an attestation on demand names no night, so it is always taken');
        return reply.status(201).send({
          attestation_id: made.id.toString(),
          root: made.root,
          liabilities: toKes(made.liabilitiesCents),
          assets: toKes(made.assetsCents),
        });
      },
    });
  };
