import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRows } from '../../db/typed-rows';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const clock = new TestClock(new Date('2026-03-01T09:30:00.000Z'));
const server = useTestServer({ clock });

const Count = z.object({ n: col.int });
/** When each stored subscription of `email` was made (one row is right). */
const subscribedAt = async (email: string) =>
  (
    await queryRows(
      server.ctx.db,
      z.object({ created_at: col.timestamp }),
      sql`SELECT created_at FROM newsletter_subscriptions WHERE email = ${email}`,
    )
  ).map((row) => row.created_at.toISOString());
const countSubscribers = async () =>
  (await queryRows(server.ctx.db, Count, sql`SELECT count(*)::int AS n FROM newsletter_subscriptions`))[0]!.n;
const countMessages = async () =>
  (await queryRows(server.ctx.db, Count, sql`SELECT count(*)::int AS n FROM support_messages`))[0]!.n;

describe('POST /api/newsletter', () => {
  it('stores the address and thanks the subscriber', async () => {
    const res = await server.api.post('/api/newsletter', { email: 'wanjiku@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Thank you for subscribing!' });
    expect(await subscribedAt('wanjiku@example.com')).toEqual(['2026-03-01T09:30:00.000Z']);
  });

  it('is idempotent: subscribing again, in any letter case, keeps one row and the first date', async () => {
    await server.api.post('/api/newsletter', { email: 'otieno@example.com' });
    clock.advance(60_000);
    const again = await server.api.post('/api/newsletter', { email: 'Otieno@Example.COM' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Thank you for subscribing!' });
    expect(await subscribedAt('otieno@example.com')).toEqual(['2026-03-01T09:30:00.000Z']);
  });

  it('stores each of many concurrent subscriptions of one address once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => server.api.post('/api/newsletter', { email: 'race@example.com' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await subscribedAt('race@example.com')).toHaveLength(1);
  });

  it('refuses a bad email with 400 and a message, storing nothing', async () => {
    const before = await countSubscribers();
    for (const email of [
      'not-an-email',
      'a@b',
      '',
      '@example.com',
      'spaces in@example.com',
      `${'x'.repeat(250)}@example.com`,
    ]) {
      const res = await server.api.post('/api/newsletter', { email });
      expect(res.status, email).toBe(400);
      expect(res.body, email).toEqual({ message: 'Please enter a valid email address.' });
    }
    expect(await countSubscribers()).toBe(before);
  });
});

describe('POST /api/contact', () => {
  it('stores the message from the landing page with the name', async () => {
    const res = await server.api.post('/api/contact', {
      name: '  Amina Hassan ',
      email: 'Amina@Example.com',
      message: '  How do I join a community goal?  ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thank you! Our support team will get back to you soon.' });
    const stored = await queryRows(
      server.ctx.db,
      z.object({
        user_id: col.text.nullable(),
        name: col.text.nullable(),
        email: col.text,
        message: col.text,
        source: col.text,
        created_at: col.timestamp,
      }),
      sql`SELECT user_id, name, email, message, source, created_at FROM support_messages WHERE email = 'amina@example.com'`,
    );
    expect(stored).toHaveLength(1);
    expect({ ...stored[0]!, created_at: stored[0]!.created_at.toISOString() }).toEqual({
      user_id: null,
      name: 'Amina Hassan',
      email: 'amina@example.com',
      message: 'How do I join a community goal?',
      source: 'landing',
      created_at: clock.now().toISOString(),
    });
  });

  it('takes the name as optional, storing no name when it is missing or blank', async () => {
    for (const body of [
      { email: 'noname@example.com', message: 'Hello' },
      { name: '   ', email: 'noname@example.com', message: 'Hello again' },
    ]) {
      const res = await server.api.post('/api/contact', body);
      expect(res.status).toBe(201);
    }
    const stored = await queryRows(
      server.ctx.db,
      z.object({ name: col.text.nullable() }),
      sql`SELECT name FROM support_messages WHERE email = 'noname@example.com'`,
    );
    expect(stored).toEqual([{ name: null }, { name: null }]);
  });

  it.each([
    [{ email: 'a@example.com' }, 'Please write your message.'],
    [{ email: 'a@example.com', message: '   ' }, 'Please write your message.'],
    [{ email: 'not-an-email', message: 'Hi' }, 'Please enter a valid email address.'],
    [{ message: 'Hi' }, 'Please enter a valid email address.'],
    [{ email: 'a@example.com', message: 42 }, 'Please write your message.'],
    [{ email: 'a@example.com', message: 'Hi\u0000there' }, 'Please remove the unusual characters from your message.'],
    [
      { name: 'A\u0000', email: 'a@example.com', message: 'Hi' },
      'Please remove the unusual characters from your name.',
    ],
    [{ email: 'a@example.com', message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    [{ name: 'x'.repeat(121), email: 'a@example.com', message: 'Hi' }, 'Name must be at most 120 characters.'],
  ])('refuses %j with 400 and a message, storing nothing', async (body, message) => {
    const before = await countMessages();
    const res = await server.api.post('/api/contact', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await countMessages()).toBe(before);
  });
});

describe('malformed requests to the site endpoints', () => {
  const common: Array<[string, string | object | undefined]> = [
    ['no body', undefined],
    ['invalid JSON', '{"email":'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"a@example.com"'],
    ['JSON null', 'null'],
    ['a number for the email', { email: 42, message: 'Hi' }],
    ['an object for the email', { email: { $ne: '' }, message: 'Hi' }],
    ['a NUL byte in the email', { email: 'a\u0000@example.com', message: 'Hi' }],
  ];
  const contactOnly: Array<[string, string | object | undefined]> = [
    ['an array for the message', { email: 'a@example.com', message: ['Hi'] }],
    ['a number for the name', { name: 7, email: 'a@example.com', message: 'Hi' }],
    ['a NUL byte in the message', { email: 'a@example.com', message: 'Hi\u0000there' }],
  ];
  const cases = [
    ...common.map(([what, body]) => ['/api/newsletter', what, body] as const),
    ...[...common, ...contactOnly].map(([what, body]) => ['/api/contact', what, body] as const),
  ];

  it.each(cases)('%s answers %s with a 4xx and a message, never a 5xx', async (path, _what, body) => {
    const res = await server.api.post<{ message: unknown }>(path, body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers GET on the POST-only endpoints with a JSON 404', async () => {
    const res = await server.api.get('/api/newsletter');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found.' });
  });
});
