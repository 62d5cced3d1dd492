import { describe, expect, it } from 'vitest';
import { TestSmtpServer } from '../../testing/smtp';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { mailedCode, registerUpTo, resentCode } from './auth-test-kit';

/**
 * The limits across fresh codes (docs/product/identity.md): at most 5 codes mailed an hour, and 10
 * wrong registration codes an hour whatever the codes, so that asking for a new code every 30 seconds
 * neither floods someone's inbox nor buys 5 more guesses each time.
 */
const smtp = new TestSmtpServer();
const clock = new TestClock(new Date('2026-03-02T08:00:00Z'));
const server = useTestServer({ clock, smtp });

const HALF_MINUTE = 31_000;
const HOUR = 60 * 60 * 1000;
const resend = (userId: string) => server.api.post('/api/login/resend-code', { userId });
const guess = (userId: string, code: string) =>
  server.api.post('/api/register/step4', { userId, verificationCode: code });
/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('registration codes', () => {
  it('mail at most 5 codes an hour to one account, then again an hour after the first', async () => {
    const r = await registerUpTo(server, smtp, 4);
    await mailedCode(smtp, r.email); // the first, sent by step 3
    for (let i = 0; i < 4; i++) {
      clock.advance(HALF_MINUTE);
      await resentCode(server, smtp, r);
    }
    const mailed = smtp.received.filter((m) => m.to.includes(r.email)).length;
    clock.advance(HALF_MINUTE);
    expect(await resend(r.userId)).toMatchObject({
      status: 429,
      body: { message: 'Too many codes have been sent to this email. Please try again in an hour.' },
    });
    expect(smtp.received.filter((m) => m.to.includes(r.email))).toHaveLength(mailed);
    clock.advance(HOUR);
    const code = await resentCode(server, smtp, r);
    expect((await guess(r.userId, code)).status).toBe(200);
  });

  it('take 10 wrong guesses an hour across fresh codes, then none, not even the right code', async () => {
    const r = await registerUpTo(server, smtp, 4);
    let code = await mailedCode(smtp, r.email);
    const answers: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) answers.push((await guess(r.userId, wrong(code))).status);
      clock.advance(HALF_MINUTE);
      code = await resentCode(server, smtp, r);
    }
    // 10 guesses were checked (400), the rest refused unchecked (429)
    expect(answers.filter((s) => s === 400)).toHaveLength(10);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
    expect(await guess(r.userId, code)).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong codes. Please try again in an hour.' },
    });
    clock.advance(HOUR);
    code = await resentCode(server, smtp, r);
    expect((await guess(r.userId, code)).status).toBe(200);
  });
});
