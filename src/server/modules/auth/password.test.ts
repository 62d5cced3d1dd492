import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import type { ReceivedMail } from '../../testing/smtp';
import { TestSmtpServer } from '../../testing/smtp';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const smtp = new TestSmtpServer();
const clock = new TestClock(new Date('2026-03-02T08:00:00Z'));
const PUBLIC_URL = 'https://pamoja.example.co.ke';
const server = useTestServer({ env: { PUBLIC_URL }, clock, smtp });

const SAME_ANSWER = { message: 'If an account exists for this email, a password reset link has been sent to it.' };

function tokenIn(mail: ReceivedMail): string {
  const m = new RegExp(`${PUBLIC_URL}/reset-password/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!m?.[1]) throw new Error('no reset link');
  return m[1];
}

async function requestReset(email: string): Promise<string> {
  const before = smtp.received.length;
  expect(await server.api.post('/api/forgot-password', { email })).toMatchObject({ status: 200, body: SAME_ANSWER });
  return tokenIn(await smtp.waitFor(email, (m) => smtp.received.indexOf(m) >= before));
}

describe('forgot and reset password', () => {
  it('mails a link under PUBLIC_URL; the new password works, the old one and every session do not', async () => {
    const u = await createUser(server.ctx);
    const token = await requestReset(u.email);
    const mail = await smtp.waitFor(u.email);
    expect(mail.subject).toBe('Reset your Pamoja password');
    expect(mail.text).toContain('expires in 1 hour');
    const res = await server.api.post(`/api/reset-password/${token}`, { password: 'N3w-password!' });
    expect(res).toMatchObject({ status: 200, body: { message: 'Your password has been reset. You can now log in.' } });
    expect((await server.api.post('/api/logout', undefined, { token: u.token })).status).toBe(401);
    expect((await server.api.post('/api/login', { email: u.email, password: u.password })).status).toBe(401);
    expect((await server.api.post('/api/login', { email: u.email, password: 'N3w-password!' })).status).toBe(200);
    expect(await server.api.post(`/api/reset-password/${token}`, { password: 'Another-pass1' })).toMatchObject({
      status: 400,
      body: { message: 'This reset link is invalid or has expired. Please request a new one.' },
    });
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const before = smtp.received.length;
    expect(await server.api.post('/api/forgot-password', { email: 'nobody.here@example.com' })).toMatchObject({
      status: 200,
      body: SAME_ANSWER,
    });
    const u = await createUser(server.ctx);
    await requestReset(u.email);
    expect(smtp.received.slice(before).flatMap((m) => m.to)).not.toContain('nobody.here@example.com');
  });

  it('expires a link after 1 hour (an earlier link stays valid next to a newer one: sign-in-abuse.test.ts)', async () => {
    const u = await createUser(server.ctx);
    const first = await requestReset(u.email);
    const second = await requestReset(u.email);
    clock.advance(60 * 60 * 1000);
    for (const token of [first, second]) {
      expect(await server.api.post(`/api/reset-password/${token}`, { password: 'N3w-password!' })).toMatchObject({
        status: 400,
        body: { message: 'This reset link is invalid or has expired. Please request a new one.' },
      });
    }
  });

  it('stores only the hash of the token', async () => {
    const u = await createUser(server.ctx);
    const token = await requestReset(u.email);
    const found = await server.ctx.db.execute(sql`SELECT 1 FROM password_reset_tokens WHERE token_hash = ${token}`);
    expect((found as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('refuses bad input with a readable 400', async () => {
    expect(await server.api.post('/api/forgot-password', { email: 'not-an-email' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address.' },
    });
    expect(await server.api.post('/api/reset-password/short', { password: 'N3w-password!' })).toMatchObject({
      status: 400,
      body: { message: 'This reset link is invalid or has expired. Please request a new one.' },
    });
    const token = 'x'.repeat(43);
    expect(await server.api.post(`/api/reset-password/${token}`, { password: 'short' })).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 8 characters.' },
    });
    expect(await server.api.post(`/api/reset-password/${token}`, { password: 'Long-enough-1' })).toMatchObject({
      status: 400,
      body: { message: 'This reset link is invalid or has expired. Please request a new one.' },
    });
  });

  it('unlocks an account locked by failed logins', async () => {
    const u = await createUser(server.ctx);
    for (let i = 0; i < 5; i++) await server.api.post('/api/login', { email: u.email, password: 'wrong-pass' });
    expect((await server.api.post('/api/login', { email: u.email, password: u.password })).status).toBe(429);
    const token = await requestReset(u.email);
    await server.api.post(`/api/reset-password/${token}`, { password: 'N3w-password!' });
    expect((await server.api.post('/api/login', { email: u.email, password: 'N3w-password!' })).status).toBe(200);
  });

  it('writes the reset mail in Swahili for a Swahili speaker', async () => {
    const u = await createUser(server.ctx);
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${u.id}`);
    await requestReset(u.email);
    expect((await smtp.waitFor(u.email)).subject).toBe('Badilisha nenosiri lako la Pamoja');
  });
});
