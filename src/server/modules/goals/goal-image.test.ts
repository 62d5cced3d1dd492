import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { GoalDetail } from '../../../shared/schemas/goals';
import { col, queryRow } from '../../db/typed-rows';
import { projectRoot } from '../../project-root';
import { createUser, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { addMemberVia, dateInDays, goalForm } from './goals-test-kit';
import { TINY_PNG_FOR_TESTS } from './tiny-png';

/** A goal's image lives as long as the goal shows it: replaced or deleted, it is gone and never served again. */
const server = useTestServer();

const png = () => new Blob([new Uint8Array(TINY_PNG_FOR_TESTS)], { type: 'image/png' });

async function createWithImage(admin: TestUser): Promise<GoalDetail> {
  const res = await server.api.post<{ goal: GoalDetail }>(
    '/api/goals',
    goalForm({
      user_id: admin.id,
      title: 'Boda boda',
      target_amount: '1000',
      description: 'A motorbike',
      end_date: dateInDays(server, 60),
      deposit: '0',
      image: png(),
    }),
    { token: admin.token },
  );
  expect(res.status).toBe(201);
  return res.body.goal;
}

const fetchImage = (path: string, user: TestUser) => server.api.get(path, { token: user.token });

const storedUpload = async (path: string) =>
  queryRow(
    server.ctx.db,
    z.object({}),
    sql`SELECT 1 AS found FROM uploads WHERE id = ${path.split('/').at(-1)!}::uuid`,
  );

describe('goal images', () => {
  it('a replaced image is deleted and answers 404; the new one is served', async () => {
    const [admin, member] = [await createUser(server.ctx), await createUser(server.ctx)];
    const g = await createWithImage(admin);
    await addMemberVia(server, admin, g.goal_id, member);
    const old = g.image_path!;
    expect((await fetchImage(old, member)).status).toBe(200);
    const edited = await server.api.put<{ goal: GoalDetail }>(
      `/api/goals/${g.goal_id}`,
      goalForm({
        title: 'Boda boda',
        description: 'A motorbike',
        target_amount: '1000',
        end_date: g.end_date,
        image: png(),
      }),
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const fresh = edited.body.goal.image_path!;
    expect(fresh).not.toBe(old);
    for (const user of [admin, member]) {
      expect((await fetchImage(old, user)).status).toBe(404);
      expect((await fetchImage(fresh, user)).status).toBe(200);
    }
    expect(await storedUpload(old)).toBeUndefined();
  });

  it("a deleted goal's image is deleted: 404 for its uploader, its former members and the superadmin", async () => {
    const admin = await createUser(server.ctx);
    const member = await createUser(server.ctx);
    const superadmin = await createUser(server.ctx, { role: 'superadmin' });
    const g = await createWithImage(admin);
    await addMemberVia(server, admin, g.goal_id, member);
    const path = g.image_path!;
    for (const user of [admin, member, superadmin]) expect((await fetchImage(path, user)).status).toBe(200);
    expect((await server.api.delete(`/api/goals/${g.goal_id}/delete`, { token: admin.token })).status).toBe(200);
    for (const user of [admin, member, superadmin]) {
      const res = await fetchImage(path, user);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
    expect(await storedUpload(path)).toBeUndefined();
    expect(
      await queryRow(
        server.ctx.db,
        z.object({ image_upload_id: col.text.nullable() }),
        sql`SELECT image_upload_id FROM goals WHERE id = ${g.goal_id}::uuid`,
      ),
    ).toEqual({ image_upload_id: null });
  });

  it('deleting a goal without an image still works', async () => {
    const admin = await createUser(server.ctx);
    const res = await server.api.post<{ goal: GoalDetail }>(
      '/api/goals',
      goalForm({
        user_id: admin.id,
        title: 'Plain',
        target_amount: '100',
        description: 'No picture',
        end_date: dateInDays(server, 10),
        deposit: '0',
      }),
      { token: admin.token },
    );
    expect(res.body.goal.image_path).toBeNull();
    expect((await server.api.delete(`/api/goals/${res.body.goal.goal_id}/delete`, { token: admin.token })).status).toBe(
      200,
    );
  });

  it('the clean-up migration deletes the images that goals deleted earlier kept, and only those', async () => {
    const admin = await createUser(server.ctx);
    const [live, gone] = [await createWithImage(admin), await createWithImage(admin)];
    // a goal deleted before deletion removed its image
    await server.ctx.db.execute(sql`UPDATE goals SET deleted_at = now() WHERE id = ${gone.goal_id}::uuid`);
    expect((await fetchImage(gone.image_path!, admin)).status).toBe(200);
    const cleanUp = await readFile(path.join(projectRoot(), 'migrations', '0320_deleted_goal_images.sql'), 'utf8');
    await server.ctx.db.execute(sql.raw(cleanUp));
    expect((await fetchImage(gone.image_path!, admin)).status).toBe(404);
    expect(await storedUpload(gone.image_path!)).toBeUndefined();
    expect((await fetchImage(live.image_path!, admin)).status).toBe(200);
  });
});
