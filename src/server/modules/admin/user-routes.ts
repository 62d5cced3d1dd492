import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeUsersResponse,
  adminUpdateUserBody,
  adminUserParams,
  deleteRequestsResponse,
  inactiveUsersResponse,
  incompleteRegistrationsResponse,
  updateUserConflict,
  updateUserResponse,
  userDetailsResponse,
  userListQuery,
  usersResponse,
} from '../../../shared/schemas/admin';
import { messageResponse, userIdParams } from '../../../shared/schemas/common';
import { caller } from '../../http/access';
import { ok } from '../../http/responses';
import { deleteUser } from './user-delete';
import { updateUser } from './user-update';
import { listDeleteRequests, listIncompleteRegistrations, listUsers, userDetails } from './users-service';

/** The superadmin's user management (see docs/product/console.md). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'superadmin' as const };
  const tags = ['superadmin'];
  const db = () => app.ctx.db;

  // Each list: ?limit (1–1000, default 1000), ?cursor (the previous page's next_cursor), ?q (search).
  const querystring = userListQuery;
  app.get('/superadmin/users', {
    config,
    schema: { tags, querystring, response: ok(usersResponse) },
    handler: async (request) => {
      const page = await listUsers(db(), 'all', request.query);
      return { users: page.items, next_cursor: page.nextCursor };
    },
  });
  app.get('/superadmin/active-users', {
    config,
    schema: { tags, querystring, response: ok(activeUsersResponse) },
    handler: async (request) => {
      const page = await listUsers(db(), 'active', request.query);
      return { activeUsers: page.items, next_cursor: page.nextCursor };
    },
  });
  app.get('/superadmin/inactive-users', {
    config,
    schema: { tags, querystring, response: ok(inactiveUsersResponse) },
    handler: async (request) => {
      const page = await listUsers(db(), 'inactive', request.query);
      return { inactiveUsers: page.items, next_cursor: page.nextCursor };
    },
  });
  app.get('/superadmin/incomplete-registrations', {
    config,
    schema: { tags, querystring, response: ok(incompleteRegistrationsResponse) },
    handler: async (request) => {
      const page = await listIncompleteRegistrations(db(), app.ctx.config.registrationPurgeDays, request.query);
      return { incompleteRegistrations: page.items, next_cursor: page.nextCursor };
    },
  });
  app.get('/superadmin/delete-requests', {
    config,
    schema: { tags, querystring, response: ok(deleteRequestsResponse) },
    handler: async (request) => {
      const page = await listDeleteRequests(db(), request.query);
      return { deleteRequests: page.items, next_cursor: page.nextCursor };
    },
  });

  app.get('/api/superadmin/user-details/:userId', {
    config,
    schema: { tags, params: userIdParams, response: ok(userDetailsResponse) },
    handler: async (request) => ({ user: await userDetails(db(), request.params.userId) }),
  });

  app.put('/superadmin/users/:user_id', {
    config,
    schema: {
      tags,
      params: adminUserParams,
      body: adminUpdateUserBody,
      response: { ...ok(updateUserResponse), 409: updateUserConflict, 428: messageResponse },
    },
    handler: async (request) => {
      const user = await updateUser(app.ctx, caller(request).id, request.params.user_id, request.body);
      return { message: 'User updated successfully', user };
    },
  });

  app.delete('/api/superadmin/users/delete/:userId', {
    config,
    schema: { tags, params: userIdParams, response: ok(messageResponse) },
    handler: async (request) => {
      await deleteUser(app.ctx, caller(request).id, request.params.userId);
      return { message: 'User deleted successfully' };
    },
  });
};
