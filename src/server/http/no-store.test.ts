import { describe, expect, it } from 'vitest';
import { inTransaction } from '../db/tx';
import { TINY_PNG_FOR_TESTS } from '../modules/goals/goals-test-kit';
import { createUser, type TestUser } from '../testing/factories';
import { useTestServer } from '../testing/use-test-server';
import { saveImage } from '../uploads/images';

let user: TestUser;
let admin: TestUser;
const server = useTestServer({}, async () => {
  [user, admin] = await Promise.all([createUser(server.ctx), createUser(server.ctx, { role: 'superadmin' })]);
});

describe('Cache-Control on personal answers', () => {
  it('tells every cache to keep no copy of a signed-in answer, the console API, an ID image, and the sign-in answer', async () => {
    const idImage = await inTransaction(server.ctx.db, (tx) =>
      saveImage(tx, {
        ownerUserId: user.id,
        purpose: 'id_front',
        bytes: TINY_PNG_FOR_TESTS,
        at: server.ctx.clock.now(),
      }),
    );
    const asUser = { token: user.token };
    const asAdmin = { token: admin.token };
    const answers = {
      account: await server.api.get(`/api/accounts/${user.id}`, asUser),
      profile: await server.api.get(`/api/profiles/${user.id}`, asUser),
      transactions: await server.api.get(`/api/transactions/${user.id}`, asUser),
      loan: await server.api.get(`/api/loan/${user.id}`, asUser),
      repay: await server.api.post('/loans/00000000-0000-0000-0000-000000000000/repay', { amount: 1 }, asUser),
      idImageToOwner: await server.api.get(`/api/uploads/${idImage}`, asUser),
      idImageToAdmin: await server.api.get(`/api/uploads/${idImage}`, asAdmin),
      consoleUsers: await server.api.get('/superadmin/users', asAdmin),
      consoleTotals: await server.api.get('/superadmin/totals', asAdmin),
      consoleDetails: await server.api.get(`/api/superadmin/user-details/${user.id}`, asAdmin),
      noToken: await server.api.get(`/api/accounts/${user.id}`),
      signIn: await server.api.post('/api/login', { email: user.email, password: user.password }),
    };
    const seen = Object.fromEntries(
      Object.entries(answers).map(([name, a]) => [name, [a.status, a.headers.get('cache-control')]]),
    );
    expect(seen).toEqual({
      account: [200, 'no-store'],
      profile: [200, 'no-store'],
      transactions: [200, 'no-store'],
      loan: [200, 'no-store'],
      repay: [expect.any(Number), 'no-store'],
      idImageToOwner: [200, 'no-store'],
      idImageToAdmin: [200, 'no-store'],
      consoleUsers: [200, 'no-store'],
      consoleTotals: [200, 'no-store'],
      consoleDetails: [200, 'no-store'],
      noToken: [401, 'no-store'],
      signIn: [200, 'no-store'],
    });
  });

  it('leaves a public answer outside the API as it was', async () => {
    const health = await server.api.get('/healthz');
    expect([health.status, health.headers.get('cache-control')]).toEqual([200, null]);
  });
});
