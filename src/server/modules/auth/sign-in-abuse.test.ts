import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow } from '../../db/typed-rows';
import { createUser, type TestUser } from '../../testing/factories';
import { type ReceivedMail, TestSmtpServer } from '../../testing/smtp';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { signInCleanupJob } from './sign-in-cleanup';

const smtp = new TestSmtpServer();
const clock = new TestClock(new Date('2026-03-02T08:00:00Z'));
const PUBLIC_URL = 'https://pamoja.example.co.ke';
// The client address comes from X-Forwarded-For, as behind the one proxy of a deployment.
const server = useTestServer({ env: { PUBLIC_URL, TRUST_PROXY: '1' }, clock, smtp });

const ADDRESS_LOCKED = 'Too many failed login attempts. Please try again in 15 minutes.';
const NOTICE = 'Sign-in attempts on your Pamoja account';
const delayed = (when: string) =>
  `Too many failed sign-in attempts on this account. Please try again in ${when}, or reset your password.`;

let nextAddress = 0;
/** A fresh client address from a documentation range. */
const newAddress = () => {
  nextAddress += 1;
  return `203.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

const login = (email: string, password: string, ip: string) =>
  server.api.post<Record<string, unknown>>('/api/login', { email, password }, { headers: { 'x-forwarded-for': ip } });

function resetLinkIn(mail: ReceivedMail): string {
  const m = new RegExp(`${PUBLIC_URL}(/reset-password/[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!m?.[1]) throw new Error(`no reset link in "${mail.subject}"`);
  return m[1].replace('/reset-password/', '/api/reset-password/');
}

const mailsTo = (u: TestUser, subject: string) =>
  smtp.received.filter((m) => m.to.includes(u.email.toLowerCase()) && m.subject === subject);

/** Waits until a reset mail requested now has arrived: mails triggered before it have had their turn. */
async function mailBarrier(u: TestUser): Promise<void> {
  const before = smtp.received.length;
  await server.api.post('/api/forgot-password', { email: u.email });
  await smtp.waitFor(u.email, (m) => m.subject === 'Reset your Pamoja password' && smtp.received.indexOf(m) >= before);
}

/** Ten wrong passwords from ten addresses the account never signed in from: the account starts to be slowed down. */
async function failFromTenAddresses(u: TestUser): Promise<void> {
  for (let i = 0; i < 10; i++) expect((await login(u.email, `wrong-guess-${i}`, newAddress())).status).toBe(401);
}

describe('wrong passwords: per account and address, then growing delays for the account', () => {
  it('an attacker at one address cannot stop the owner signing in from another, and is locked out itself', async () => {
    const u = await createUser(server.ctx);
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) expect((await login(u.email, `wrong-${i}-guess`, attacker)).status).toBe(401);
    expect(await login(u.email, u.password, attacker)).toMatchObject({
      status: 429,
      body: { message: ADDRESS_LOCKED },
    });
    expect(await login(u.email, u.password, newAddress())).toMatchObject({ status: 200, body: { user: { id: u.id } } });
    // the owner's sign-in does not free the attacker's address
    expect(await login(u.email, 'another-guess', attacker)).toMatchObject({
      status: 429,
      body: { message: ADDRESS_LOCKED },
    });
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(u.email, 'another-guess', attacker)).status).toBe(401);
  });

  it('the superadmin too: failures from elsewhere never lock the console out', async () => {
    const admin = await createUser(server.ctx, { role: 'superadmin' });
    for (let i = 0; i < 6; i++) await login(admin.email, 'not-the-password', '198.51.100.7');
    expect(await login(admin.email, admin.password, '198.51.100.8')).toMatchObject({
      status: 200,
      body: { user: { role: 'superadmin' } },
    });
  });

  it('after 10 failures from anywhere each attempt waits twice as long (answered 429 with when), never sleeping', async () => {
    const u = await createUser(server.ctx);
    await failFromTenAddresses(u);
    expect(await login(u.email, u.password, newAddress())).toMatchObject({
      status: 429,
      body: { message: delayed('30 seconds') },
    });
    clock.advance(20_000);
    expect(await login(u.email, u.password, newAddress())).toMatchObject({
      status: 429,
      body: { message: delayed('10 seconds') },
    });
    clock.advance(10_000);
    expect((await login(u.email, 'eleventh-guess', newAddress())).status).toBe(401);
    expect(await login(u.email, 'twelfth-guess', newAddress())).toMatchObject({
      status: 429,
      body: { message: delayed('60 seconds') },
    });
    clock.advance(60_000);
    expect((await login(u.email, 'twelfth-guess', newAddress())).status).toBe(401);
    expect(await login(u.email, u.password, newAddress())).toMatchObject({
      status: 429,
      body: { message: delayed('2 minutes') },
    });
    clock.advance(120_000);
    // the right password, once its turn comes, signs in and ends the delays
    expect((await login(u.email, u.password, newAddress())).status).toBe(200);
    expect((await login(u.email, 'a-fresh-mistake', newAddress())).status).toBe(401);
    expect((await login(u.email, u.password, newAddress())).status).toBe(200);
  });

  it('does not delay an address the owner signed in from before', async () => {
    const u = await createUser(server.ctx);
    const home = newAddress();
    expect((await login(u.email, u.password, home)).status).toBe(200);
    await failFromTenAddresses(u);
    expect((await login(u.email, u.password, newAddress())).status).toBe(429);
    expect((await login(u.email, u.password, home)).status).toBe(200);
    // a success from a known address leaves the delays for everyone else in place
    expect((await login(u.email, u.password, newAddress())).status).toBe(429);
  });

  it('lets at most 10 of many parallel guesses from different addresses be checked', async () => {
    const u = await createUser(server.ctx);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(u.email, `parallel-${i}`, newAddress())),
    );
    const checked = results.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(results.filter((r) => r.status === 429).length).toBe(20 - checked);
  });

  it('mails the owner once per episode with a reset link, which lifts the delays and the address locks', async () => {
    const u = await createUser(server.ctx);
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) expect((await login(u.email, `wrong-${i}`, attacker)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(u.email, `wrong-${i}`, newAddress())).status).toBe(401);
    const notice = await smtp.waitFor(u.email, (m) => m.subject === NOTICE);
    expect(notice.text).toContain('wrong password many times');
    clock.advance(30_000);
    expect((await login(u.email, 'still-guessing', newAddress())).status).toBe(401);
    clock.advance(60_000);
    expect((await login(u.email, 'still-guessing', newAddress())).status).toBe(401);
    await mailBarrier(u);
    expect(mailsTo(u, NOTICE)).toHaveLength(1);

    expect(await server.api.post(resetLinkIn(notice), { password: 'Kahawa-Tamu-Asubuhi-7' })).toMatchObject({
      status: 200,
    });
    expect((await login(u.email, 'Kahawa-Tamu-Asubuhi-7', newAddress())).status).toBe(200);
    expect((await login(u.email, 'Kahawa-Tamu-Asubuhi-7', attacker)).status).toBe(200);
  });

  it('writes the notice in Swahili for a Swahili speaker', async () => {
    const u = await createUser(server.ctx);
    await server.ctx.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${u.id}`);
    await failFromTenAddresses(u);
    const notice = await smtp.waitFor(
      u.email,
      (m) => m.subject === 'Majaribio ya kuingia kwenye akaunti yako ya Pamoja',
    );
    expect(notice.text).toContain(`${PUBLIC_URL}/reset-password/`);
  });
});

describe('two-step codes: wrong codes counted per account across fresh codes', () => {
  const verify = (userId: string, verificationCode: string) =>
    server.api.post<Record<string, unknown>>('/api/login/verify-code', { userId, verificationCode });

  async function freshCode(u: TestUser): Promise<string> {
    clock.advance(31_000);
    const before = smtp.received.length;
    expect((await login(u.email, u.password, '198.51.100.20')).body).toEqual({
      verificationRequired: true,
      userId: u.id,
    });
    const mail = await smtp.waitFor(
      u.email,
      (m) => m.subject === 'Your Pamoja sign-in code' && smtp.received.indexOf(m) >= before,
    );
    return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  }
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('locks two-step sign-in after 10 wrong codes in an hour, mails the owner, and a reset lifts it', async () => {
    const u = await createUser(server.ctx, { twoStepEnabled: true });
    for (const tries of [4, 4, 2]) {
      const code = await freshCode(u);
      for (let i = 0; i < tries; i++) expect((await verify(u.id, wrongFor(code))).status).toBe(400);
    }
    const notice = await smtp.waitFor(u.email, (m) => m.subject === NOTICE);
    expect(notice.text).toContain('wrong sign-in codes');
    const code = await freshCode(u);
    const locked = {
      status: 429,
      body: {
        message:
          'Too many wrong sign-in codes. Two-step sign-in is locked for an hour and we have emailed you. Reset your password to unlock it now.',
      },
    };
    expect(await verify(u.id, wrongFor(code))).toMatchObject(locked);
    expect(await verify(u.id, code)).toMatchObject(locked);

    expect((await server.api.post(resetLinkIn(notice), { password: 'Kahawa-Tamu-Asubuhi-7' })).status).toBe(200);
    u.password = 'Kahawa-Tamu-Asubuhi-7';
    expect((await verify(u.id, await freshCode(u))).status).toBe(200);
  });

  it('unlocks by itself an hour after the failures', async () => {
    const u = await createUser(server.ctx, { twoStepEnabled: true });
    for (let round = 0; round < 2; round++) {
      const code = await freshCode(u);
      for (let i = 0; i < 5; i++) await verify(u.id, wrongFor(code));
    }
    expect((await verify(u.id, await freshCode(u))).status).toBe(429);
    clock.advance(60 * 60 * 1000);
    expect((await verify(u.id, await freshCode(u))).status).toBe(200);
  });

  it('does not count codes sent for a user with no pending code, so a user id alone locks nothing', async () => {
    const u = await createUser(server.ctx, { twoStepEnabled: true });
    for (let i = 0; i < 12; i++) expect((await verify(u.id, '123456')).status).toBe(400);
    expect((await verify(u.id, await freshCode(u))).status).toBe(200);
  });
});

describe('password reset mails', () => {
  const SAME_ANSWER = {
    status: 200,
    body: { message: 'If an account exists for this email, a password reset link has been sent to it.' },
  };
  const RESET = 'Reset your Pamoja password';

  it('sends at most 3 an hour to one address; every link sent stays valid until one is used', async () => {
    const u = await createUser(server.ctx);
    for (let i = 0; i < 6; i++)
      expect(await server.api.post('/api/forgot-password', { email: u.email })).toMatchObject(SAME_ANSWER);
    expect(await server.api.post('/api/forgot-password', { email: 'nobody.at.all@example.com' })).toMatchObject(
      SAME_ANSWER,
    );
    await smtp.waitFor(u.email, () => mailsTo(u, RESET).length >= 3);
    const links = mailsTo(u, RESET).map(resetLinkIn);
    // a newer request did not break the first link; using one ends them all
    expect((await server.api.post(links[0] ?? '', { password: 'Kahawa-Tamu-Asubuhi-7' })).status).toBe(200);
    expect((await server.api.post(links[2] ?? '', { password: 'Mvua-Nyingi-Leo-42' })).status).toBe(400);
    clock.advance(60 * 60 * 1000 + 1000);
    await mailBarrier(u);
    expect(mailsTo(u, RESET)).toHaveLength(4);
  });
});

describe('cleanup', () => {
  it('deletes the records of sprayed emails once no limit reads them, and keeps live ones', async () => {
    const count = async (email: string) => {
      const row = await queryRow(
        server.ctx.db,
        z.object({ n: col.int }),
        sql`SELECT (SELECT count(*) FROM login_failures WHERE email = ${email})::int + (SELECT count(*) FROM login_throttle WHERE email = ${email})::int AS n`,
      );
      return row?.n;
    };
    const old = `sprayed.${Date.now()}@example.com`;
    const fresh = `sprayed.later.${Date.now()}@example.com`;
    expect((await login(old, 'whatever-pass', newAddress())).status).toBe(401);
    clock.advance(24 * 60 * 60 * 1000);
    expect((await login(fresh, 'whatever-pass', newAddress())).status).toBe(401);
    expect([await count(old), await count(fresh)]).toEqual([2, 2]);
    await signInCleanupJob.run(server.ctx);
    expect([await count(old), await count(fresh)]).toEqual([0, 2]);
  });
});
