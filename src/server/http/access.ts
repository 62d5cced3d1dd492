import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionUser, type SessionUser } from '../auth/sessions';
import { ForbiddenError, UnauthorizedError } from '../errors';

/**
 * Who may call a route. Every route declares one in `config.access`; a route without one stops
 * the server at start-up, so nothing is left open by forgetting.
 *  - 'public': anyone.
 *  - 'signed-in': any signed-in user or the superadmin.
 *  - 'superadmin': the superadmin only.
 *  - { self: [...] }: a signed-in caller whose id equals every named request field present
 *    (e.g. 'params.userId', 'body.userId'); the superadmin may also call it with GET.
 */
export type Access = 'public' | 'signed-in' | 'superadmin' | { self: SelfField[]; superadminMay?: 'read' | 'none' };
export type SelfField = `params.${string}` | `body.${string}` | `query.${string}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in caller, set for every route that is not public. */
    user?: SessionUser;
  }
}

/** The signed-in caller of a non-public route (the access hook has already checked). */
export function caller(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1];
}

function fieldValue(request: FastifyRequest, field: SelfField): unknown {
  const [where, name] = field.split('.', 2) as ['params' | 'body' | 'query', string];
  const source = request[where] as Record<string, unknown> | undefined | null;
  return source && typeof source === 'object' ? source[name] : undefined;
}

/** A registered route and who may call it, as recorded when it was added. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
}

const registries = new WeakMap<FastifyInstance, RouteAccess[]>();

/** Every route registered on this app (after `registerAccessControl`), with its access rule. */
export function registeredRoutes(app: FastifyInstance): readonly RouteAccess[] {
  return registries.get(app) ?? [];
}

function checkOwnership(request: FastifyRequest): void {
  const access = request.routeOptions.config.access;
  if (!access || typeof access === 'string') return;
  const user = caller(request);
  const superadminReads = user.role === 'superadmin' && (access.superadminMay ?? 'read') === 'read' && request.method === 'GET';
  if (superadminReads) return;
  for (const field of access.self) {
    const value = fieldValue(request, field);
    if (value !== undefined && value !== null && String(value) !== user.id) {
      throw new ForbiddenError("You can only act on your own account.");
    }
  }
}

export function registerAccessControl(app: FastifyInstance): void {
  const registry: RouteAccess[] = [];
  registries.set(app, registry);
  app.addHook('onRoute', (route) => {
    if (!route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`route ${String(route.method)} ${route.url} declares no config.access`);
    }
    for (const method of [route.method].flat()) registry.push({ method: String(method), url: route.url, access: route.config?.access });
  });

  // Authentication and role first, before the body is even read.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    const user = token ? await sessionUser(app.ctx.db, token, app.ctx.clock.now()) : undefined;
    if (!user) throw new UnauthorizedError();
    request.user = user;
    if (access === 'superadmin' && user.role !== 'superadmin') throw new ForbiddenError();
  });

  // Ownership as soon as the request is parsed, so that another user's id gets 403 whatever else
  // is wrong with the request; and again once validated, on the values the handler will use.
  app.addHook('preValidation', async (request) => checkOwnership(request));
  app.addHook('preHandler', async (request) => checkOwnership(request));
}
