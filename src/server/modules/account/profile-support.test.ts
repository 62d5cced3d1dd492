import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import { createUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

const One = z.object({ one: col.int });

const server = useTestServer();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append('profilePic', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return f;
}

describe('profile', () => {
  it('reads the profile with the phone as people type it', async () => {
    const u = await createUser(server.ctx, { fullName: 'Otieno Odhiambo' });
    const res = await server.api.get(`/api/profiles/${u.id}`, { token: u.token });
    expect(res).toMatchObject({
      status: 200,
      body: { name: 'Otieno Odhiambo', phone: u.localPhone, email: u.email, profile_picture: null },
    });
  });

  it('edits name and phone, keeping current values for empty fields', async () => {
    const u = await createUser(server.ctx, { fullName: 'Old Name' });
    const renamed = await server.api.put(`/api/profiles/${u.id}/edit`, form({ name: 'New Name', phone: '' }), {
      token: u.token,
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { user: { name: 'New Name', phone: u.localPhone, email: u.email, profile_picture: null } },
    });
    const rephoned = await server.api.put(`/api/profiles/${u.id}/edit`, form({ name: '', phone: '0711223344' }), {
      token: u.token,
    });
    expect(rephoned.body).toMatchObject({ user: { name: 'New Name', phone: '0711223344' } });
    const stored = await queryRows(
      server.ctx.db,
      z.object({ phone: col.text }),
      sql`SELECT phone FROM users WHERE id = ${u.id}`,
    );
    expect(stored).toEqual([{ phone: '254711223344' }]);
  });

  it('refuses an invalid or already registered phone', async () => {
    const u = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const invalid = await server.api.put(`/api/profiles/${u.id}/edit`, form({ name: 'X', phone: '12345' }), {
      token: u.token,
    });
    expect(invalid).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid phone number (10 digits starting 07 or 01).' },
    });
    const taken = await server.api.put(`/api/profiles/${u.id}/edit`, form({ name: 'X', phone: other.localPhone }), {
      token: u.token,
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'This phone number is already registered to another account.' },
    });
    expect((await server.api.get(`/api/profiles/${u.id}`, { token: u.token })).body).toMatchObject({
      name: u.fullName,
      phone: u.localPhone,
    });
  });

  it('takes a real image as the picture and replaces the old one', async () => {
    const u = await createUser(server.ctx);
    const first = await server.api.put<{ user: { profile_picture: string } }>(
      `/api/profiles/${u.id}/edit`,
      form({}, { bytes: PNG, name: 'me.png', type: 'image/png' }),
      { token: u.token },
    );
    expect(first.status).toBe(200);
    expect(first.body.user.profile_picture).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const second = await server.api.put<{ user: { profile_picture: string } }>(
      `/api/profiles/${u.id}/edit`,
      form({}, { bytes: PNG, name: 'me2.png', type: 'image/png' }),
      { token: u.token },
    );
    expect(second.body.user.profile_picture).not.toBe(first.body.user.profile_picture);
    const uploads = await queryRows(
      server.ctx.db,
      z.object({ id: col.text }),
      sql`SELECT id FROM uploads WHERE owner_user_id = ${u.id} AND purpose = 'profile'`,
    );
    expect(uploads.map((x) => `/api/uploads/${x.id}`)).toEqual([second.body.user.profile_picture]);
  });

  it('refuses a text file renamed .png and keeps the profile as it was', async () => {
    const u = await createUser(server.ctx, { fullName: 'Keep Me' });
    const fake = Buffer.from('this is not an image at all');
    const res = await server.api.put(
      `/api/profiles/${u.id}/edit`,
      form({ name: 'Changed' }, { bytes: fake, name: 'photo.png', type: 'image/png' }),
      { token: u.token },
    );
    expect(res).toMatchObject({ status: 400, body: { message: 'Please choose an image file (JPEG, PNG or WebP).' } });
    expect((await server.api.get(`/api/profiles/${u.id}`, { token: u.token })).body).toMatchObject({
      name: 'Keep Me',
      profile_picture: null,
    });
  });

  it("is someone else's to read or change only for themselves", async () => {
    const u = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    expect((await server.api.get(`/api/profiles/${u.id}`, { token: other.token })).status).toBe(403);
    expect(
      (await server.api.put(`/api/profiles/${u.id}/edit`, form({ name: 'Hacked' }), { token: other.token })).status,
    ).toBe(403);
    expect((await server.api.get(`/api/profiles/${u.id}`)).status).toBe(401);
  });
});

describe('support and feedback', () => {
  it('stores a support message from the help screen', async () => {
    const u = await createUser(server.ctx);
    const res = await server.api.post(
      '/api/support',
      { userId: u.id, email: u.email, message: '  How do I withdraw?  ' },
      { token: u.token },
    );
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Thank you! Our support team will get back to you soon.' },
    });
    const saved = await queryRows(
      server.ctx.db,
      z.object({ email: col.text, message: col.text, source: col.text, name: col.text.nullable() }),
      sql`SELECT email, message, source, name FROM support_messages WHERE user_id = ${u.id}`,
    );
    expect(saved).toEqual([{ email: u.email, message: 'How do I withdraw?', source: 'help', name: u.fullName }]);
  });

  it('refuses a support message without email or text', async () => {
    const u = await createUser(server.ctx);
    expect(
      await server.api.post('/api/support', { userId: u.id, email: '', message: 'Hi' }, { token: u.token }),
    ).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address.' } });
    expect(
      await server.api.post('/api/support', { userId: u.id, email: u.email, message: '   ' }, { token: u.token }),
    ).toMatchObject({ status: 400, body: { message: 'Please write your message.' } });
    expect((await server.api.post('/api/support', { userId: u.id, email: u.email, message: 'Hi' })).status).toBe(401);
    const other = await createUser(server.ctx);
    expect(
      (await server.api.post('/api/support', { userId: u.id, email: u.email, message: 'Hi' }, { token: other.token }))
        .status,
    ).toBe(403);
    expect(
      await queryRows(server.ctx.db, One, sql`SELECT 1 AS one FROM support_messages WHERE user_id = ${u.id}`),
    ).toEqual([]);
  });

  it('stores feedback with an optional email', async () => {
    const u = await createUser(server.ctx);
    const withEmail = await server.api.post(
      '/api/feedback',
      { userId: u.id, email: u.email, rating: 5, feedback: 'Great app' },
      { token: u.token },
    );
    expect(withEmail).toMatchObject({ status: 200, body: { message: 'Thank you for your feedback!' } });
    const without = await server.api.post(
      '/api/feedback',
      { userId: u.id, email: '', rating: 3, feedback: 'Okay' },
      { token: u.token },
    );
    expect(without.status).toBe(200);
    const saved = await queryRows(
      server.ctx.db,
      z.object({ email: col.text.nullable(), rating: col.int, feedback: col.text }),
      sql`SELECT email, rating, feedback FROM feedback WHERE user_id = ${u.id} ORDER BY rating`,
    );
    expect(saved).toEqual([
      { email: null, rating: 3, feedback: 'Okay' },
      { email: u.email, rating: 5, feedback: 'Great app' },
    ]);
  });

  it('refuses feedback without text, with a rating outside 1-5, or a bad email', async () => {
    const u = await createUser(server.ctx);
    const post = (body: Record<string, unknown>) =>
      server.api.post('/api/feedback', { userId: u.id, ...body }, { token: u.token });
    expect(await post({ rating: 4, feedback: ' ' })).toMatchObject({
      status: 400,
      body: { message: 'Please write your feedback.' },
    });
    for (const rating of [0, 6, 2.5, '5']) {
      expect(await post({ rating, feedback: 'x' })).toMatchObject({
        status: 400,
        body: { message: 'Please choose a rating from 1 to 5.' },
      });
    }
    expect(await post({ rating: 4, feedback: 'x', email: 'not-an-email' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address.' },
    });
    expect(await queryRows(server.ctx.db, One, sql`SELECT 1 AS one FROM feedback WHERE user_id = ${u.id}`)).toEqual([]);
  });
});
