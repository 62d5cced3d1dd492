import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

/** Every superadmin route refuses a missing token (401) and a user's token (403). */
let user: TestUser;
let other: TestUser;
let admin: TestUser;

const server = useTestServer({}, async () => {
  user = await createUser(server.ctx);
  other = await createUser(server.ctx);
  admin = await createUser(server.ctx, { role: 'superadmin' });
});

const body = { full_name: 'X Y', email: 'x@example.com', phone: '0712345678', balance: 1000, loan_limit: 10 };
const superadminRoutes = (id: string): Array<[string, string, unknown?]> => [
  ['GET', '/superadmin/totals'],
  ['GET', '/superadmin/registrations?range=week'],
  ['GET', '/superadmin/users'],
  ['GET', '/superadmin/active-users'],
  ['GET', '/superadmin/inactive-users'],
  ['GET', '/superadmin/incomplete-registrations'],
  ['GET', '/superadmin/delete-requests'],
  ['GET', `/api/superadmin/user-details/${id}`],
  ['PUT', `/superadmin/users/${id}`, body],
  ['DELETE', `/api/superadmin/users/delete/${id}`],
  ['GET', '/api/interests/last-update'],
  ['POST', '/api/interests/update'],
];

describe('superadmin routes', () => {
  it('answer 401 without a token and 403 to a user, changing nothing', async () => {
    for (const [method, path, payload] of superadminRoutes(user.id)) {
      const anonymous = await server.api.request(method, path, payload);
      expect([path, anonymous.status, anonymous.body]).toEqual([path, 401, { message: 'Please log in to continue.' }]);
      const asUser = await server.api.request(method, path, payload, { token: user.token });
      expect([path, asUser.status, asUser.body]).toEqual([path, 403, { message: 'You are not allowed to do that.' }]);
    }
    const details = await server.api.get(`/api/superadmin/user-details/${user.id}`, { token: admin.token });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ user: { full_name: user.fullName, balance: 0 } });
    const last = await server.api.get('/api/interests/last-update', { token: admin.token });
    expect(last.body).toEqual({ lastUpdate: null });
  });

  it("performance is the caller's own (the superadmin may read it)", async () => {
    const own = await server.api.get(`/api/interests/performance/${user.id}`, { token: user.token });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ performance: [] });
    const notOwn = await server.api.get(`/api/interests/performance/${user.id}`, { token: other.token });
    expect(notOwn.status).toBe(403);
    expect(notOwn.body).toEqual({ message: 'You can only act on your own account.' });
    const asAdmin = await server.api.get(`/api/interests/performance/${user.id}`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect((await server.api.get(`/api/interests/performance/${user.id}`)).status).toBe(401);
  });

  it('refuses a bad registrations range', async () => {
    const res = await server.api.get('/superadmin/registrations?range=decade', { token: admin.token });
    expect([res.status, res.body]).toEqual([400, { message: 'Range must be day, week, month or year.' }]);
  });
});
