import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import { createUser, type TestUser } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

/** Keyset pages of the superadmin's user lists: ?limit, ?cursor, ?q and next_cursor. */
let admin: TestUser;
const made: TestUser[] = [];

/** Registrations sharing instants (to the microsecond), so ties in created_at are crossed by page ends. */
const TIE_A = '2026-03-01T08:00:00.123456Z';
const TIE_B = '2026-02-01T08:00:00.000001Z';

const server = useTestServer({}, async () => {
  admin = await createUser(server.ctx, { role: 'superadmin' });
  const kinds = [
    { accountStatus: 'active' as const },
    { accountStatus: 'inactive' as const },
    { registrationStep: 3 as const },
    { accountStatus: 'active' as const },
    { accountStatus: 'active' as const },
    { registrationStep: 2 as const },
    { accountStatus: 'inactive' as const },
  ];
  for (const [i, k] of kinds.entries())
    made.push(await createUser(server.ctx, { ...k, fullName: `Paging Person ${i}` }));
  // Five share TIE_A (ids decide their order), two share TIE_B.
  for (const [i, u] of made.entries()) {
    await server.ctx.db.execute(
      sql`UPDATE users SET created_at = ${i < 5 ? TIE_A : TIE_B}::timestamptz WHERE id = ${u.id}`,
    );
  }
  for (const u of [made[0]!, made[2]!, made[6]!]) {
    await server.ctx.db.execute(sql`UPDATE users SET delete_requested_at = now() WHERE id = ${u.id}`);
  }
});

const asAdmin = () => ({ token: admin.token });

interface Listed {
  id: string;
}
type Body = Record<string, unknown> & { next_cursor: string | null };

/** Every page of a list, following next_cursor until it is null. */
async function walk(path: string, field: string, limit: number, extra = ''): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `?limit=${limit}${extra}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await server.api.get<Body>(`${path}${query}`, asAdmin());
    expect([path, query, res.status]).toEqual([path, query, 200]);
    const page = res.body[field] as Listed[];
    expect(page.length).toBeLessThanOrEqual(limit);
    ids.push(...page.map((u) => u.id));
    cursor = res.body.next_cursor;
    pages++;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return { ids, pages };
}

/** The expected order straight from the table: newest registration first, then id. */
async function expected(where: ReturnType<typeof sql>): Promise<string[]> {
  const found = await queryRows(
    server.ctx.db,
    z.object({ id: col.text }),
    sql`SELECT id FROM users u WHERE u.role = 'user' AND u.deleted_at IS NULL AND ${where} ORDER BY u.created_at DESC, u.id`,
  );
  return found.map((r) => r.id);
}

const lists: Array<[string, string, ReturnType<typeof sql>]> = [
  ['/superadmin/users', 'users', sql`true`],
  ['/superadmin/active-users', 'activeUsers', sql`u.account_status = 'active' AND u.registration_step = 5`],
  ['/superadmin/inactive-users', 'inactiveUsers', sql`u.account_status = 'inactive' AND u.registration_step = 5`],
  ['/superadmin/incomplete-registrations', 'incompleteRegistrations', sql`u.registration_step < 5`],
  ['/superadmin/delete-requests', 'deleteRequests', sql`u.delete_requested_at IS NOT NULL`],
];

describe('paging the user lists', () => {
  it('returns every user of each list exactly once, in order, across pages that split ties', async () => {
    for (const [path, field, where] of lists) {
      const all = await expected(where);
      expect(all.length).toBeGreaterThan(0);
      const whole = await server.api.get<Body>(path, asAdmin());
      expect((whole.body[field] as Listed[]).map((u) => u.id)).toEqual(all);
      expect(whole.body.next_cursor).toBeNull();
      for (const limit of [1, 2, 3]) {
        const walked = await walk(path, field, limit);
        expect([path, limit, walked.ids]).toEqual([path, limit, all]);
        expect(new Set(walked.ids).size).toBe(walked.ids.length);
        expect(walked.pages).toBe(Math.max(1, Math.ceil(all.length / limit)));
      }
    }
    const ours = await walk('/superadmin/users', 'users', 2);
    expect(ours.ids).toEqual(expect.arrayContaining(made.map((u) => u.id)));
    expect(ours.ids).not.toContain(admin.id);
  });

  it('the last full page says null, not a cursor to an empty page', async () => {
    const all = await expected(sql`u.account_status = 'active' AND u.registration_step = 5`);
    const res = await server.api.get<Body>(`/superadmin/active-users?limit=${all.length}`, asAdmin());
    expect([(res.body.activeUsers as Listed[]).length, res.body.next_cursor]).toEqual([all.length, null]);
  });

  it('searches name, email and phone, case-insensitive, with % and _ taken literally', async () => {
    const odd = await createUser(server.ctx, { fullName: 'Zawadi 100%_Sure', accountStatus: 'active' });
    const named = await walk('/superadmin/users', 'users', 1, `&q=${encodeURIComponent('zAWADI 100%_s')}`);
    expect(named.ids).toEqual([odd.id]);
    const percent = await walk('/superadmin/users', 'users', 5, `&q=${encodeURIComponent('%')}`);
    expect(percent.ids).toEqual([odd.id]);
    const underscore = await walk('/superadmin/active-users', 'activeUsers', 5, '&q=_');
    expect(underscore.ids).toEqual([odd.id]);
    const byEmail = await walk('/superadmin/users', 'users', 5, `&q=${encodeURIComponent(odd.email.toUpperCase())}`);
    expect(byEmail.ids).toEqual([odd.id]);
    for (const phone of [odd.localPhone, odd.phone, `+${odd.phone}`]) {
      const byPhone = await walk('/superadmin/users', 'users', 5, `&q=${encodeURIComponent(phone)}`);
      expect([phone, byPhone.ids]).toEqual([phone, [odd.id]]);
    }
    // The search keeps the list's filter: this active user is not an incomplete registration.
    const filtered = await walk('/superadmin/incomplete-registrations', 'incompleteRegistrations', 5, '&q=Zawadi');
    expect(filtered.ids).toEqual([]);
    const paged = await walk('/superadmin/users', 'users', 2, '&q=paging+person');
    expect(paged.ids.sort()).toEqual(made.map((u) => u.id).sort());
    const blank = await server.api.get<Body>('/superadmin/users?q=%20%20', asAdmin());
    expect((blank.body.users as Listed[]).map((u) => u.id)).toEqual(await expected(sql`true`));
  });

  it('refuses a bad limit, cursor or search with 400 { message }', async () => {
    const cursorOf = (text: string) => Buffer.from(text).toString('base64url');
    const limitMessage = 'Limit must be a whole number from 1 to 1000.';
    const cases: Array<[string, string]> = [
      ['limit=0', limitMessage],
      ['limit=1001', limitMessage],
      ['limit=-1', limitMessage],
      ['limit=1.5', limitMessage],
      ['limit=abc', limitMessage],
      ['limit=', limitMessage],
      ['limit=1&limit=2', limitMessage],
      ['cursor=', 'The cursor is not valid.'],
      ['cursor=not*base64', 'The cursor is not valid.'],
      ['cursor=a&cursor=b', 'The cursor is not valid.'],
      [`cursor=${cursorOf('hello')}`, 'The cursor is not valid.'],
      [`cursor=${cursorOf('2026-02-31T00:00:00.000000Z~ABCDEFGH')}`, 'The cursor is not valid.'],
      [`cursor=${cursorOf('2026-01-01T25:00:00.000000Z~ABCDEFGH')}`, 'The cursor is not valid.'],
      [`cursor=${cursorOf('0000-01-01T00:00:00.000000Z~ABCDEFGH')}`, 'The cursor is not valid.'],
      [`cursor=${cursorOf('2026-01-01T00:00:00.000000Z~')}`, 'The cursor is not valid.'],
      [`cursor=${'A'.repeat(400)}`, 'The cursor is not valid.'],
      [`q=${'x'.repeat(101)}`, 'The search is too long.'],
      ['q=a&q=b', 'The search is not valid.'],
    ];
    for (const [path] of lists) {
      for (const [query, message] of cases) {
        const res = await server.api.get(`${path}?${query}`, asAdmin());
        expect([path, query, res.status, res.body]).toEqual([path, query, 400, { message }]);
      }
    }
    // A cursor this server could have made (a real instant and an id) is simply a position.
    const far = await server.api.get<Body>(
      `/superadmin/users?cursor=${cursorOf('1999-01-01T00:00:00.000000Z~ZZZZZZZZ')}`,
      asAdmin(),
    );
    expect([far.status, far.body]).toEqual([200, { users: [], next_cursor: null }]);
  });

  it('refuses callers who are not the superadmin, whatever the parameters', async () => {
    const user = await createUser(server.ctx);
    for (const [path] of lists) {
      const anonymous = await server.api.get(`${path}?limit=1&q=a`);
      expect([path, anonymous.status]).toEqual([path, 401]);
      const asUser = await server.api.get(`${path}?limit=0`, { token: user.token });
      expect([path, asUser.status, asUser.body]).toEqual([path, 403, { message: 'You are not allowed to do that.' }]);
    }
  });
});
