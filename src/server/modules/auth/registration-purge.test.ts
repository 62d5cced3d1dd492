import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { createFundedUser, createUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { idForm, newDetails } from './auth-test-kit';
import { purgeIncompleteRegistrations } from './registration-purge';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const start = new Date('2026-05-04T09:00:00.000Z');
const clock = new TestClock(start);
const server = useTestServer({ clock });

async function stepOne(details = newDetails()): Promise<string> {
  const res = await server.api.post<{ userId: string }>('/api/register/step1', details);
  expect(res.status).toBe(201);
  return res.body.userId;
}

const userRow = async (id: string) =>
  queryRow(
    server.ctx.db,
    z.object({
      email: col.text.nullable(),
      phone: col.text.nullable(),
      full_name: col.text.nullable(),
      deleted: col.boolean,
      uploads: col.int,
    }),
    sql`SELECT email, phone, full_name, deleted_at IS NOT NULL AS deleted,
               (SELECT COUNT(*)::int FROM uploads WHERE owner_user_id = u.id) AS uploads
        FROM users u WHERE id = ${id}`,
  );

describe('purging incomplete registrations', () => {
  it('erases a registration still incomplete 7 days after step 1, releasing its email, phone and ID images; the console said when', async () => {
    clock.set(start);
    const onlyStep1 = newDetails();
    const a = await stepOne(onlyStep1);
    const withId = newDetails();
    const b = await stepOne(withId);
    expect((await server.api.post('/api/register/step2', idForm(b))).status).toBe(201);
    const complete = await createUser(server.ctx, { createdAt: clock.now() });
    const holdsMoney = await createFundedUser(server.ctx, 50, { registrationStep: 3, createdAt: clock.now() });
    const admin = await createUser(server.ctx, { role: 'superadmin' });

    const listed = await server.api.get<{ incompleteRegistrations: Array<{ user_id: string; purge_at: string }> }>(
      '/superadmin/incomplete-registrations',
      {
        token: admin.token,
      },
    );
    expect(listed.status).toBe(200);
    const purgeAt = new Date(start.getTime() + 7 * DAY).toISOString();
    const shown = listed.body.incompleteRegistrations
      .filter((r) => [a, b].includes(r.user_id))
      .map((r) => [r.user_id, r.purge_at]);
    expect(shown.sort()).toEqual(
      [
        [a, purgeAt],
        [b, purgeAt],
      ].sort(),
    );
    expect((await userRow(b))?.uploads).toBe(2);

    clock.set(new Date(start.getTime() + 7 * DAY - HOUR));
    expect(await purgeIncompleteRegistrations(server.ctx)).toBe(0);
    expect(await userRow(a)).toMatchObject({ deleted: false, email: onlyStep1.email });

    clock.set(new Date(start.getTime() + 7 * DAY));
    expect(await purgeIncompleteRegistrations(server.ctx)).toBe(2);
    for (const id of [a, b])
      expect(await userRow(id)).toEqual({ email: null, phone: null, full_name: null, deleted: true, uploads: 0 });
    // the complete account and the one holding money are untouched
    expect(await userRow(complete.id)).toMatchObject({ deleted: false, email: complete.email });
    expect(await userRow(holdsMoney.id)).toMatchObject({ deleted: false, email: holdsMoney.email });
    await server.expectLedgerHealthy();

    const after = await server.api.get<{ incompleteRegistrations: Array<{ user_id: string }> }>(
      '/superadmin/incomplete-registrations',
      { token: admin.token },
    );
    expect(after.body.incompleteRegistrations.map((r) => r.user_id)).toEqual([holdsMoney.id]);
    // the erased registration cannot go on, and its email and phone can be used again
    expect(
      (await server.api.post('/api/register/step3', { userId: b, termsAccepted: true, privacyPolicyAccepted: true }))
        .status,
    ).toBe(404);
    expect(
      (
        await server.api.post('/api/register/step1', {
          ...newDetails(),
          email: onlyStep1.email,
          phone: onlyStep1.phone,
        })
      ).status,
    ).toBe(201);
    expect(
      (await server.api.post('/api/register/step1', { ...newDetails(), email: withId.email, phone: withId.phone }))
        .status,
    ).toBe(201);
    const audited = await queryRows(
      server.ctx.db,
      z.object({ target: col.text }),
      sql`SELECT target FROM audit_log WHERE action = 'registration.purge' ORDER BY target`,
    );
    expect(audited.map((r) => r.target)).toEqual([`user:${a}`, `user:${b}`].sort());
  });

  it('erases each registration once when two instances run the job at once', async () => {
    clock.set(new Date(start.getTime() + 30 * DAY));
    await purgeIncompleteRegistrations(server.ctx); // the registrations left by the test before
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await stepOne());
    clock.set(new Date(start.getTime() + 37 * DAY));
    const counts = await Promise.all([
      purgeIncompleteRegistrations(server.ctx),
      purgeIncompleteRegistrations(server.ctx),
      purgeIncompleteRegistrations(server.ctx),
    ]);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(5);
    const audited = await queryRows(
      server.ctx.db,
      z.object({ target: col.text, n: col.int }),
      sql`SELECT target, COUNT(*)::int AS n FROM audit_log WHERE action = 'registration.purge' AND target IN (${sql.join(
        ids.map((id) => sql`${`user:${id}`}`),
        sql`, `,
      )}) GROUP BY target`,
    );
    expect(audited.map((r) => r.n)).toEqual([1, 1, 1, 1, 1]);
  });

  it('follows REGISTRATION_PURGE_DAYS', async () => {
    clock.set(new Date(start.getTime() + 60 * DAY));
    const id = await stepOne();
    const twoDays = { ...server.ctx, config: { ...server.ctx.config, registrationPurgeDays: 2 } };
    clock.set(new Date(start.getTime() + 62 * DAY - 1));
    expect(await purgeIncompleteRegistrations(twoDays)).toBe(0);
    clock.set(new Date(start.getTime() + 62 * DAY));
    expect(await purgeIncompleteRegistrations(twoDays)).toBe(1);
    expect(await userRow(id)).toMatchObject({ deleted: true });
  });
});
