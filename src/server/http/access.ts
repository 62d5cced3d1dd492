import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionLookups } from '../auth/session-lookups';
import type { SessionUser } from '../auth/sessions';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { HTTP_TEXTS } from './http-texts';

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
    /** A hot read to run in the same statement as the session lookup (see `SessionRead`). */
    sessionRead?: SessionRead;
  }
  interface FastifyRequest {
    /** The signed-in caller, set for every route that is not public. */
    user?: SessionUser;
  }
}

/**
 * A route's hot read, fetched in the same statement as the caller's session (one round trip instead
 * of two). `statement` is a SELECT of at most one row written with named placeholders
 * (`sql.placeholder`) and built once; `values` gives them for a request with the key they were built
 * from, or undefined to skip (e.g. a parameter that is not well-formed yet: validation has not run).
 * Nothing else changes: the access hooks still check the session, the role and ownership before the
 * handler, which takes the row with `sessionReadRow` (and reads it itself when there is none for its key).
 * The lookups of one turn of the event loop go in one statement (auth/session-lookups.ts), where each
 * placeholder becomes a text column of the batch's list: compare it with text, or cast it.
 */
export interface SessionRead {
  statement: SQL;
  values(request: FastifyRequest): { key: string; values: Record<string, unknown> } | undefined;
}

const sessionReads = new WeakMap<FastifyRequest, { key: string; row: Record<string, unknown> | undefined }>();

/**
 * The row the route's `SessionRead` fetched with the session for `key` (`row` undefined when the read
 * found nothing), or undefined when it did not run for this key. For handlers: the access hooks have
 * run by then, so the caller may see it. The row is not checked yet: the handler checks it against
 * its row shape (typed-rows.ts `checkRow`).
 */
export function sessionReadRow(request: FastifyRequest, key: string): { row: unknown } | undefined {
  const found = sessionReads.get(request);
  if (!found || found.key !== key) return undefined;
  return { row: found.row };
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

type FieldPath = readonly ['params' | 'body' | 'query', string];
/** Each rule's fields split once, not on every request. */
const fieldPaths = new Map<SelfField, FieldPath>();

function fieldPath(field: SelfField): FieldPath {
  let path = fieldPaths.get(field);
  if (!path) {
    const [where, name = ''] = field.split('.', 2);
    if (where !== 'params' && where !== 'body' && where !== 'query') throw new Error(`not a request field: ${field}`);
    fieldPaths.set(field, (path = [where, name]));
  }
  return path;
}

function fieldValue(request: FastifyRequest, field: SelfField): unknown {
  const [where, name] = fieldPath(field);
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
  const superadminReads =
    user.role === 'superadmin' && (access.superadminMay ?? 'read') === 'read' && request.method === 'GET';
  if (superadminReads) return;
  for (const field of access.self) {
    const value = fieldValue(request, field);
    if (value !== undefined && value !== null && String(value) !== user.id) {
      throw new ForbiddenError(HTTP_TEXTS.ownAccountOnly);
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
    for (const method of [route.method].flat())
      registry.push({ method: String(method), url: route.url, access: route.config?.access });
  });

  const lookups = new SessionLookups(app.ctx.db, app.ctx.clock);

  async function lookUp(request: FastifyRequest, token: string): Promise<SessionUser | undefined> {
    const sessionRead = request.routeOptions.config.sessionRead;
    const read = sessionRead?.values(request);
    if (!sessionRead || !read) return (await lookups.lookUp(token))?.user;
    const found = await lookups.lookUp(token, { statement: sessionRead.statement, values: read.values });
    if (found) sessionReads.set(request, { key: read.key, row: found.row });
    return found?.user;
  }

  // Authentication and role first, before the body is even read.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    const user = token ? await lookUp(request, token) : undefined;
    if (!user) throw new UnauthorizedError();
    request.user = user;
    if (access === 'superadmin' && user.role !== 'superadmin') throw new ForbiddenError();
  });

  // Ownership as soon as the request is parsed, so that another user's id gets 403 whatever else
  // is wrong with the request; and again once validated, on the values the handler will use.
  // (Callback hooks: no promise and no extra turn of the event loop per request; a throw is the refusal.)
  app.addHook('preValidation', (request, _reply, done) => {
    checkOwnership(request);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    checkOwnership(request);
    done();
  });
}
