import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifyPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { col, queryRow } from '../../db/typed-rows';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer();

const passwordHash = async (id: string) =>
  (
    await queryRow(
      server.ctx.db,
      z.object({ password_hash: col.text }),
      sql`SELECT password_hash FROM users WHERE id = ${id}`,
    )
  )?.password_hash ?? '';

describe('change password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const u = await createUser(server.ctx);
    const res = await server.api.put(
      `/api/users/${u.id}/change-password`,
      { currentPassword: 'not-it-at-all', newPassword: 'BrandNew123' },
      { token: u.token },
    );
    expect(res).toMatchObject({ status: 400, body: { message: 'Your current password is incorrect.' } });
    expect(await verifyPassword(await passwordHash(u.id), u.password)).toBe(true);
  });

  it('keeps the registration minimum length and requires both fields', async () => {
    const u = await createUser(server.ctx);
    const short = await server.api.put(
      `/api/users/${u.id}/change-password`,
      { currentPassword: u.password, newPassword: 'short' },
      { token: u.token },
    );
    expect(short).toMatchObject({ status: 400, body: { message: 'New password must be at least 8 characters.' } });
    const missing = await server.api.put(
      `/api/users/${u.id}/change-password`,
      { newPassword: 'LongEnough1' },
      { token: u.token },
    );
    expect(missing).toMatchObject({ status: 400, body: { message: 'Current password is required.' } });
  });

  it('takes no new password longer than signing in accepts, which would lock its owner out', async () => {
    const u = await createUser(server.ctx);
    const longest = `Kahawa-${'x7'.repeat(60)}-Chai`.slice(0, 128);
    const tooLong = await server.api.put(
      `/api/users/${u.id}/change-password`,
      { currentPassword: u.password, newPassword: `${longest}Z` },
      { token: u.token },
    );
    expect(tooLong).toMatchObject({ status: 400, body: { message: 'New password must be at most 128 characters.' } });
    expect(await verifyPassword(await passwordHash(u.id), u.password)).toBe(true);
    const changed = await server.api.put(
      `/api/users/${u.id}/change-password`,
      { currentPassword: u.password, newPassword: longest },
      { token: u.token },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const signedIn = await server.api.post('/api/login', { email: u.email, password: longest });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  });

  it('changes it, keeps this session and signs out every other one', async () => {
    const u = await createUser(server.ctx);
    const otherDevice = await createSession(server.ctx.db, u.id, server.ctx.clock.now());
    const res = await server.api.put(
      `/api/users/${u.id}/change-password`,
      { currentPassword: u.password, newPassword: 'BrandNew123' },
      { token: u.token },
    );
    expect(res).toEqual(expect.objectContaining({ status: 200, body: { message: 'Password changed successfully.' } }));
    expect(await verifyPassword(await passwordHash(u.id), 'BrandNew123')).toBe(true);
    expect((await server.api.get(`/api/profiles/${u.id}`, { token: u.token })).status).toBe(200);
    expect(await server.api.get(`/api/profiles/${u.id}`, { token: otherDevice })).toMatchObject({
      status: 401,
      body: { message: 'Please log in to continue.' },
    });
  });

  it("is refused on someone else's account", async () => {
    const u = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const res = await server.api.put(
      `/api/users/${u.id}/change-password`,
      { currentPassword: u.password, newPassword: 'BrandNew123' },
      { token: other.token },
    );
    expect(res.status).toBe(403);
  });
});

describe('two-step verification and settings', () => {
  it('round-trips the real state', async () => {
    const u = await createUser(server.ctx);
    const read = () => server.api.get<{ twoStepEnabled: boolean }>(`/api/users/${u.id}/settings`, { token: u.token });
    expect((await read()).body).toEqual({
      twoStepEnabled: false,
      accountStatus: 'inactive',
      shareData: false,
      profileVisibility: 'public',
      emailNotifications: true,
      smsNotifications: true,
      pushNotifications: true,
      language: 'en',
      theme: 'light',
    });
    const on = await server.api.put(
      `/api/accounts/${u.id}/toggle-two-step`,
      { twoStepEnabled: true },
      { token: u.token },
    );
    expect(on).toMatchObject({
      status: 200,
      body: { message: 'Two-step verification is now enabled.', twoStepEnabled: true },
    });
    expect((await read()).body.twoStepEnabled).toBe(true);
    const off = await server.api.put(
      `/api/accounts/${u.id}/toggle-two-step`,
      { twoStepEnabled: false },
      { token: u.token },
    );
    expect(off.body).toEqual({ message: 'Two-step verification is now disabled.', twoStepEnabled: false });
    expect((await read()).body.twoStepEnabled).toBe(false);
    const bad = await server.api.put(
      `/api/accounts/${u.id}/toggle-two-step`,
      { twoStepEnabled: 'yes' },
      { token: u.token },
    );
    expect(bad).toMatchObject({ status: 400, body: { message: 'Two step enabled must be true or false.' } });
  });
});

describe('account deletion request', () => {
  it('records the date and signs out every session', async () => {
    const u = await createUser(server.ctx);
    const second = await createSession(server.ctx.db, u.id, server.ctx.clock.now());
    const res = await server.api.put(`/api/users/${u.id}/request-delete`, undefined, { token: u.token });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Your account deletion request has been received. We will contact you to complete it.' },
    });
    const row = await queryRow(
      server.ctx.db,
      z.object({ delete_requested_at: col.timestamp.nullable() }),
      sql`SELECT delete_requested_at FROM users WHERE id = ${u.id}`,
    );
    expect(row?.delete_requested_at).not.toBeNull();
    expect((await server.api.get(`/api/profiles/${u.id}`, { token: u.token })).status).toBe(401);
    expect((await server.api.get(`/api/profiles/${u.id}`, { token: second })).status).toBe(401);
  });
});
