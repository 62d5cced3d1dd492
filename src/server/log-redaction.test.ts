import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets } from './log-redact';
import { settled } from './modules/wallet/wallet-test-kit';
import { createUser, type TestUser } from './testing/factories';
import { TestSmtpServer } from './testing/smtp';
import { startTestServer, type TestServer } from './testing/test-server';

/**
 * What the default log (level info) keeps of a real run: a password reset through its mailed link
 * and an M-Pesa deposit called back by the simulator over HTTP. Every request is still there,
 * identified by method and path, but no secret that rode in a URL or a header is.
 */
const lines: string[] = [];
const smtp = new TestSmtpServer();
let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  const smtpUrl = await smtp.start();
  server = await startTestServer({
    env: { LOG_LEVEL: 'info', SMTP_URL: smtpUrl },
    logDestination: { write: (line) => void lines.push(line) },
  });
  user = await createUser(server.ctx);
});

afterAll(async () => {
  await server?.close();
  await smtp.stop();
});

const log = () => lines.join('');

describe('the default log', () => {
  it('keeps no reset token, callback token or bearer token, and still names every request', async () => {
    const deposit = await server.api.post<{ depositId: string }>(
      '/api/deposits',
      { amount: 500, mpesaNumber: user.localPhone, userId: user.id },
      { token: user.token },
    );
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    const id = deposit.body.depositId;
    expect((await settled(server, user, 'deposits', id)).status).toBe('completed');
    await server.expectLedgerHealthy();

    // A reset ends every session, so it comes after the deposit.
    expect((await server.api.post('/api/forgot-password', { email: user.email })).status).toBe(200);
    const mail = await smtp.waitFor(user.email, (m) => m.text.includes('/reset-password/'));
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no reset link in the mail');
    // The link opened in a browser (the page), then the form sent.
    await server.api.get(`/reset-password/${token}`);
    expect((await server.api.post(`/api/reset-password/${token}`, { password: 'N3w-password!' })).status).toBe(200);

    const text = log();
    expect(text).not.toContain(token);
    expect(text).not.toContain(user.token);
    // The callback path keeps its kind and id, and nothing after them.
    expect(text).toContain(`"url":"/mpesa/callbacks/stk/${id}/[redacted]"`);
    expect(text).not.toMatch(new RegExp(`/mpesa/callbacks/stk/${id}/(?!\\[redacted\\])`));
    expect(text).toContain('"url":"/reset-password/[redacted]"');
    expect(text).toContain('"url":"/api/reset-password/[redacted]"');
    expect(text).toContain('"url":"/api/forgot-password"');
    // With SMTP, mail is sent, never printed (the outbox prints it only when there is no SMTP).
    expect(text).toContain('"msg":"mail sent"');
    expect(text).not.toContain('mail written to outbox');
  });

  it('hides the secrets of URLs, bearer headers and secret-named query parameters wherever they appear in a text', () => {
    expect(redactSecrets('GET https://pamoja.example/reset-password/abc_DEF-123?x=1')).toBe(
      'GET https://pamoja.example/reset-password/[redacted]?x=1',
    );
    expect(redactSecrets('/mpesa/callbacks/b2c-timeout/4f1c/secret-tok/extra')).toBe(
      '/mpesa/callbacks/b2c-timeout/4f1c/[redacted]',
    );
    expect(redactSecrets('fetch failed: http://127.0.0.1:3000/mpesa/callbacks/stk/abc/tok123')).toBe(
      'fetch failed: http://127.0.0.1:3000/mpesa/callbacks/stk/abc/[redacted]',
    );
    expect(redactSecrets('POST http://127.0.0.1:3000/paybill/c2b/confirmation/9MDcw195PZAB')).toBe(
      'POST http://127.0.0.1:3000/paybill/c2b/confirmation/[redacted]',
    );
    expect(redactSecrets('authorization: Bearer eyJhbGciOi.x.y')).toBe('authorization: Bearer [redacted]');
    expect(redactSecrets('/api/x?access_token=a1&code=123456&page=2')).toBe(
      '/api/x?access_token=[redacted]&code=[redacted]&page=2',
    );
    expect(redactSecrets('/api/goals/12/contribute')).toBe('/api/goals/12/contribute');
  });
});
