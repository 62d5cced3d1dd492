import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow, queryRows } from '../db/typed-rows';
import { goalForm, TINY_PNG_FOR_TESTS } from '../modules/goals/goals-test-kit';
import { type TestUser } from '../testing/factories';
import { type TestServer } from '../testing/test-server';
import { useTestServerWithUser } from '../testing/use-test-server';
import { UPLOAD_QUOTA_FULL } from './images';

let server: TestServer;
let user: TestUser;
useTestServerWithUser({}, {}, (s, u) => ([server, user] = [s, u]));

const MB = 1024 * 1024;
const png = (size: number) => Buffer.concat([TINY_PNG_FOR_TESTS, Buffer.alloc(size - TINY_PNG_FOR_TESTS.length, 3)]);

const goalWithImage = (image: Buffer): FormData =>
  goalForm({
    user_id: user.id,
    title: 'Boda boda',
    target_amount: '5000',
    end_date: '2099-06-30',
    description: 'A motorbike',
    image: new File([new Uint8Array(image)], 'goal.png', { type: 'image/png' }),
  });

function pictureForm(image: Buffer): FormData {
  const form = new FormData();
  form.append('profilePic', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
  return form;
}

const GoalId = z.object({ id: col.text });
const stored = async () =>
  queryRow(
    server.ctx.db,
    z.object({ n: col.int, bytes: col.int }),
    sql`SELECT COUNT(*)::int AS n, COALESCE(SUM(size_bytes), 0)::int AS bytes FROM uploads WHERE owner_user_id = ${user.id}`,
  );

describe('upload quota per user', () => {
  it('keeps each user to 25 MB of stored images: the upload that would pass it gets 422 {message} and stores nothing; a replacement counts once', async () => {
    const auth = { token: user.token };
    expect((await server.api.put(`/api/profiles/${user.id}/edit`, pictureForm(png(5 * MB)), auth)).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await server.api.post('/api/goals', goalWithImage(png(5 * MB)), auth)).status).toBe(201);
    expect(await stored()).toEqual({ n: 4, bytes: 20 * MB });

    // two uploads racing for the last 5 MB: one fits, the other is refused
    const raced = await Promise.all([
      server.api.post('/api/goals', goalWithImage(png(5 * MB)), auth),
      server.api.post('/api/goals', goalWithImage(png(5 * MB)), auth),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(raced.find((r) => r.status === 422)?.body).toEqual({ message: UPLOAD_QUOTA_FULL });
    expect(await stored()).toEqual({ n: 5, bytes: 25 * MB });

    const goalsBefore = await queryRows(server.ctx.db, GoalId, sql`SELECT id FROM goals WHERE created_by = ${user.id}`);
    const over = await server.api.post('/api/goals', goalWithImage(TINY_PNG_FOR_TESTS), auth);
    expect([over.status, over.body]).toEqual([422, { message: UPLOAD_QUOTA_FULL }]);
    expect(
      await queryRows(server.ctx.db, GoalId, sql`SELECT id FROM goals WHERE created_by = ${user.id}`),
    ).toHaveLength(goalsBefore.length);
    expect(await stored()).toEqual({ n: 5, bytes: 25 * MB });

    // a new profile picture replaces the old one: the old one's bytes do not count against it
    expect((await server.api.put(`/api/profiles/${user.id}/edit`, pictureForm(png(5 * MB - 1)), auth)).status).toBe(
      200,
    );
    expect(await stored()).toEqual({ n: 5, bytes: 25 * MB - 1 });
  });
});
