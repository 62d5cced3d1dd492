import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { TestSmtpServer } from '../../testing/smtp';
import { useTestServer } from '../../testing/use-test-server';
import { newDetails } from './auth-test-kit';

const smtp = new TestSmtpServer();
const PUBLIC_URL = 'https://pamoja.example.co.ke';
const server = useTestServer({ env: { PUBLIC_URL }, smtp });

const WEAK = {
  status: 400,
  body: {
    message: 'This password is too easy to guess. Try a longer passphrase, such as three or four unrelated words.',
  },
};
const WEAK_PASSWORDS = ['12345678', 'password', 'Passw0rd!', 'qwertyuiop', 'iloveyou1'];

describe('weak passwords are refused at registration, reset and change', () => {
  it('registration', async () => {
    for (const password of WEAK_PASSWORDS)
      expect(await server.api.post('/api/register/step1', newDetails({ password }))).toMatchObject(WEAK);
    expect((await server.api.post('/api/register/step1', newDetails({ password: 'Mvua-Nyingi-Leo-42' }))).status).toBe(
      201,
    );
  });

  it('password reset', async () => {
    const u = await createUser(server.ctx);
    await server.api.post('/api/forgot-password', { email: u.email });
    const mail = await smtp.waitFor(u.email, (m) => m.subject === 'Reset your Pamoja password');
    const path = new URL(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '').pathname;
    for (const password of WEAK_PASSWORDS)
      expect(await server.api.post(`/api${path}`, { password })).toMatchObject(WEAK);
    expect((await server.api.post(`/api${path}`, { password: 'Mvua-Nyingi-Leo-42' })).status).toBe(200);
  });

  it('change password', async () => {
    const u = await createUser(server.ctx);
    for (const newPassword of WEAK_PASSWORDS) {
      expect(
        await server.api.put(
          `/api/users/${u.id}/change-password`,
          { currentPassword: u.password, newPassword },
          { token: u.token },
        ),
      ).toMatchObject(WEAK);
    }
    expect(
      (
        await server.api.put(
          `/api/users/${u.id}/change-password`,
          { currentPassword: u.password, newPassword: 'Mvua-Nyingi-Leo-42' },
          { token: u.token },
        )
      ).status,
    ).toBe(200);
  });
});
