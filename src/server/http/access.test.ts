import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ApiClient } from '../testing/api-client';
import { createUser, type TestUser } from '../testing/factories';
import { useTestServer } from '../testing/use-test-server';
import { type Access, registeredRoutes, type RouteAccess, type SelfField } from './access';

/**
 * Walks every route the app has registered (whatever the modules add) and proves the guards:
 * no token → 401 on every non-public route; a user token → 403 on every superadmin route; another
 * user's id in a path's {userId}/{user_id}, or in any field a route names as the caller's own → 403.
 */
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

const server = useTestServer({}, async () => {
  [alice, bob, admin] = await Promise.all([
    createUser(server.ctx),
    createUser(server.ctx),
    createUser(server.ctx, { role: 'superadmin' }),
  ]);
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const USER_PARAM = /:(userId|user_id)\b/;

/**
 * Routes whose path {userId} legitimately names another person: a goal admin removes a member, a
 * community's official names or removes one. Another user's id there must still never succeed for a
 * stranger (403, 404, or 400 for the body this walk sends).
 */
const OTHERS_ID_ALLOWED = new Set([
  'DELETE /api/goals/:goalId/members/:userId',
  // A community's official names another member's role or removes them (docs/product/communities.md).
  'PUT /api/communities/:id/members/:userId/role',
  'DELETE /api/communities/:id/members/:userId',
]);

const label = (r: RouteAccess) => `${r.method} ${r.url}`;
const isSelf = (a: Access | undefined): a is Extract<Access, { self: SelfField[] }> =>
  typeof a === 'object' && a !== null;

function routesOf(app: FastifyInstance): RouteAccess[] {
  return registeredRoutes(app).filter((r) => !['HEAD', 'OPTIONS'].includes(r.method) && !r.url.startsWith('/api/docs'));
}

function path(url: string, userId: string, ids: Record<string, string> = {}): string {
  return url
    .replace(/:(\w+)/g, (_, name: string) => ids[name] ?? (name === 'userId' || name === 'user_id' ? userId : SOME_ID))
    .replace(/\*$/, 'x');
}

function call(api: ApiClient, route: RouteAccess, url: string, token?: string, body: Record<string, unknown> = {}) {
  const opts = token ? { token } : {};
  return route.method === 'GET' ? api.get(url, opts) : api.request(route.method, url, body, opts);
}

/** The walks, each returning the routes that failed it. */
async function withoutToken(api: ApiClient, routes: RouteAccess[], token?: string): Promise<string[]> {
  const failures: string[] = [];
  for (const r of routes.filter((x) => x.access !== 'public')) {
    const res = await call(api, r, path(r.url, alice.id), token);
    if (res.status !== 401 || (res.body as { message?: string }).message !== 'Please log in to continue.')
      failures.push(`${label(r)} → ${res.status}`);
  }
  return failures;
}

async function userOnAdminRoutes(api: ApiClient, routes: RouteAccess[]): Promise<string[]> {
  const failures: string[] = [];
  for (const r of routes.filter((x) => x.access === 'superadmin')) {
    const res = await call(api, r, path(r.url, bob.id), alice.token);
    if (res.status !== 403) failures.push(`${label(r)} → ${res.status}`);
  }
  return failures;
}

async function othersIdInPath(api: ApiClient, routes: RouteAccess[]): Promise<string[]> {
  const failures: string[] = [];
  for (const r of routes.filter((x) => x.access !== 'public' && USER_PARAM.test(x.url))) {
    const res = await call(api, r, path(r.url, bob.id), alice.token, { userId: bob.id, user_id: bob.id });
    const ok = res.status === 403 || (OTHERS_ID_ALLOWED.has(label(r)) && [400, 404].includes(res.status));
    if (!ok) failures.push(`${label(r)} → ${res.status} ${JSON.stringify(res.body)}`);
  }
  return failures;
}

async function othersIdInOwnFields(api: ApiClient, routes: RouteAccess[]): Promise<string[]> {
  const failures: string[] = [];
  for (const r of routes) {
    if (!isSelf(r.access)) continue;
    for (const field of r.access.self) {
      const [where, name] = field.split('.', 2) as ['params' | 'body' | 'query', string];
      if (where === 'body' && r.method === 'GET') continue;
      let url = path(r.url, alice.id, where === 'params' ? { [name]: bob.id } : {});
      if (where === 'query') url += `?${name}=${encodeURIComponent(bob.id)}`;
      const res = await call(api, r, url, alice.token, where === 'body' ? { [name]: bob.id } : {});
      if (res.status !== 403) failures.push(`${label(r)} ${field} → ${res.status} ${JSON.stringify(res.body)}`);
    }
  }
  return failures;
}

describe('every registered route', () => {
  it('is found (the registry sees the modules) and declares an access rule', () => {
    const routes = routesOf(server.app);
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) expect(r.access, label(r)).toBeDefined();
    expect(routes.map(label)).toContain('POST /api/logout');
    expect(routes.filter((x) => x.access === 'superadmin').length).toBeGreaterThan(0);
    expect(routes.filter((x) => x.access !== 'public' && USER_PARAM.test(x.url)).length).toBeGreaterThan(0);
  });

  it('answers 401 without a token unless public', async () => {
    expect(await withoutToken(server.api, routesOf(server.app))).toEqual([]);
  });

  it('answers 401 to a malformed or unknown token', async () => {
    expect(await withoutToken(server.api, routesOf(server.app), 'not a token')).toEqual([]);
    expect(await withoutToken(server.api, routesOf(server.app), 'A'.repeat(43))).toEqual([]);
  });

  it('answers 403 to a user on every superadmin route', async () => {
    expect(await userOnAdminRoutes(server.api, routesOf(server.app))).toEqual([]);
  });

  it('has no public route that takes a user id in its path', () => {
    expect(
      routesOf(server.app)
        .filter((r) => r.access === 'public' && USER_PARAM.test(r.url))
        .map(label),
    ).toEqual([]);
  });

  it("answers 403 when a user puts another user's id in a {userId} or {user_id} path", async () => {
    expect(await othersIdInPath(server.api, routesOf(server.app))).toEqual([]);
  });

  it("answers 403 when any field a route names as the caller's own carries another user's id", async () => {
    expect(await othersIdInOwnFields(server.api, routesOf(server.app))).toEqual([]);
  });

  it("lets the superadmin read (GET) a user's own routes unless the route says otherwise", async () => {
    const failures: string[] = [];
    for (const r of routesOf(server.app)) {
      if (!isSelf(r.access) || r.method !== 'GET' || r.access.superadminMay === 'none') continue;
      const res = await call(server.api, r, path(r.url, alice.id), admin.token);
      if (res.status === 401 || res.status === 403) failures.push(`${label(r)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the walks catch a leaky route', () => {
  it('reports a {userId} route without a self rule and a user route open to all, and passes a guarded one', async () => {
    const app = await buildApp(server.ctx);
    app.get('/api/leak/:userId', { config: { access: 'signed-in' } }, async () => ({ leaked: true }));
    app.post('/api/leak-body', { config: { access: { self: ['body.userId'] } } }, async () => ({ ok: true }));
    app.post('/api/admin-leak', { config: { access: 'signed-in' } }, async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const api = new ApiClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      const routes = routesOf(app);
      expect(await othersIdInPath(api, routes)).toContain('GET /api/leak/:userId → 200 {"leaked":true}');
      expect(await othersIdInOwnFields(api, routes)).not.toContain(expect.stringContaining('/api/leak-body'));
      const adminLike = routes.map((r) => (r.url === '/api/admin-leak' ? { ...r, access: 'superadmin' as const } : r));
      expect(await userOnAdminRoutes(api, adminLike)).toContain('POST /api/admin-leak → 200');
    } finally {
      await app.close();
    }
  });
});
