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
import { listPageOf, ok } from '../../http/responses';
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
    handler: async (request) => listPageOf(await listUsers(db(), 'all', request.query), (users) => ({ users })),
  });
  app.get('/superadmin/active-users', {
    config,
    schema: { tags, querystring, response: ok(activeUsersResponse) },
    handler: async (request) =>
      listPageOf(await listUsers(db(), 'active', request.query), (activeUsers) => ({ activeUsers })),
  });
  app.get('/superadmin/inactive-users', {
    config,
    schema: { tags, querystring, response: ok(inactiveUsersResponse) },
    handler: async (request) =>
      listPageOf(await listUsers(db(), 'inactive', request.query), (inactiveUsers) => ({ inactiveUsers })),
  });
  app.get('/superadmin/incomplete-registrations', {
    config,
    schema: { tags, querystring, response: ok(incompleteRegistrationsResponse) },
    handler: async (request) =>
      listPageOf(
        await listIncompleteRegistrations(db(), app.ctx.config.registrationPurgeDays, request.query),
        (incompleteRegistrations) => ({ incompleteRegistrations }),
      ),
  });
  app.get('/superadmin/delete-requests', {
    config,
    schema: { tags, querystring, response: ok(deleteRequestsResponse) },
    handler: async (request) =>
      listPageOf(await listDeleteRequests(db(), request.query), (deleteRequests) => ({ deleteRequests })),
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
