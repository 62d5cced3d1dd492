import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { col, queryRow } from '../../db/typed-rows';
import { walletBalance } from '../../ledger/accounts';
import { createUser } from '../../testing/factories';
import { TestSmtpServer } from '../../testing/smtp';
import { TestClock } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { idForm, newDetails, registerUpTo, registrationRow } from './auth-test-kit';

const smtp = new TestSmtpServer();
const clock = new TestClock(new Date('2026-03-02T08:00:00Z'));
const server = useTestServer({ env: { DEFAULT_LOAN_LIMIT: '1500' }, clock, smtp });

const user = (id: string) => registrationRow(server, id);

describe('step 1', () => {
  it('creates the account at step 2 with a wallet, the default loan limit and the phone in 254 form', async () => {
    const d = newDetails({ email: `  Mixed.Case${Date.now()}@Example.com ` });
    const res = await server.api.post<{ userId: string; message: string }>('/api/register/step1', d);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      userId: expect.stringMatching(/^[2-9A-Z]{8}$/),
      message: 'Account created. Please upload your ID.',
    });
    const row = await user(res.body.userId);
    expect(row).toMatchObject({
      phone: `254${d.phone.slice(1)}`,
      email: d.email.trim().toLowerCase(),
      registration_step: 2,
      referred_by: null,
      language: 'en',
    });
    expect(BigInt(row!.loan_limit_cents)).toBe(150_000n);
    expect(await walletBalance(server.ctx.db, res.body.userId)).toBe(0n);
    await server.expectLedgerHealthy();
  });

  it('accepts 01…, 2547… and +2541… numbers and records a known referrer', async () => {
    const referrer = await createUser(server.ctx);
    for (const [typed, stored] of [
      ['0112345678', '254112345678'],
      ['254798765432', '254798765432'],
      ['+254 110 000 111', '254110000111'],
    ] as const) {
      const res = await server.api.post<{ userId: string }>(
        '/api/register/step1',
        newDetails({ phone: typed, ref: referrer.id }),
      );
      expect(res.status).toBe(201);
      expect(await user(res.body.userId)).toMatchObject({ phone: stored, referred_by: referrer.id });
    }
  });

  it('ignores an unknown referrer and keeps the chosen language', async () => {
    const res = await server.api.post<{ userId: string }>('/api/register/step1', {
      ...newDetails({ ref: 'NOSUCHID' }),
      language: 'sw',
    });
    expect(res.status).toBe(201);
    expect(await user(res.body.userId)).toMatchObject({ referred_by: null, language: 'sw' });
  });

  it('refuses a duplicate email or phone with 409 and a readable message', async () => {
    const first = newDetails();
    expect((await server.api.post('/api/register/step1', first)).status).toBe(201);
    const sameEmail = await server.api.post('/api/register/step1', newDetails({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ message: 'An account with this email already exists. Please log in instead.' });
    const samePhone = await server.api.post('/api/register/step1', newDetails({ phone: `254${first.phone.slice(1)}` }));
    expect(samePhone.status).toBe(409);
    expect(samePhone.body).toEqual({ message: 'An account with this phone number already exists.' });
  });

  it('lets only one of two racing registrations with the same email through', async () => {
    const d = newDetails();
    const results = await Promise.all([
      server.api.post('/api/register/step1', d),
      server.api.post('/api/register/step1', { ...d, phone: newDetails().phone }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ full_name: '' }, 'Please fill out all fields'],
    [{ email: '' }, 'Please fill out all fields'],
    [{ phone: '   ' }, 'Please fill out all fields'],
    [{ password: '' }, 'Please fill out all fields'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ phone: '0812345678' }, 'Please enter a valid phone number: 10 digits starting with 07 or 01.'],
    [{ phone: '07123' }, 'Please enter a valid phone number: 10 digits starting with 07 or 01.'],
    [{ password: 'short1!' }, 'Password must be at least 8 characters.'],
  ])('refuses %o with 400 "%s"', async (override, message) => {
    const res = await server.api.post('/api/register/step1', { ...newDetails(), ...override });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('refuses a body without fields', async () => {
    const res = await server.api.post('/api/register/step1', {});
    expect(res).toMatchObject({ status: 400, body: { message: 'Please fill out all fields' } });
  });
});

describe('step 2', () => {
  it('stores both ID images on the user and moves to step 3', async () => {
    const u = await registerUpTo(server, smtp, 3);
    const row = await user(u.userId);
    expect(row).toMatchObject({ registration_step: 3, front_id_upload_id: expect.any(String) });
    const uploads = await queryRow(
      server.ctx.db,
      z.object({ n: col.bigint }),
      sql`SELECT COUNT(*)::bigint AS n FROM uploads WHERE owner_user_id = ${u.userId} AND purpose IN ('id_front', 'id_back')`,
    );
    expect(uploads?.n).toBe(2n);
  });

  it('refuses a missing file, a non-image and a user not at step 2', async () => {
    const u = await registerUpTo(server, smtp, 2);
    const onlyFront = new FormData();
    onlyFront.append('userId', u.userId);
    onlyFront.append('front_id', new Blob([new Uint8Array([0x89, 0x50])]), 'f.png');
    expect(await server.api.post('/api/register/step2', onlyFront)).toMatchObject({
      status: 400,
      body: { message: 'Please upload both the front and back of your ID.' },
    });
    const text = idForm(u.userId, Buffer.from('%PDF-1.4 not an image'));
    expect(await server.api.post('/api/register/step2', text)).toMatchObject({
      status: 400,
      body: { message: 'Please upload photos of your ID (JPEG, PNG or WebP).' },
    });
    expect((await user(u.userId))?.registration_step).toBe(2);
    expect(await server.api.post('/api/register/step2', idForm(u.userId))).toMatchObject({
      status: 201,
      body: { message: 'Your ID has been uploaded.' },
    });
    expect(await server.api.post('/api/register/step2', idForm(u.userId))).toMatchObject({
      status: 409,
      body: { message: 'Please complete step 3 of your registration first.' },
    });
    expect(await server.api.post('/api/register/step2', idForm('NOSUCHID'))).toMatchObject({
      status: 404,
      body: { message: 'User not found.' },
    });
  });
});

describe('step 3', () => {
  it('needs both consents, then mails the registration code', async () => {
    const u = await registerUpTo(server, smtp, 3);
    for (const body of [
      { termsAccepted: true, privacyPolicyAccepted: false },
      { termsAccepted: false, privacyPolicyAccepted: true },
      {},
    ]) {
      const res = await server.api.post('/api/register/step3', { userId: u.userId, ...body });
      expect(res).toMatchObject({
        status: 400,
        body: { message: 'You must agree to the terms and conditions and consent to the processing of personal data.' },
      });
    }
    const ok = await server.api.post('/api/register/step3', {
      userId: u.userId,
      termsAccepted: true,
      privacyPolicyAccepted: true,
    });
    expect(ok).toMatchObject({ status: 200, body: { message: 'A verification code has been sent to your email.' } });
    const mail = await smtp.waitFor(u.email);
    expect(mail.subject).toBe('Your Pamoja verification code');
    expect(mail.text).toMatch(/\n\d{6}\n/);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(await user(u.userId)).toMatchObject({ registration_step: 4, terms_accepted_at: expect.anything() });
  });

  it('refuses a user who has not uploaded the ID yet', async () => {
    const u = await registerUpTo(server, smtp, 2);
    const res = await server.api.post('/api/register/step3', {
      userId: u.userId,
      termsAccepted: true,
      privacyPolicyAccepted: true,
    });
    expect(res).toMatchObject({ status: 409, body: { message: 'Please complete step 2 of your registration first.' } });
  });
});
