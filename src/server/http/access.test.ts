import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../testing/factories';
import { startTestServer, type TestServer } from '../testing/test-server';
import { type Access, registeredRoutes, type RouteAccess, type SelfField } from './access';

/**
 * Walks every route the app has registered (whatever the modules add) and proves the guards:
 * no token → 401 on every non-public route; a user token → 403 on every superadmin route; another
 * user's id in a path's {userId}/{user_id}, or in any field a route names as the caller's own → 403.
 */
let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let routes: RouteAccess[];

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob, admin] = await Promise.all([createUser(server.ctx), createUser(server.ctx), createUser(server.ctx, { role: 'superadmin' })]);
  routes = registeredRoutes(server.app).filter((r) => !['HEAD', 'OPTIONS'].includes(r.method) && !r.url.startsWith('/api/docs'));
});
afterAll(async () => {
  await server.close();
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const USER_PARAM = /:(userId|user_id)\b/;

/**
 * Routes whose path {userId} legitimately names another person: a goal admin removes a member.
 * Another user's id there must still never succeed for a stranger to the goal (403 or 404).
 */
const OTHERS_ID_ALLOWED = new Set(['DELETE /api/goals/:goalId/members/:userId']);

function path(url: string, userId: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => (name === 'userId' || name === 'user_id' ? userId : SOME_ID)).replace(/\*$/, 'x');
}

async function call(route: RouteAccess, url: string, token?: string, body: Record<string, unknown> = {}) {
  const opts = token ? { token } : {};
  if (route.method === 'GET') return server.api.get(url, opts);
  return server.api.request(route.method, url, body, opts);
}

const label = (r: RouteAccess) => `${r.method} ${r.url}`;
const isSelf = (a: Access | undefined): a is Extract<Access, { self: SelfField[] }> => typeof a === 'object' && a !== null;

describe('every registered route', () => {
  it('is found (the registry sees the modules) and declares an access rule', () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) expect(r.access, label(r)).toBeDefined();
    expect(routes.map(label)).toContain('POST /api/logout');
  });

  it('answers 401 without a token unless public', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.access !== 'public')) {
      const res = await call(r, path(r.url, alice.id));
      if (res.status !== 401 || (res.body as { message?: string }).message !== 'Please log in to continue.') failures.push(`${label(r)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to a malformed or unknown token', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.access !== 'public')) {
      for (const token of ['not a token', 'A'.repeat(43)]) {
        const res = await call(r, path(r.url, alice.id), token);
        if (res.status !== 401) failures.push(`${label(r)} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a user on every superadmin route', async () => {
    const failures: string[] = [];
    const adminRoutes = routes.filter((x) => x.access === 'superadmin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const r of adminRoutes) {
      const res = await call(r, path(r.url, bob.id), alice.token);
      if (res.status !== 403) failures.push(`${label(r)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('has no public route that takes a user id in its path', () => {
    expect(routes.filter((r) => r.access === 'public' && USER_PARAM.test(r.url)).map(label)).toEqual([]);
  });

  it("answers 403 when a user puts another user's id in a {userId} or {user_id} path", async () => {
    const failures: string[] = [];
    const withUser = routes.filter((r) => r.access !== 'public' && USER_PARAM.test(r.url));
    expect(withUser.length).toBeGreaterThan(0);
    for (const r of withUser) {
      const res = await call(r, path(r.url, bob.id), alice.token, { userId: bob.id, user_id: bob.id });
      const ok = res.status === 403 || (OTHERS_ID_ALLOWED.has(label(r)) && res.status === 404);
      if (!ok) failures.push(`${label(r)} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 403 when any field a route names as the caller's own carries another user's id", async () => {
    const failures: string[] = [];
    for (const r of routes) {
      if (!isSelf(r.access)) continue;
      for (const field of r.access.self) {
        const [where, name] = field.split('.', 2) as ['params' | 'body' | 'query', string];
        if (where === 'body' && r.method === 'GET') continue;
        let url = path(r.url, alice.id);
        if (where === 'params') url = r.url.replace(/:(\w+)/g, (_, p: string) => (p === name ? bob.id : p === 'userId' || p === 'user_id' ? alice.id : SOME_ID));
        if (where === 'query') url += `?${name}=${encodeURIComponent(bob.id)}`;
        const body = where === 'body' ? { [name]: bob.id } : {};
        const res = await call(r, url, alice.token, body);
        if (res.status !== 403) failures.push(`${label(r)} ${field} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("lets the superadmin read (GET) a user's own routes unless the route says otherwise", async () => {
    const failures: string[] = [];
    for (const r of routes) {
      if (!isSelf(r.access) || r.method !== 'GET' || r.access.superadminMay === 'none') continue;
      const res = await call(r, path(r.url, alice.id), admin.token);
      if (res.status === 401 || res.status === 403) failures.push(`${label(r)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
