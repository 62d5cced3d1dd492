import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, messageResponse } from '../../../shared/schemas/common';
import { accountResponse, idParams, notificationBody, notificationCreatedResponse, notificationsResponse, transactionsResponse, userIdParams } from '../../../shared/schemas/wallet';
import { caller, type SessionRead, sessionReadRow } from '../../http/access';
import { accountFromRow, accountOf, type AccountRow, accountStatement, transactionsOf } from './history-service';
import { createNotification, deleteNotification, listNotifications, markRead } from './notification-service';

const WELL_FORMED_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The balance is read in the session lookup's statement (one round trip) when the id is well-formed. */
const accountWithSession: SessionRead = (request) => {
  const userId = (request.params as { userId?: unknown }).userId;
  return typeof userId === 'string' && WELL_FORMED_ID.test(userId) ? { key: userId, query: accountStatement(userId) } : undefined;
};

/** The balance, the history and the notifications (spec §7 "User data"). */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const self = { access: { self: ['params.userId' as const] } };

  r.get('/api/accounts/:userId', {
    config: { ...self, sessionRead: accountWithSession },
    schema: { tags: ['wallet'], params: userIdParams, response: { 200: accountResponse, ...errorResponses } },
    handler: async (request) => {
      const read = sessionReadRow<AccountRow>(request, request.params.userId);
      return read ? accountFromRow(read.row) : accountOf(db, request.params.userId);
    },
  });

  r.get('/api/transactions/:userId', {
    config: self,
    schema: { tags: ['wallet'], params: userIdParams, response: { 200: transactionsResponse, ...errorResponses } },
    handler: async (request) => ({ transactions: await transactionsOf(db, request.params.userId) }),
  });

  r.get('/api/notifications/:userId', {
    config: self,
    schema: { tags: ['notifications'], params: userIdParams, response: { 200: notificationsResponse, ...errorResponses } },
    handler: async (request) => ({ notifications: await listNotifications(db, request.params.userId) }),
  });

  r.put('/api/notifications/:id/mark-as-read', {
    config: { access: 'signed-in' },
    schema: { tags: ['notifications'], params: idParams, response: { 200: messageResponse, ...errorResponses } },
    handler: async (request) => {
      await markRead(db, request.params.id, caller(request).id);
      return { message: 'Notification marked as read.' };
    },
  });

  r.delete('/api/notifications/:id', {
    config: { access: 'signed-in' },
    schema: { tags: ['notifications'], params: idParams, response: { 200: messageResponse, ...errorResponses } },
    handler: async (request) => {
      await deleteNotification(db, request.params.id, caller(request).id);
      return { message: 'Notification deleted.' };
    },
  });

  r.post('/api/notifications', {
    config: { access: { self: ['body.user_id'], superadminMay: 'none' } },
    schema: { tags: ['notifications'], body: notificationBody, response: { 201: notificationCreatedResponse, ...errorResponses } },
    handler: async (request, reply) => {
      const n = await createNotification(db, request.body.user_id, request.body.message, app.ctx.clock.now());
      return reply.status(201).send({ message: 'Notification created.', notification: n });
    },
  });
};
