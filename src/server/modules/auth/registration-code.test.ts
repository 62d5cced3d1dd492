import { describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions';
import { TestSmtpServer } from '../../testing/smtp';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { idForm, mailedCode, newDetails, registerUpTo, registrationRow, resentCode } from './auth-test-kit';

const smtp = new TestSmtpServer();
const clock = new TestClock(new Date('2026-03-02T08:00:00Z'));
const server = useTestServer({ env: { DEFAULT_LOAN_LIMIT: '1500' }, clock, smtp });

/** Step 4 of registration: the mailed code, its tries, expiry, resends and races. */
const user = (id: string) => registrationRow(server, id);

describe('step 4', () => {
  it('completes the registration with the mailed code and sends a welcome mail', async () => {
    const u = await registerUpTo(server, smtp, 4);
    const code = await mailedCode(smtp, u.email);
    const res = await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: code });
    expect(res).toMatchObject({ status: 200, body: { message: 'Your registration is complete. You can now log in.' } });
    expect(await user(u.userId)).toMatchObject({ registration_step: 5, email_verified_at: expect.anything() });
    const welcome = await smtp.waitFor(u.email, (m) => m.subject === 'Welcome to Pamoja!');
    expect(welcome.text).toContain('Hello Amani,');
    const again = await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: code });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Your registration is already complete. Please log in.' },
    });
  });

  it('a new account takes SMS receipts unless its owner turns them off', async () => {
    const u = await registerUpTo(server, smtp, 5);
    const token = await createSession(server.ctx.db, u.userId, clock.now());
    const settings = await server.api.get<{ smsNotifications: boolean }>(`/api/users/${u.userId}/settings`, { token });
    expect(settings).toMatchObject({ status: 200, body: { smsNotifications: true } });
  });

  it('writes the mails in Swahili for a Swahili speaker', async () => {
    const d = { ...newDetails(), language: 'sw' };
    const s1 = await server.api.post<{ userId: string }>('/api/register/step1', d);
    await server.api.post('/api/register/step2', idForm(s1.body.userId));
    await server.api.post('/api/register/step3', {
      userId: s1.body.userId,
      termsAccepted: true,
      privacyPolicyAccepted: true,
    });
    const mail = await smtp.waitFor(d.email);
    expect(mail.subject).toBe('Nambari yako ya uthibitisho ya Pamoja');
    expect(mail.text).toContain('itaisha baada ya dakika 10');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(
      (await server.api.post('/api/register/step4', { userId: s1.body.userId, verificationCode: code })).status,
    ).toBe(200);
    expect((await smtp.waitFor(d.email, (m) => m.subject === 'Karibu Pamoja!')).text).toContain('Habari Amani,');
  });

  it('refuses a malformed code with the spec message and a wrong code with 400', async () => {
    const u = await registerUpTo(server, smtp, 4);
    expect(
      await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: '12a456' }),
    ).toMatchObject({ status: 400, body: { message: 'Please enter the full authentication code.' } });
    expect(await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: '12345' })).toMatchObject(
      { status: 400, body: { message: 'Please enter the full authentication code.' } },
    );
    const code = await mailedCode(smtp, u.email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: wrong })).toMatchObject({
      status: 400,
      body: { message: 'Invalid authentication code. Please try again.' },
    });
    expect((await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: code })).status).toBe(
      200,
    );
  });

  it('allows 5 wrong tries, then refuses even the right code until a new one is sent', async () => {
    const u = await registerUpTo(server, smtp, 4);
    const code = await mailedCode(smtp, u.email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++)
      expect((await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: wrong })).status).toBe(
        400,
      );
    expect(await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: code })).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong codes. Please request a new code.' },
    });
    clock.advance(31_000);
    const fresh = await resentCode(server, smtp, u);
    expect((await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: fresh })).status).toBe(
      200,
    );
  });

  it('expires a code after 10 minutes', async () => {
    const u = await registerUpTo(server, smtp, 4);
    const code = await mailedCode(smtp, u.email);
    clock.advance(10 * 60 * 1000);
    expect(await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: code })).toMatchObject({
      status: 400,
      body: { message: 'This code has expired. Please request a new code.' },
    });
  });

  it('refuses a resend within 30 seconds, and the old code dies when a new one is sent', async () => {
    const u = await registerUpTo(server, smtp, 4);
    const first = await mailedCode(smtp, u.email);
    expect(await server.api.post('/api/login/resend-code', { userId: u.userId })).toMatchObject({
      status: 429,
      body: { message: 'Please wait 30 seconds before requesting a new code.' },
    });
    clock.advance(30_000);
    const second = await resentCode(server, smtp, u);
    if (second !== first) {
      expect((await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: first })).status).toBe(
        400,
      );
    }
    expect((await server.api.post('/api/register/step4', { userId: u.userId, verificationCode: second })).status).toBe(
      200,
    );
  });

  it('accepts a code only once when two requests race', async () => {
    const u = await registerUpTo(server, smtp, 4);
    const code = await mailedCode(smtp, u.email);
    const results = await Promise.all(
      [0, 1, 2].map(() => server.api.post('/api/register/step4', { userId: u.userId, verificationCode: code })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });
});
