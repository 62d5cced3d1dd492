import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { col, queryRows } from '../../db/typed-rows';
import { createUser, type TestUser } from '../../testing/factories';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

/** A new sign-in is a security text: it goes whatever the SMS preference (docs/product/sms.md). */
const clock = new TestClock(new Date('2026-11-25T11:05:00Z')); // 14:05 in Nairobi
const server = useTestServer({ env: { TRUST_PROXY: '1' }, clock });

const login = (u: TestUser, ip: string, password = u.password) =>
  server.api.post('/api/login', { email: u.email, password }, { headers: { 'x-forwarded-for': ip } });
const texts = (u: TestUser) =>
  queryRows(
    server.ctx.db,
    z.object({ message: col.text, category: col.text, phone: col.text }),
    sql`SELECT message, category, phone FROM sms_outbox WHERE user_id = ${u.id} ORDER BY id`,
  );

describe('new sign-in texts', () => {
  it('texts a right password from a new address, not the first sign-in, a known address or a wrong password', async () => {
    const u = await createUser(server.ctx);
    await server.ctx.db.execute(sql`UPDATE users SET sms_notifications = false WHERE id = ${u.id}`);
    expect((await login(u, '203.0.113.10')).status).toBe(200);
    expect((await login(u, '203.0.113.10')).status).toBe(200);
    expect((await login(u, '203.0.113.20', 'wrong-password-1')).status).toBe(401);
    expect(await texts(u)).toEqual([]);

    expect((await login(u, '203.0.113.20')).status).toBe(200);
    expect(await texts(u)).toEqual([
      {
        message:
          'Pamoja: new sign-in to your account on 25 Nov 2026 at 14:05. If this was not you, change your password now.',
        category: 'security',
        phone: u.phone,
      },
    ]);
    clock.advance(60_000);
    expect((await login(u, '203.0.113.20')).status).toBe(200);
    expect(await texts(u)).toHaveLength(1);
  });

  it('writes it in Kiswahili for a Kiswahili speaker, and also when two-step sign-in follows', async () => {
    const u = await createUser(server.ctx, { twoStepEnabled: true });
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${u.id}`);
    expect((await login(u, '198.51.100.1')).status).toBe(200);
    clock.advance(60_000);
    expect((await login(u, '198.51.100.2')).body).toMatchObject({ verificationRequired: true });
    const [text] = await texts(u);
    expect(text?.message).toBe(
      'Pamoja: kuingia kupya kwenye akaunti yako tarehe 25 Nov 2026 saa 14:07. Ikiwa si wewe, badilisha nenosiri lako sasa.',
    );
    expect(text?.message.length).toBeLessThanOrEqual(160);
  });
});
