import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { TestSmtpServer } from '../../testing/smtp';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { mailedCode, registerUpTo, resentCode } from './auth-test-kit';

const smtp = new TestSmtpServer();
const clock = new TestClock(new Date('2026-03-02T08:00:00Z'));
const server = useTestServer({ clock, smtp });

const login = (email: string, password: string) =>
  server.api.post<Record<string, unknown>>('/api/login', { email, password });

describe('login', () => {
  it('gives a user a session token, name and role; the token opens signed-in routes', async () => {
    const u = await registerUpTo(server, smtp, 5);
    const res = await login(u.email.toUpperCase(), u.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { id: u.userId, name: u.full_name, role: 'user' },
    });
    const token = String(res.body.token);
    const stored = await server.ctx.db.execute(sql`SELECT token_hash FROM sessions WHERE token_hash = ${token}`);
    expect((stored as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    expect((await server.api.post('/api/logout', undefined, { token })).status).toBe(200);
  });

  it('signs the superadmin in with role superadmin', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    const res = await login(admin.email, admin.password);
    expect(res.body).toMatchObject({ user: { id: admin.id, role: 'superadmin' } });
  });

  it('sends an incomplete registration to its next step after checking the password', async () => {
    for (const [stop, nextStep] of [
      [2, 'step-2'],
      [3, 'step-3'],
      [4, 'step-4'],
    ] as const) {
      const u = await registerUpTo(server, smtp, stop);
      expect(await login(u.email, u.password)).toEqual(
        expect.objectContaining({ status: 200, body: { registrationIncomplete: true, nextStep, userId: u.userId } }),
      );
      expect((await login(u.email, 'wrong-password')).status).toBe(401);
    }
  });

  it('answers 401 with one message for a wrong password or an unknown email', async () => {
    const u = await createUser(server.ctx);
    for (const res of [await login(u.email, 'nope-nope'), await login('nobody@example.com', 'whatever1')]) {
      expect(res).toMatchObject({ status: 401, body: { message: 'Invalid email or password.' } });
    }
  });

  it('asks for both fields with the spec message', async () => {
    for (const body of [{ email: '', password: 'x' }, { email: 'a@b.co', password: '' }, {}]) {
      expect(await server.api.post('/api/login', body)).toMatchObject({
        status: 400,
        body: { message: 'Please enter your email and password.' },
      });
    }
  });

  it('refuses a user who asked for deletion with 403', async () => {
    const u = await createUser(server.ctx);
    await server.ctx.db.execute(sql`UPDATE users SET delete_requested_at = now() WHERE id = ${u.id}`);
    expect(await login(u.email, u.password)).toMatchObject({
      status: 403,
      body: { message: 'Account deletion request is in process. Please contact support.' },
    });
    expect((await login(u.email, 'wrong-password')).status).toBe(401);
  });

  it('locks an account for 15 minutes after 5 failed logins, even for the right password', async () => {
    const u = await createUser(server.ctx);
    for (let i = 0; i < 5; i++) expect((await login(u.email, `wrong-${i}-pass`)).status).toBe(401);
    expect(await login(u.email, u.password)).toMatchObject({
      status: 429,
      body: { message: 'Too many failed login attempts. Please try again in 15 minutes.' },
    });
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(u.email, u.password)).status).toBe(200);
  });

  it('lets at most 5 of many concurrent guesses be checked', async () => {
    const u = await createUser(server.ctx);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(u.email, `guess-${i}-pw`)));
    const checked = results.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 429).length).toBe(12 - checked);
    // Refused guesses leave no trace, so exactly 5 - checked more wrong passwords are checked before the lock.
    for (let i = checked; i < 5; i++) expect((await login(u.email, `later-${i}-pw`)).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(429);
  });

  it('forgets failures after a successful login', async () => {
    const u = await createUser(server.ctx);
    for (let i = 0; i < 4; i++) await login(u.email, 'wrong-pass');
    expect((await login(u.email, u.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(u.email, 'wrong-pass')).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(200);
  });
});

describe('two-step verification', () => {
  it('mails a code at login and trades it for a session once', async () => {
    const u = await createUser(server.ctx, { twoStepEnabled: true });
    const res = await login(u.email, u.password);
    expect(res).toEqual(expect.objectContaining({ status: 200, body: { verificationRequired: true, userId: u.id } }));
    const mail = await smtp.waitFor(u.email, (m) => m.subject === 'Your Pamoja sign-in code');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    const ok = await server.api.post('/api/login/verify-code', { userId: u.id, verificationCode: code });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ token: expect.any(String), user: { id: u.id, name: u.fullName, role: 'user' } });
    expect(await server.api.post('/api/login/verify-code', { userId: u.id, verificationCode: code })).toMatchObject({
      status: 400,
      body: { message: 'Invalid verification code. Please try again.' },
    });
  });

  it('refuses a wrong code, a malformed code, and locks after 5 wrong tries', async () => {
    const u = await createUser(server.ctx, { twoStepEnabled: true });
    await login(u.email, u.password);
    const code = await mailedCode(smtp, u.email);
    const wrong = code === '123123' ? '321321' : '123123';
    expect(await server.api.post('/api/login/verify-code', { userId: u.id, verificationCode: 'abc' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter the full verification code.' },
    });
    for (let i = 0; i < 5; i++) {
      expect(await server.api.post('/api/login/verify-code', { userId: u.id, verificationCode: wrong })).toMatchObject({
        status: 400,
        body: { message: 'Invalid verification code. Please try again.' },
      });
    }
    expect(await server.api.post('/api/login/verify-code', { userId: u.id, verificationCode: code })).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong codes. Please request a new code.' },
    });
  });

  it('resends a pending login code after 30 seconds, never before, and not without a login', async () => {
    const u = await createUser(server.ctx, { twoStepEnabled: true });
    expect(await server.api.post('/api/login/resend-code', { userId: u.id })).toMatchObject({
      status: 409,
      body: { message: 'There is no code to resend. Please log in again.' },
    });
    await login(u.email, u.password);
    await mailedCode(smtp, u.email);
    expect(await server.api.post('/api/login/resend-code', { userId: u.id })).toMatchObject({
      status: 429,
      body: { message: 'Please wait 30 seconds before requesting a new code.' },
    });
    clock.advance(30_000);
    const code = await resentCode(server, smtp, { userId: u.id, email: u.email });
    expect((await server.api.post('/api/login/verify-code', { userId: u.id, verificationCode: code })).status).toBe(
      200,
    );
    clock.advance(31_000);
    expect((await server.api.post('/api/login/resend-code', { userId: u.id })).status).toBe(409);
    expect((await server.api.post('/api/login/resend-code', { userId: 'NOSUCHID' })).status).toBe(404);
  });

  it('refuses an expired login code', async () => {
    const u = await createUser(server.ctx, { twoStepEnabled: true });
    await login(u.email, u.password);
    const code = await mailedCode(smtp, u.email);
    clock.advance(10 * 60 * 1000 + 1);
    expect(await server.api.post('/api/login/verify-code', { userId: u.id, verificationCode: code })).toMatchObject({
      status: 400,
      body: { message: 'This code has expired. Please request a new code.' },
    });
  });
});

describe('logout and sessions', () => {
  it('revokes the current session only', async () => {
    const u = await registerUpTo(server, smtp, 5);
    const a = String((await login(u.email, u.password)).body.token);
    const b = String((await login(u.email, u.password)).body.token);
    expect(await server.api.post('/api/logout', undefined, { token: a })).toMatchObject({
      status: 200,
      body: { message: 'You have been logged out.' },
    });
    expect(await server.api.post('/api/logout', undefined, { token: a })).toMatchObject({
      status: 401,
      body: { message: 'Please log in to continue.' },
    });
    expect((await server.api.post('/api/logout', undefined, { token: b })).status).toBe(200);
    expect((await server.api.post('/api/logout')).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const u = await createUser(server.ctx);
    clock.advance(15 * 24 * 60 * 60 * 1000);
    expect((await server.api.post('/api/logout', undefined, { token: u.token })).status).toBe(401);
  });
});
