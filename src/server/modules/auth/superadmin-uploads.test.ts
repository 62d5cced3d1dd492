import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow } from '../../db/typed-rows';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { loadConfig } from '../../config';
import { TINY_PNG } from './auth-test-kit';
import { ensureSuperadmin } from './superadmin';
import { inTransaction } from '../../db/tx';
import { saveImage } from '../../uploads/images';

const warnings: unknown[] = [];
const server = useTestServer({ env: { SUPERADMIN_EMAIL: 'Boss@Pamoja.test', SUPERADMIN_PASSWORD: 'Boss-Passw0rd' } });

const login = (email: string, password: string) =>
  server.api.post<Record<string, unknown>>('/api/login', { email, password });

describe('superadmin at start-up', () => {
  it('creates the configured superadmin, who signs in through the same login', async () => {
    const res = await login('boss@pamoja.test', 'Boss-Passw0rd');
    expect(res.body).toMatchObject({ user: { name: 'Superadmin', role: 'superadmin' } });
  });

  it('keeps the superadmin it made up to date: a new SUPERADMIN_PASSWORD replaces the password and ends its sessions, the same one changes nothing', async () => {
    const before = String((await login('boss@pamoja.test', 'Boss-Passw0rd')).body.token);
    const ctx = {
      ...server.ctx,
      config: loadConfig({ SUPERADMIN_EMAIL: 'boss@pamoja.test', SUPERADMIN_PASSWORD: 'Boss-Passw0rd-2' }),
    };
    await ensureSuperadmin(ctx);
    expect((await server.api.post('/api/logout', undefined, { token: before })).status).toBe(401);
    expect((await login('boss@pamoja.test', 'Boss-Passw0rd')).status).toBe(401);
    const again = String((await login('boss@pamoja.test', 'Boss-Passw0rd-2')).body.token);
    await ensureSuperadmin(ctx);
    await ensureSuperadmin({ ...server.ctx, config: loadConfig({ SUPERADMIN_EMAIL: 'boss@pamoja.test' }) });
    expect((await server.api.post('/api/logout', undefined, { token: again })).status).toBe(200);
    const row = await queryRow(
      server.ctx.db,
      z.object({ role: col.text, origin: col.text }),
      sql`SELECT role, origin FROM users WHERE email = 'boss@pamoja.test'`,
    );
    expect(row).toEqual({ role: 'superadmin', origin: 'bootstrap' });
  });

  it('creates admin@localhost with a random password logged once when nothing is configured and no superadmin exists', async () => {
    const log = { ...server.ctx.log, warn: (obj: unknown) => warnings.push(obj) } as typeof server.ctx.log;
    const ctx = { ...server.ctx, log, config: loadConfig({}) };
    await ensureSuperadmin(ctx);
    expect(warnings).toHaveLength(0);
    await server.ctx.db.execute(sql`UPDATE users SET role = 'user' WHERE role = 'superadmin'`);
    await ensureSuperadmin(ctx);
    expect(warnings).toEqual([{ email: 'admin@localhost', password: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) }]);
    const password = (warnings[0] as { password: string }).password;
    expect((await login('admin@localhost', password)).body).toMatchObject({ user: { role: 'superadmin' } });
    await ensureSuperadmin(ctx);
    expect(warnings).toHaveLength(1);
  });
});

describe('GET /api/uploads/{id}', () => {
  async function upload(owner: string, purpose: 'id_front' | 'profile' | 'goal') {
    return inTransaction(server.ctx.db, (tx) =>
      saveImage(tx, { ownerUserId: owner, purpose, bytes: TINY_PNG, at: new Date() }),
    );
  }

  it('serves ID images to their owner and the superadmin only', async () => {
    const owner = await createUser(server.ctx);
    const id = await upload(owner.id, 'id_front');
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const other = await createUser(server.ctx);
    const mine = await fetch(`${server.url}/api/uploads/${id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(TINY_PNG);
    expect((await server.api.get(`/api/uploads/${id}`, { token: admin.token })).status).toBe(200);
    expect(await server.api.get(`/api/uploads/${id}`, { token: other.token })).toMatchObject({
      status: 404,
      body: { message: 'Not found.' },
    });
    expect((await server.api.get(`/api/uploads/${id}`)).status).toBe(401);
  });

  it('serves profile pictures to any signed-in user', async () => {
    const owner = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const id = await upload(owner.id, 'profile');
    expect((await server.api.get(`/api/uploads/${id}`, { token: other.token })).status).toBe(200);
  });

  it('serves goal images to current members only', async () => {
    const owner = await createUser(server.ctx);
    const member = await createUser(server.ctx);
    const leaver = await createUser(server.ctx);
    const stranger = await createUser(server.ctx);
    const id = await upload(owner.id, 'goal');
    await inTransaction(server.ctx.db, async (tx) => {
      const goal = await queryRow(
        tx,
        z.object({ id: col.text }),
        sql`INSERT INTO goals (title, description, target_cents, end_date, image_upload_id, created_by) VALUES ('Shamba', 'Land', 100000, '2027-01-01', ${id}::uuid, ${owner.id}) RETURNING id`,
      );
      await tx.execute(
        sql`INSERT INTO goal_members (goal_id, user_id, role) VALUES (${goal!.id}::uuid, ${owner.id}, 'admin'), (${goal!.id}::uuid, ${member.id}, 'member')`,
      );
      await tx.execute(
        sql`INSERT INTO goal_members (goal_id, user_id, role, left_at) VALUES (${goal!.id}::uuid, ${leaver.id}, 'member', now())`,
      );
    });
    expect((await server.api.get(`/api/uploads/${id}`, { token: member.token })).status).toBe(200);
    expect((await server.api.get(`/api/uploads/${id}`, { token: leaver.token })).status).toBe(404);
    expect((await server.api.get(`/api/uploads/${id}`, { token: stranger.token })).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const u = await createUser(server.ctx);
    expect((await server.api.get('/api/uploads/00000000-0000-4000-8000-000000000000', { token: u.token })).status).toBe(
      404,
    );
    expect((await server.api.get('/api/uploads/not-a-uuid', { token: u.token })).status).toBe(404);
  });
});
