import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageResponse, userIdParams } from '../../../shared/schemas/common';
import { notificationBody, notificationCreatedResponse, notificationsResponse } from '../../../shared/schemas/wallet';
import type { Db } from '../../db/client';
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

  /** An action on one of the caller's own notifications, named by its id: `act`, then answer `message`. */
  const onOwn =
    (act: (db: Db, id: string, userId: string) => Promise<void>, message: string) =>
    async (request: FastifyRequest & { params: { id: string } }) => {
      await act(db, request.params.id, caller(request).id);
      return { message };
    };

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
    handler: onOwn(markRead, 'Notification marked as read.'),
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
    handler: onOwn(deleteNotification, 'Notification deleted.'),
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
