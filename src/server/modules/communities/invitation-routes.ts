import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageResponse } from '../../../shared/schemas/common';
import {
  invitationIdParams,
  invitationsResponse,
  inviteBody,
  inviteResponse,
  waitingInvitationsResponse,
} from '../../../shared/schemas/community-invitations';
import { caller } from '../../http/access';
import { created, ok } from '../../http/responses';
import { invite, listInvitations, waitingInvitations, withdrawInvitation } from './community-invitations';
import { communityMessages } from './community-texts';

/** Inviting to a community, the invitee's list and the officials' list of invitations still waiting (docs/product/communities.md). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'signed-in' as const };
  const [ctx, tags] = [app.ctx, ['communities']];

  app.post('/api/communities/:id/invitations', {
    config,
    schema: { tags, params: idParams, body: inviteBody, response: created(inviteResponse) },
    handler: async (request, reply) => {
      const id = await invite(ctx, request.params.id, caller(request).id, request.body);
      return reply.status(201).send({ message: communityMessages.invited, invitation_id: id });
    },
  });

  app.get('/api/communities/:id/invitations', {
    config,
    schema: { tags, params: idParams, response: ok(waitingInvitationsResponse) },
    handler: async (request) => ({
      invitations: await waitingInvitations(ctx, request.params.id, caller(request).id),
    }),
  });

  app.delete('/api/communities/:id/invitations/:invitationId', {
    config,
    schema: { tags, params: invitationIdParams, response: ok(messageResponse) },
    handler: async (request) => {
      await withdrawInvitation(ctx, request.params.id, request.params.invitationId, caller(request).id);
      return { message: communityMessages.withdrawn };
    },
  });

  app.get('/api/community-invitations', {
    config,
    schema: { tags, response: ok(invitationsResponse) },
    handler: async (request) => ({ invitations: await listInvitations(ctx, caller(request).id) }),
  });
};
