import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, userIdParams } from '../../../shared/schemas/common';
import {
  idParams,
  notificationBody,
  notificationCreatedResponse,
  notificationsResponse,
} from '../../../shared/schemas/wallet';
import { caller } from '../../http/access';
import { requestedLanguage } from '../../http/reader-language';
import { created, ok } from '../../http/responses';
import {
  createNotification,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
} from './notification-service';

/** The user's in-app notifications: list, mark read, delete, and a note of their own. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;

  app.get('/api/notifications/:userId', {
    config: { access: { self: ['params.userId' as const] } },
    schema: {
      tags: ['notifications'],
      params: userIdParams,
      response: ok(notificationsResponse),
    },
    handler: async (request) => ({
      notifications: await listNotifications(db, request.params.userId, requestedLanguage(request)),
    }),
  });

  app.put('/api/notifications/:id/mark-as-read', {
    config: { access: 'signed-in' },
    schema: { tags: ['notifications'], params: idParams, response: ok(messageResponse) },
    handler: async (request) => {
      await markRead(db, request.params.id, caller(request).id);
      return { message: 'Notification marked as read.' };
    },
  });

  // "Mark all as read": one call, the user's own notifications only.
  app.put('/api/notifications/:userId/mark-all-as-read', {
    config: { access: { self: ['params.userId' as const] } },
    schema: { tags: ['notifications'], params: userIdParams, response: ok(messageResponse) },
    handler: async (request) => {
      await markAllRead(db, request.params.userId);
      return { message: 'All notifications marked as read.' };
    },
  });

  app.delete('/api/notifications/:id', {
    config: { access: 'signed-in' },
    schema: { tags: ['notifications'], params: idParams, response: ok(messageResponse) },
    handler: async (request) => {
      await deleteNotification(db, request.params.id, caller(request).id);
      return { message: 'Notification deleted.' };
    },
  });

  app.post('/api/notifications', {
    config: { access: { self: ['body.user_id'], superadminMay: 'none' } },
    schema: {
      tags: ['notifications'],
      body: notificationBody,
      response: created(notificationCreatedResponse),
    },
    handler: async (request, reply) => {
      const n = await createNotification(db, request.body.user_id, request.body.message, app.ctx.clock.now());
      return reply.status(201).send({ message: 'Notification created.', notification: n });
    },
  });
};
